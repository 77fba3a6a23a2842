// The public surface of the auth module: other modules import only this.
// Accounts (it owns the users table), sessions, sign-in and the request guards.
export { queueUserMail } from "./auth.mail";
export { authPlugin, requireAdmin, requireAuth } from "./auth.plugin";
export {
  deleteEmailTokensOf,
  findUserByEmail,
  findUserById,
  isUsernameTaken,
  markAccountBlocked,
  revokeUserSessions,
  type UserRow,
  updateAccount,
} from "./auth.repository";
export { type AuthRoutesOptions, authRoutes } from "./auth.routes";
export { presentHeaderUser, presentUser } from "./auth.service";
export { hashPassword, isCommonPassword, verifyPassword } from "./passwords";
