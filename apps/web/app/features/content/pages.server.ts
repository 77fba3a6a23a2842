import type { Locale } from "@kursove/i18n/locale";
import bgPages from "@kursove/i18n/locales/bg/pages.json";
import enPages from "@kursove/i18n/locales/en/pages.json";

export type Pages = typeof bgPages;

/** The long texts of the information and legal pages; read on the server so they stay out of the bundle. */
export function pageTexts<K extends keyof Pages>(locale: Locale, key: K): Pages[K] {
  return (locale === "en" ? (enPages as Pages) : bgPages)[key];
}
