import { type PlatformCompany, platformCompanyDefaults } from "@kursove/contracts";
import type { Locale } from "@kursove/i18n/locale";
import bgPages from "@kursove/i18n/locales/bg/pages.json";
import enPages from "@kursove/i18n/locales/en/pages.json";

export type Pages = typeof bgPages;

/** The long texts of the information and legal pages; read on the server so they stay out of the bundle. */
export function pageTexts<K extends keyof Pages>(locale: Locale, key: K): Pages[K] {
  return (locale === "en" ? (enPages as Pages) : bgPages)[key];
}

/** The legal pages' words for the platform's company, from the PLATFORM_* settings (ADR 036). */
export function companyWords(
  locale: Locale,
  company: PlatformCompany = platformCompanyDefaults,
): Record<string, string> {
  return {
    companyName: locale === "en" ? company.nameEn : company.name,
    companyId: company.companyId,
    companyAddress: locale === "en" ? company.addressEn : company.address,
  };
}

/** A page's texts with its {{placeholders}} filled in, every string of it however deep. */
export function fillTexts<T>(texts: T, words: Record<string, string>): T {
  if (typeof texts === "string")
    return texts.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => words[name] ?? whole) as T;
  if (Array.isArray(texts)) return texts.map((item) => fillTexts(item, words)) as T;
  if (texts && typeof texts === "object")
    return Object.fromEntries(Object.entries(texts).map(([k, v]) => [k, fillTexts(v, words)])) as T;
  return texts;
}
