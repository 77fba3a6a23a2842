// The public surface of the users module: other modules import only this.
// The signed-in user's own account, and the admins' management of users.

export { usersRoutes } from "./users.routes";
export { adminUsersRoutes } from "./users-admin.routes";
