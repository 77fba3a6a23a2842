import bgCommon from "../locales/bg/common.json";
import bgErrors from "../locales/bg/errors.json";
import bgPages from "../locales/bg/pages.json";
import enCommon from "../locales/en/common.json";
import enErrors from "../locales/en/errors.json";
import enPages from "../locales/en/pages.json";

export const locales = ["bg", "en"] as const;
export type Locale = (typeof locales)[number];
export const defaultLocale: Locale = "bg";

/** The interface locales: code, name and iso. */
export const localeInfo: Record<Locale, { code: Locale; name: string; iso: string }> = {
  bg: { code: "bg", name: "Български", iso: "bg-BG" },
  en: { code: "en", name: "English", iso: "en-US" },
};

export const namespaces = ["common", "errors", "pages"] as const;

export const resources = {
  bg: { common: bgCommon, errors: bgErrors, pages: bgPages },
  en: { common: enCommon, errors: enErrors, pages: enPages },
} as const;

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

type Tree = { readonly [key: string]: string | Tree | readonly unknown[] };

/** Looks a dotted key up in one namespace of a catalog; returns the key itself when missing. */
export function translate(
  locale: Locale,
  key: string,
  vars: Record<string, string | number> = {},
  namespace: (typeof namespaces)[number] = "errors",
): string {
  let node: unknown = resources[locale][namespace] as Tree;
  for (const part of key.split(".")) {
    node = node && typeof node === "object" ? (node as Record<string, unknown>)[part] : undefined;
  }
  if (typeof node !== "string") return key;
  return node.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => String(vars[name] ?? ""));
}
