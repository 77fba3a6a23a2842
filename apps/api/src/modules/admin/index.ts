// The public surface of the admin module: other modules import only this.
// The admins' overview and their queue of approvals.
export { adminRoutes } from "./admin.routes";
export { approvalsRoutes } from "./approvals.routes";
