import type { User } from "@kursove/contracts";
import type { Locale } from "@kursove/i18n/locale";
import { callApi } from "./api.server";
import { localPath } from "./locale";

export const authCookie = "auth._token.local";
const maxAgeSeconds = 60 * 24 * 60 * 60;

type Context = { apiFetch?: typeof fetch; apiBase?: string };

const isHttps = (request: Request) =>
  (process.env.PUBLIC_URL ?? new URL(request.url).origin).startsWith("https://");

/** The web app keeps the token in an httpOnly, SameSite=Lax cookie that scripts cannot read. */
export function authCookieHeader(request: Request, token: string) {
  return `${authCookie}=${token}; Max-Age=${maxAgeSeconds}; Path=/; HttpOnly; SameSite=Lax${isHttps(request) ? "; Secure" : ""}`;
}

export function clearAuthCookieHeader(request: Request) {
  return `${authCookie}=; Max-Age=0; Path=/; HttpOnly; SameSite=Lax${isHttps(request) ? "; Secure" : ""}`;
}

const users = new WeakMap<Request, Promise<User | null>>();

/** The signed-in user of this request (asked once per request), or null. */
export function currentUser(context: Context, request: Request, locale: Locale): Promise<User | null> {
  let found = users.get(request);
  if (!found) {
    const hasCookie = (request.headers.get("cookie") ?? "").includes(`${authCookie}=`);
    found = hasCookie
      ? callApi<User>(context, request, "/user", { locale }).then((r) => (r.ok ? r.data : null))
      : Promise.resolve(null);
    users.set(request, found);
  }
  return found;
}

/** Only paths of this site may be redirect targets (no //host, no scheme), encoded for the header. */
export function safeRedirect(target: string | null | undefined, fallback: string) {
  return localPath(target) ?? fallback;
}
