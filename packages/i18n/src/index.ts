import i18next from "i18next";
import bgCommon from "../locales/bg/common.json";
import bgErrors from "../locales/bg/errors.json";
import bgPages from "../locales/bg/pages.json";
import enCommon from "../locales/en/common.json";
import enErrors from "../locales/en/errors.json";
import enPages from "../locales/en/pages.json";

export * from "./locale";

import { defaultLocale, type Locale } from "./locale";

export const namespaces = ["common", "errors", "pages"] as const;

export const resources = {
  bg: { common: bgCommon, errors: bgErrors, pages: bgPages },
  en: { common: enCommon, errors: enErrors, pages: enPages },
} as const;

export type MessageValues = Record<string, string | number>;

/**
 * Texts for the server (API errors, mails, PDFs) from catalogs, on i18next like the web's pages: dotted
 * keys, {{value}} interpolation (a value left out is empty) and plurals chosen by a numeric `count`.
 * The key itself comes back when a catalog has no text under it.
 */
export function createTranslator<Namespace extends string>(
  catalogs: Record<Locale, Record<Namespace, object>>,
) {
  const instance = i18next.createInstance();
  void instance.init({
    resources: catalogs,
    lng: defaultLocale,
    fallbackLng: false,
    // keys may be sentences with a colon (zod's own messages): namespaces are only ever passed as options
    nsSeparator: false,
    interpolation: { escapeValue: false },
    missingInterpolationHandler: () => "",
    initAsync: false,
    returnNull: false,
    returnObjects: true,
  });
  return (locale: Locale, namespace: Namespace, key: string, values: MessageValues = {}): string => {
    const count = typeof values.count === "number" ? { count: values.count } : {};
    const text: unknown = instance.t(key, { lng: locale, ns: namespace, replace: values, ...count });
    return typeof text === "string" ? text : key;
  };
}

const translateIn = createTranslator<(typeof namespaces)[number]>(resources);

/** Looks a dotted key up in one namespace of a catalog; returns the key itself when missing. */
export function translate(
  locale: Locale,
  key: string,
  vars: MessageValues = {},
  namespace: (typeof namespaces)[number] = "errors",
): string {
  return translateIn(locale, namespace, key, vars);
}
