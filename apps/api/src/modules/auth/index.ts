// The public surface of the auth module: other modules import only this.
// Accounts, sessions, sign-in and the request guards.
export { queueUserMail } from "./auth.mail";
export { authPlugin, requireAdmin, requireAuth } from "./auth.plugin";
export {
  findUserByEmail,
  findUserById,
  isUsernameTaken,
  revokeUserSessions,
  type UserRow,
} from "./auth.repository";
export { type AuthRoutesOptions, authRoutes } from "./auth.routes";
export { presentUser } from "./auth.service";
export { hashPassword, isCommonPassword, verifyPassword } from "./passwords";
