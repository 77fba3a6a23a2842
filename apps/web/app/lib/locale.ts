import { defaultLocale, type Locale } from "@kursove/i18n/locale";

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

const thisSite = "http://this-site.invalid";

/**
 * A path and query of this site, made safe for a Location header: percent-encoded (raw Cyrillic, control
 * characters and broken escapes would make the header invalid), or null for anything that would leave the
 * site (a scheme, //host, /\host) or is not a path.
 */
export function localPath(raw: string | null | undefined): string | null {
  if (!raw?.startsWith("/")) return null;
  let url: URL;
  try {
    // a lone "%" stays as it is in a parsed URL, and Fastify refuses such an address with a 400
    url = new URL(raw.replace(/%(?![0-9A-Fa-f]{2})/g, "%25"), thisSite);
  } catch {
    return null;
  }
  // pathname and search come back percent-encoded by the URL parser; dot segments may leave "//" in front
  if (url.origin !== thisSite || url.pathname.startsWith("//")) return null;
  return url.pathname + url.search;
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
