import type { User } from "@kursove/contracts";
import { data, redirect } from "react-router";
import { localeOfPath, localizePath, stripLocale } from "./locale";
import { currentUser } from "./session.server";

/** Spec 6's guards (noEmptyCart and pageAttributes arrive with the cart and checkout pages) and the locale guard. */
export const guardNames = ["admin", "guest", "profileAuth", "provider", "lector", "locale"] as const;
export type GuardName = (typeof guardNames)[number];

/** Routes without guards of their own get these (spec 6: admin, profileAuth, nuxti18n). */
export const defaultGuards: GuardName[] = ["admin", "profileAuth", "locale"];

type Args = { request: Request; context: { apiFetch?: typeof fetch; apiBase?: string } };
type GuardInput = { path: string; user: User | null; to: (path: string) => string; loginUrl: string };
type Guard = (input: GuardInput) => void;

const guards: Record<GuardName, Guard> = {
  // /admin: anonymous to /login, signed in without is_admin to /
  admin: ({ path, user, to, loginUrl }) => {
    if (path !== "/admin" && !path.startsWith("/admin/")) return;
    if (!user) throw redirect(loginUrl);
    if (!user.is_admin) throw redirect(to("/"));
  },
  // any path containing /profile needs a signed-in user
  profileAuth: ({ path, user, loginUrl }) => {
    if (path.includes("/profile") && !user) throw redirect(loginUrl);
  },
  // login and sign-up pages send signed-in users to their profile
  guest: ({ user, to }) => {
    if (user) throw redirect(to("/profile"));
  },
  provider: ({ user, to, loginUrl }) => {
    if (!user) throw redirect(loginUrl);
    if (!user.is_provider) throw redirect(to("/profile"));
  },
  // the lector area: anonymous to /login; users with no lector link at all are sent to /profile by the
  // area's loader, as only the API knows of invitations (is_lector counts accepted links alone)
  lector: ({ user, loginUrl }) => {
    if (!user) throw redirect(loginUrl);
  },
  // the locale itself is settled by the root loader (cookie, browser language, default bg)
  locale: () => {},
};

/** Runs a page's guards on the server, for full loads and client navigations alike; answers the user. */
export async function guard(args: Args, names: readonly string[] = defaultGuards): Promise<User | null> {
  const unknown = names.find((n) => !(guardNames as readonly string[]).includes(n));
  if (unknown) throw data({ message: `Unknown guard: ${unknown}` }, { status: 500 });
  const url = new URL(args.request.url);
  const locale = localeOfPath(url.pathname);
  const user = await currentUser(args.context, args.request, locale);
  const path = stripLocale(url.pathname);
  const to = (p: string) => localizePath(p, locale);
  const loginUrl = `${to("/login")}?redirect=${encodeURIComponent(url.pathname + url.search)}`;
  for (const name of names) guards[name as GuardName]({ path, user, to, loginUrl });
  return user;
}
