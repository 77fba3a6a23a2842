// The public surface of the users module: other modules import only this.
// The signed-in user's own account.
export { usersRoutes } from "./users.routes";
