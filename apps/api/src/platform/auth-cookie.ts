/** The cookie that carries the web's session token (ADR 003); the auth module reads it, the web sets it. */
export const authCookieName = "auth._token.local";
