import type { User, UserHeader } from "@kursove/contracts";
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

const hasAuthCookie = (request: Request) => (request.headers.get("cookie") ?? "").includes(`${authCookie}=`);

const users = new WeakMap<Request, Promise<User | null>>();

/** The signed-in user of this request (asked once per request), or null. */
export function currentUser(context: Context, request: Request, locale: Locale): Promise<User | null> {
  let found = users.get(request);
  if (!found) {
    found = hasAuthCookie(request)
      ? callApi<User>(context, request, "/user", { locale }).then((r) => (r.ok ? r.data : null))
      : Promise.resolve(null);
    users.set(request, found);
  }
  return found;
}

const headers = new WeakMap<Request, Promise<UserHeader | null>>();

/**
 * Every page's header (GET /user/header, ADR 047: the user's name and roles, the cart's valid holds, the
 * unread count), asked once per request; null for visitors and for a cookie whose session is gone (401).
 * The guards read the user from it too, so a page asks GET /user only when it needs more than the header.
 * Any other error answer falls back on GET /user with the counts at 0: the header's counts fail silently, as
 * the cart's and the bell's own calls did (API-CART), and never sign anyone out.
 */
export function currentHeader(
  context: Context,
  request: Request,
  locale: Locale,
): Promise<UserHeader | null> {
  let found = headers.get(request);
  if (!found) {
    found = hasAuthCookie(request)
      ? callApi<UserHeader>(context, request, "/user/header", { locale }).then(async (r) => {
          if (r.ok) return r.data;
          if (r.status === 401) return null;
          return headerOf(await currentUser(context, request, locale));
        })
      : Promise.resolve(null);
    headers.set(request, found);
  }
  return found;
}

const headerOf = (user: User | null): UserHeader | null =>
  user && {
    user: {
      id: user.id,
      name: user.name,
      is_admin: user.is_admin,
      is_provider: user.is_provider,
      is_lector: user.is_lector,
    },
    cart: { count: 0, only_expired: false },
    unread: 0,
  };

/** Only paths of this site may be redirect targets (no //host, no scheme), encoded for the header. */
export function safeRedirect(target: string | null | undefined, fallback: string) {
  return localPath(target) ?? fallback;
}
