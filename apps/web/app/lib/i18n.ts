import type { Locale } from "@kursove/i18n/locale";
import i18next, { type i18n } from "i18next";
import { backOfficeNamespaces, partsFor, publicNamespaces, type TranslationPart } from "./i18n-namespaces";
import { localeOfPath } from "./locale";

type Bundle = Record<string, Record<string, unknown>>;

/** Each language's two parts, each one chunk the browser downloads only when a page needs it. */
const bundles: Record<Locale, Record<TranslationPart, () => Promise<{ default: Bundle }>>> = {
  bg: {
    public: () => import("./i18n-bundles/bg-public"),
    "back-office": () => import("./i18n-bundles/bg-back-office"),
  },
  en: {
    public: () => import("./i18n-bundles/en-public"),
    "back-office": () => import("./i18n-bundles/en-back-office"),
  },
};

const instances = new Map<Locale, i18n>();
const loading = new Map<string, Promise<void>>();

/** Adds a part's namespaces to the locale's instance, once. */
function register(locale: Locale, bundle: Bundle) {
  const instance = i18nFor(locale);
  for (const [namespace, texts] of Object.entries(bundle))
    instance.addResourceBundle(locale, namespace, texts, true, true);
}

if (import.meta.env.SSR) {
  // the server renders every page in both languages: all texts are there before the first request
  const all = import.meta.glob<Bundle>("./i18n-bundles/*.ts", { eager: true, import: "default" });
  for (const [file, bundle] of Object.entries(all)) {
    const locale = file.includes("/en-") ? "en" : "bg";
    register(locale, bundle);
    loading.set(`${locale} ${file.includes("back-office") ? "back-office" : "public"}`, Promise.resolve());
  }
}

/**
 * Makes sure the texts a page needs are there before it renders in the browser: the public part of its
 * language, and the back office's part on its pages (entry.client before every navigation, and before
 * hydrating a page that came without its texts; the back-office layouts' clientLoader before a navigation
 * into them). On the server it resolves at once.
 */
export function loadTranslations(locale: Locale, pathname: string): Promise<void> {
  return Promise.all(
    partsFor(pathname).map((part) => {
      const key = `${locale} ${part}`;
      let done = loading.get(key);
      if (!done) {
        done = bundles[locale][part]().then((module) => register(locale, module.default));
        // a failed download (a new deployment, a dropped connection) is tried again next time
        done.catch(() => loading.delete(key));
        loading.set(key, done);
      }
      return done;
    }),
  ).then(() => undefined);
}

/**
 * PAGE-TEXTS (ADR 039): the texts the server put in the page (only those it can show), added before
 * hydrating. The page's whole part still loads before the first navigation (entry.client.tsx).
 */
export function registerPageTexts(locale: Locale, json: string) {
  register(locale, JSON.parse(json) as Bundle);
}

/**
 * A text missing in the browser: the page's texts lacked it (a key page-texts.ts could not read in the
 * code), so the page's whole part loads and react-i18next renders again once it is there. A call with a
 * default value (a sentence of the API passed as a key, ui/field.tsx) expects misses: it loads the part
 * without a word.
 */
function missingInBrowser(locale: Locale, key: string, expected: boolean) {
  const loaded = loadTranslations(locale, window.location.pathname);
  if (expected) return void loaded.catch(() => undefined);
  console.error(`Text missing in the browser: ${key}`);
  // a text the page should have had: render again once the texts are here. Only then: every `t` changes,
  // and effects that depend on it (toasts of an answer) run again
  void loaded.then(() => i18nFor(locale).changeLanguage(locale)).catch(() => undefined);
}

/** One ready i18next instance per locale (created synchronously, so SSR and hydration agree). */
export function i18nFor(locale: Locale): i18n {
  let instance = instances.get(locale);
  if (!instance) {
    instance = i18next.createInstance();
    void instance.init({
      resources: {},
      lng: locale,
      fallbackLng: "bg",
      defaultNS: "common",
      ns: [...publicNamespaces, ...backOfficeNamespaces],
      interpolation: { escapeValue: false },
      initAsync: false,
      returnNull: false,
      ...(import.meta.env.SSR
        ? {}
        : {
            saveMissing: true,
            missingKeyHandler: (
              _lngs: readonly string[],
              ns: string,
              key: string,
              _fallback: string,
              _update: boolean,
              options?: { defaultValue?: unknown },
            ) => missingInBrowser(locale, `${ns}:${key}`, options?.defaultValue !== undefined),
          }),
    });
    instances.set(locale, instance);
  }
  return instance;
}

/**
 * The clientLoader of the back-office layouts: a navigation into them renders once their texts are here
 * (downloaded alongside the page's data).
 */
export async function withTranslations<T>(args: { request: Request; serverLoader: () => Promise<T> }) {
  const { pathname } = new URL(args.request.url);
  const [, data] = await Promise.all([
    loadTranslations(localeOfPath(pathname), pathname),
    args.serverLoader(),
  ]);
  return data;
}
