import pageKeys from "virtual:page-texts";
import type { Locale } from "@kursove/i18n/locale";
import { i18nFor } from "./i18n";
import { backOfficeNamespaces, partsFor, publicNamespaces } from "./i18n-namespaces";

type Tree = { [key: string]: unknown };

const made = new Map<string, string>();

/**
 * PAGE-TEXTS (ADR 039): the texts a page can show, as the JSON that root.tsx puts in the HTML for the
 * browser to hydrate with: the keys the code of the root and of the matched pages names (page-texts.ts at
 * build), in the page's language. Made once per language and set of pages. Without the build's list (in
 * development) it is every namespace the path needs.
 */
export function pageTextsJson(locale: Locale, routeIds: string[], pathname: string): string {
  const pageIds = routeIds.map((id) => id.replace(/^(?:bg|en)\./, ""));
  const cacheKey = `${locale} ${pageKeys ? pageIds.join(" ") : partsFor(pathname).join(" ")}`;
  let json = made.get(cacheKey);
  if (json === undefined) {
    json = JSON.stringify(pageTexts(locale, pageIds, pathname)).replace(/</g, "\\u003c");
    made.set(cacheKey, json);
  }
  return json;
}

function pageTexts(locale: Locale, pageIds: string[], pathname: string): Record<string, Tree> {
  const i18n = i18nFor(locale);
  const texts: Record<string, Tree> = {};
  const bundle = (ns: string) => (i18n.getResourceBundle(locale, ns) ?? {}) as Tree;
  if (!pageKeys) {
    const parts = partsFor(pathname);
    const namespaces = [...publicNamespaces, ...(parts.includes("back-office") ? backOfficeNamespaces : [])];
    for (const ns of namespaces) texts[ns] = bundle(ns);
    return texts;
  }
  for (const id of new Set(["root", ...pageIds]))
    for (const entry of pageKeys[id] ?? []) {
      const colon = entry.indexOf(":");
      const ns = entry.slice(0, colon);
      const key = entry.slice(colon + 1);
      const source = bundle(ns);
      if (key === "") {
        texts[ns] = source;
        continue;
      }
      texts[ns] ??= {};
      copy(source, key.split("."), texts[ns]);
    }
  return texts;
}

/** Copies the text or branch at `path` of `from` into the same place of `to`. */
function copy(from: Tree, path: string[], to: Tree) {
  let source: unknown = from;
  let target = to;
  for (const [index, part] of path.entries()) {
    if (!source || typeof source !== "object" || !Object.hasOwn(source, part)) return;
    source = (source as Tree)[part];
    if (index === path.length - 1) {
      target[part] = typeof source === "object" ? structuredClone(source) : source;
      return;
    }
    if (typeof target[part] !== "object" || target[part] === null) target[part] = {};
    target = target[part] as Tree;
  }
}
