import { defaultLocale, type Locale } from "@kursove/i18n";

export const localeCookie = "i18n_redirected";
export const localeCookieMaxAge = 365 * 24 * 60 * 60;

/** The locale a path is in: /en and below is English, everything else Bulgarian. */
export function localeOfPath(pathname: string): Locale {
  return pathname === "/en" || pathname.startsWith("/en/") ? "en" : defaultLocale;
}

/** The path without its locale prefix. */
export function stripLocale(pathname: string): string {
  if (pathname === "/en") return "/";
  return pathname.startsWith("/en/") ? pathname.slice(3) : pathname;
}

/** A path of the app in the given locale. */
export function localizePath(path: string, locale: Locale): string {
  if (locale === "bg") return path;
  return path === "/" ? "/en" : `/en${path}`;
}

export function readCookie(header: string | null, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(";")) {
    const [key, ...rest] = part.trim().split("=");
    if (key === name) return decodeURIComponent(rest.join("="));
  }
  return undefined;
}

export const localeCookieHeader = (locale: Locale) =>
  `${localeCookie}=${locale}; Max-Age=${localeCookieMaxAge}; Path=/; SameSite=Lax`;
