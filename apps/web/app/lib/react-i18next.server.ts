import type { i18n as I18n, TFunction } from "i18next";
import { useContext } from "react";
import { getI18n, I18nContext } from "react-i18next";

// Everything else (I18nextProvider, Trans, …) is the library's own.
export * from "react-i18next";

/**
 * react-i18next's `useTranslation` for server rendering: vite.config.ts points the server build's imports of
 * "react-i18next" at this file; the browser keeps the library's hook (P8 of docs/performance.md, ADR 040).
 *
 * The library's hook is made for a page that lives: on every call it builds a new `t` (`getFixedT`) and
 * copies the i18next instance's properties into a wrapper, so that components re-render when the language
 * changes. A server render calls it once per component (hundreds per page) and never re-renders, so here
 * each language and namespace gets one `t`, kept, and the instance is given as it is. The texts of a key
 * asked without options are kept too: on the server they are all loaded before the first request, and an
 * added bundle empties what was kept.
 */
export function useTranslation(namespace?: string | readonly string[], props: { i18n?: I18n } = {}) {
  const context = useContext(I18nContext) as { i18n?: I18n; defaultNS?: string | readonly string[] } | null;
  const i18n = props.i18n ?? context?.i18n ?? getI18n();
  const wanted = namespace ?? context?.defaultNS ?? i18n.options.defaultNS;
  const namespaces = typeof wanted === "string" ? [wanted] : wanted ? [...wanted] : ["translation"];
  const t = fixedT(i18n, namespaces);
  const result = [t, i18n, true] as [TFunction, I18n, boolean] & { t: TFunction; i18n: I18n; ready: boolean };
  result.t = t;
  result.i18n = i18n;
  result.ready = true;
  return result;
}

type Translate = (...args: unknown[]) => unknown;

const kept = new WeakMap<I18n, Map<string, TFunction>>();

/** One `t` per instance, language and namespaces, whose answers to a bare key are kept. */
function fixedT(i18n: I18n, namespaces: string[]): TFunction {
  let ts = kept.get(i18n);
  if (!ts) {
    const made = new Map<string, TFunction>();
    ts = made;
    kept.set(i18n, made);
    // a bundle added later (the development server's reloads) makes every kept text stale
    i18n.store.on("added", () => made.clear());
    i18n.on("languageChanged", () => made.clear());
  }
  const key = `${i18n.language} ${namespaces.join(" ")}`;
  let t = ts.get(key);
  if (!t) {
    // as the library's hook asks for it (its default `nsMode`): the first namespace, all of them in scope
    const getFixedT = i18n.getFixedT.bind(i18n) as unknown as (
      language: string,
      namespace: string | null,
      keyPrefix: undefined,
      options: { scopeNs: string[] },
    ) => Translate;
    const translate = getFixedT(i18n.language, namespaces[0] ?? null, undefined, { scopeNs: namespaces });
    const texts = new Map<string, unknown>();
    t = ((...args: unknown[]) => {
      const [first] = args;
      if (args.length !== 1 || typeof first !== "string") return translate(...args);
      if (texts.has(first)) return texts.get(first);
      const text = translate(first);
      texts.set(first, text);
      return text;
    }) as unknown as TFunction;
    ts.set(key, t);
  }
  return t;
}
