import { defaultMoneySettings } from "@kursove/contracts/currency";
import { type Locale, localeFromHeader } from "@kursove/i18n/locale";
import { useEffect } from "react";
import { I18nextProvider, useTranslation } from "react-i18next";
import {
  data,
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  redirect,
  Scripts,
  ScrollRestoration,
  useMatches,
  useNavigation,
  useRouteError,
  useRouteLoaderData,
  useSearchParams,
} from "react-router";
import type { Route } from "./+types/root";
import appStyles from "./app.css?url";
import { isChunkLoadError, reloadAfterChunkError } from "./features/layout/chunk-reload";
import { CookieNotice, cookieAcceptedScript } from "./features/layout/cookie-notice";
import { ErrorPage, NotFoundPage } from "./features/layout/error-pages";
import { NavigationProgress } from "./features/layout/navigation-progress";
import { isSigningOut } from "./features/layout/signing-out";
import { SiteFooter } from "./features/layout/site-footer";
import { SiteHeader } from "./features/layout/site-header";
import { NotificationBell } from "./features/notifications/notification-bell";
import { setMoneySettings } from "./lib/format";
import { i18nFor } from "./lib/i18n";
import { localeCookie, localeCookieHeader, localeOfPath, localizePath, readCookie } from "./lib/locale";
import { useNonce } from "./lib/nonce";
import { PageFormats } from "./lib/page-formats";
import { PageTexts } from "./lib/page-texts";
import { authCookie, clearAuthCookieHeader, currentHeader } from "./lib/session.server";
import { Toasts, toast } from "./lib/toast";

export const links: Route.LinksFunction = () => [
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const locale = localeOfPath(url.pathname);
  const cookieLocale = readCookie(request.headers.get("cookie"), localeCookie);
  // The language comes from the i18n_redirected cookie, then the browser's language, then bg.
  if (locale === "bg" && request.method === "GET" && !url.pathname.startsWith("/switch-locale")) {
    const wanted: Locale | undefined =
      cookieLocale === "en"
        ? "en"
        : cookieLocale
          ? undefined
          : localeFromHeader(request.headers.get("accept-language"));
    if (wanted === "en") {
      throw redirect(localizePath(url.pathname, "en") + url.search, {
        headers: cookieLocale ? {} : { "set-cookie": localeCookieHeader("en") },
      });
    }
  }
  // one call for the header's user, cart count and unread count (ADR 047); the page's guards share it
  const signedIn = await currentHeader(context, request, locale);
  const user = signedIn?.user;
  const body = {
    locale,
    user: user
      ? { name: user.name, is_admin: user.is_admin, is_provider: user.is_provider, is_lector: user.is_lector }
      : null,
    cartCount: signedIn?.cart.count ?? 0,
    cartExpired: signedIn?.cart.only_expired ?? false,
    unreadCount: signedIn?.unread ?? 0,
    origin: (process.env.PUBLIC_URL ?? url.origin).replace(/\/$/, ""),
    brand: i18nFor(locale).t("brand"),
    officeEmail: process.env.OFFICE_EMAIL ?? "office@kursove.bg",
    money: context.money ?? defaultMoneySettings,
  };
  // The auth state is reset on error: a cookie whose session is gone is cleared
  const staleCookie = !user && readCookie(request.headers.get("cookie"), authCookie) !== undefined;
  return data(body, { headers: staleCookie ? { "set-cookie": clearAuthCookieHeader(request) } : {} });
}

type RootData = Route.ComponentProps["loaderData"];

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export function Layout({ children }: { children: React.ReactNode }) {
  useEffect(() => {
    // lets tests (and scripts) know that the page reacts to clicks now, error pages included
    document.documentElement.dataset.hydrated = "true";
  }, []);
  const root = useRouteLoaderData("root") as RootData | undefined;
  // before any page renders its amounts (lib/format.ts)
  if (root?.money) setMoneySettings(root.money);
  const nonce = useNonce();
  const locale: Locale =
    root?.locale ?? (typeof window !== "undefined" ? localeOfPath(window.location.pathname) : "bg");
  // the pageAttributes guard's layout (guards.server): purchase pages get the focused header
  const signingOut = isSigningOut(useNavigation());
  const focused = useMatches().some(
    (match) => (match.loaderData as { page?: { layout?: string } } | undefined)?.page?.layout === "focused",
  );
  return (
    <html lang={locale}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0f5e9c" />
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: a fixed script of ours, no visitor input */}
        <script nonce={nonce} dangerouslySetInnerHTML={{ __html: cookieAcceptedScript }} />
        {/* P6 (ADR 043): with a precedence React puts the stylesheet first in the head, before the scripts'
            preloads, so a phone on a slow network gets the one file the first paint waits for first */}
        <link rel="stylesheet" href={appStyles} precedence="default" />
        <Meta />
        <Links />
      </head>
      <body id="top" className="flex min-h-screen flex-col">
        <I18nextProvider i18n={i18nFor(locale)}>
          <SkipLink />
          <NavigationProgress />
          <SiteHeader
            user={signingOut ? null : (root?.user ?? null)}
            cartCount={signingOut ? 0 : (root?.cartCount ?? 0)}
            cartExpired={signingOut ? false : (root?.cartExpired ?? false)}
            bell={<NotificationBell count={signingOut ? 0 : (root?.unreadCount ?? 0)} />}
            focused={focused}
          />
          <main id="content" className="flex-1">
            {children}
          </main>
          <SiteFooter officeEmail={root?.officeEmail ?? "office@kursove.bg"} />
          <CookieNotice />
          <Toasts position="top-right" autoClose={3000} pauseOnHover hideProgressBar={false} newestOnTop />
        </I18nextProvider>
        <PageTexts />
        <PageFormats />
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

function SkipLink() {
  const { t } = useTranslation();
  return (
    <a
      href="#content"
      className="sr-only z-[70] rounded-md bg-primary px-4 py-2 text-white focus:not-sr-only focus:fixed focus:left-3 focus:top-3"
    >
      {t("nav.skipToContent")}
    </a>
  );
}

export default function App() {
  const [params] = useSearchParams();
  const { t } = useTranslation();
  useEffect(() => {
    // A distinct flag: the course editor's `?deleted=1` (a course deleted) reaches every page too.
    if (params.get("accountDeleted")) toast.info(t("profile.deleted"));
  }, [params, t]);
  useEffect(() => {
    const onPreloadError = (event: Event) => {
      event.preventDefault();
      reloadAfterChunkError();
    };
    window.addEventListener("vite:preloadError", onPreloadError);
    return () => window.removeEventListener("vite:preloadError", onPreloadError);
  }, []);
  return <Outlet />;
}

export function ErrorBoundary() {
  const error = useRouteError();
  useEffect(() => {
    if (isChunkLoadError(error)) reloadAfterChunkError();
  }, [error]);
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  return <ErrorPage status={isRouteErrorResponse(error) ? error.status : 500} />;
}
