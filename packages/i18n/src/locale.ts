/**
 * The interface languages and how a request picks one: no texts, so the browser can import it without
 * every catalog (`@kursove/i18n/locale`; the package's index re-exports it for the server).
 */
export const locales = ["bg", "en"] as const;
export type Locale = (typeof locales)[number];
export const defaultLocale: Locale = "bg";

/** The interface locales: code, name and iso. */
export const localeInfo: Record<Locale, { code: Locale; name: string; iso: string }> = {
  bg: { code: "bg", name: "Български", iso: "bg-BG" },
  en: { code: "en", name: "English", iso: "en-US" },
};

export function isLocale(value: unknown): value is Locale {
  return value === "bg" || value === "en";
}

/** Picks bg or en from a Content-Language or Accept-Language header; bg when neither is named. */
export function localeFromHeader(header: string | undefined | null): Locale {
  if (!header) return defaultLocale;
  const ranked = header
    .split(",")
    .map((part) => {
      const [tag = "", ...params] = part.trim().split(";");
      const q = params.find((p) => p.trim().startsWith("q="));
      return { lang: tag.trim().toLowerCase().slice(0, 2), q: q ? Number(q.trim().slice(2)) : 1 };
    })
    .filter((p) => p.lang && !Number.isNaN(p.q))
    .sort((a, b) => b.q - a.q);
  for (const { lang } of ranked) if (isLocale(lang)) return lang;
  return defaultLocale;
}
