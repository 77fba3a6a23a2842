import type { Cart, HeaderUser, ProviderRequest, User } from "@kursove/contracts";
import { data, redirect } from "react-router";
import { callApi } from "./api.server";
import { currentCart } from "./cart.server";
import { localeOfPath, localizePath, stripLocale } from "./locale";
import { currentHeader, currentUser } from "./session.server";

/** The guards of GUARD-NAMES and the locale guard. */
export const guardNames = [
  "admin",
  "guest",
  "profileAuth",
  "provider",
  "lector",
  "noEmptyCart",
  "pageAttributes",
  "locale",
] as const;
export type GuardName = (typeof guardNames)[number];

/** Routes without guards of their own get these (GUARD-DEFAULT: admin, profileAuth, nuxti18n). */
export const defaultGuards: GuardName[] = ["admin", "profileAuth", "locale"];

type Args = { request: Request; context: { apiFetch?: typeof fetch; apiBase?: string } };
type GuardInput = {
  path: string;
  /** the header's user (name and roles): all a guard decides on */
  user: HeaderUser | null;
  to: (path: string) => string;
  loginUrl: string;
  /** the signed-in user's cart, fetched only when a guard asks for it */
  cart: () => Promise<Cart | null>;
  /** the user's provider request (with a rejection's reason), fetched only when a guard asks for it */
  providerRequest: () => Promise<ProviderRequest | null>;
  request: Request;
};
type Guard = (input: GuardInput) => void | Promise<void>;

/** How a page is laid out and indexed; set by the pageAttributes guard, read with pageAttributesOf. */
export type PageAttributes = { layout: "site" | "focused"; noindex: boolean };
const sitePage: PageAttributes = { layout: "site", noindex: false };
const attributes = new WeakMap<Request, PageAttributes>();

/** The attributes the guards gave this request's page (the whole site's by default). */
export const pageAttributesOf = (request: Request): PageAttributes => attributes.get(request) ?? sitePage;

/** The purchase pages, which act on the user's own cart and orders. */
const purchasePaths = ["/checkout", "/payment"];

const guards: Record<GuardName, Guard> = {
  // /admin: anonymous to /login, signed in without is_admin to /
  admin: ({ path, user, to, loginUrl }) => {
    if (path !== "/admin" && !path.startsWith("/admin/")) return;
    if (!user) throw redirect(loginUrl);
    if (!user.is_admin) throw redirect(to("/"));
  },
  // any path containing /profile, and the purchase pages (/checkout, /payment), need a signed-in user
  profileAuth: ({ path, user, loginUrl }) => {
    if ((path.includes("/profile") || purchasePaths.includes(path)) && !user) throw redirect(loginUrl);
  },
  // login and sign-up pages send signed-in users to their profile
  guest: ({ user, to }) => {
    if (user) throw redirect(to("/profile"));
  },
  // a provider whose request was rejected is no provider: told why the dashboard is closed, not silently
  provider: async ({ user, to, loginUrl, providerRequest }) => {
    if (!user) throw redirect(loginUrl);
    if (user.is_provider) return;
    const request = await providerRequest();
    throw redirect(to(request?.rejection ? "/profile?notice=provider_rejected" : "/profile"));
  },
  // the lector area: anonymous to /login; users with no lector link at all are sent to /profile by the
  // area's loader, as only the API knows of invitations (is_lector counts accepted links alone)
  lector: ({ user, loginUrl }) => {
    if (!user) throw redirect(loginUrl);
  },
  // the checkout with an empty cart goes to /. Items whose hold ran out still count: the checkout tells
  // the buyer the hold expired and offers to hold the places again (CHECKOUT-HOLD-EXPIRED)
  noEmptyCart: async ({ cart, to }) => {
    const found = await cart();
    if (!found || found.items.length === 0) throw redirect(to("/"));
  },
  // the pages of a purchase (checkout, payment, the sandbox bank's 3-D Secure step) get a focused layout:
  // the header keeps the logo, language, cart and account but drops the category menu and main links,
  // so nothing leads away from paying by accident; and they are kept out of search engines (noindex)
  pageAttributes: ({ request }) => {
    attributes.set(request, { layout: "focused", noindex: true });
  },
  // the locale itself is settled by the root loader (cookie, browser language, default bg)
  locale: () => {},
};

/**
 * Runs a page's guards on the server, for full loads and client navigations alike; answers the header's
 * user (GET /user/header, the call the root's header makes anyway: ADR 047). A page that needs the whole
 * user (email, profile, provider slug) uses guardUser.
 */
export async function guard(
  args: Args,
  names: readonly string[] = defaultGuards,
): Promise<HeaderUser | null> {
  const unknown = names.find((n) => !(guardNames as readonly string[]).includes(n));
  if (unknown) throw data({ message: `Unknown guard: ${unknown}` }, { status: 500 });
  const url = new URL(args.request.url);
  const locale = localeOfPath(url.pathname);
  const user = (await currentHeader(args.context, args.request, locale))?.user ?? null;
  const path = stripLocale(url.pathname);
  const to = (p: string) => localizePath(p, locale);
  const loginUrl = `${to("/login")}?redirect=${encodeURIComponent(url.pathname + url.search)}`;
  const cart = () => currentCart(args.context, args.request, locale);
  const providerRequest = async () => {
    const result = await callApi<ProviderRequest>(args.context, args.request, "/provider/request", {
      locale,
    });
    return result.ok ? result.data : null;
  };
  for (const name of names) {
    await guards[name as GuardName]({
      path,
      user,
      to,
      loginUrl,
      cart,
      providerRequest,
      request: args.request,
    });
  }
  return user;
}

/** Runs the guards, then answers the whole signed-in user (GET /user, asked once per request), or null. */
export async function guardUser(args: Args, names: readonly string[] = defaultGuards): Promise<User | null> {
  const user = await guard(args, names);
  return user && currentUser(args.context, args.request, localeOfPath(new URL(args.request.url).pathname));
}
