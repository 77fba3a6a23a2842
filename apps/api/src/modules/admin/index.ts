// The public surface of the admin module: other modules import only this.
// User administration, provider and course approval queues, utilization.
export { adminRoutes } from "./admin.routes";
export { approvalsRoutes } from "./approvals.routes";
export { adminUsersRoutes } from "./users-admin.routes";
export { utilizationRoutes } from "./utilization.routes";
