import { createElement, type ReactElement } from "react";
import { renderToString } from "react-dom/server";
import { Trans as LibraryTrans } from "react-i18next";
import { describe, expect, it } from "vitest";
import { i18nFor } from "./i18n";
import bgBackOffice from "./i18n-bundles/bg-back-office";
import bgPublic from "./i18n-bundles/bg-public";
import enBackOffice from "./i18n-bundles/en-back-office";
import enPublic from "./i18n-bundles/en-public";
import { backOfficeNamespaces, publicNamespaces } from "./i18n-namespaces";
import clientI18next, { type I18n } from "./i18next.client";
import { Trans as ClientTrans } from "./react-i18next.client";

type Tree = Record<string, unknown>;
type Locale = "bg" | "en";

const catalogs: Record<Locale, Record<string, Tree>> = {
  bg: { ...bgPublic, ...bgBackOffice } as Record<string, Tree>,
  en: { ...enPublic, ...enBackOffice } as Record<string, Tree>,
};

/** The browser's instance of a language, set up as lib/i18n.ts sets up i18next. */
function clientFor(locale: Locale, missing: string[] = []): I18n {
  const instance = clientI18next.createInstance();
  void instance.init({
    lng: locale,
    fallbackLng: "bg",
    defaultNS: "common",
    ns: [...publicNamespaces, ...backOfficeNamespaces],
    missingKeyHandler: (_lngs, ns, key) => void missing.push(`${ns}:${key}`),
  });
  // as lib/i18n.ts: each language's instance holds that language's texts
  for (const [ns, tree] of Object.entries(catalogs[locale]))
    instance.addResourceBundle(locale, ns, structuredClone(tree));
  return instance;
}

/** Every key of a namespace: its texts, the plural keys without their suffix, and its objects and arrays. */
function keysOf(tree: Tree, prefix = ""): string[] {
  const keys: string[] = [];
  for (const [name, value] of Object.entries(tree)) {
    const key = prefix + name;
    keys.push(key);
    const plural = /_(zero|one|two|few|many|other)$/.exec(key);
    if (plural) keys.push(key.slice(0, plural.index));
    if (value && typeof value === "object") keys.push(...keysOf(value as Tree, `${key}.`));
  }
  return keys;
}

const namespaces = [...publicNamespaces, ...backOfficeNamespaces];
const allKeys = new Map<string, Set<string>>(
  namespaces.map((ns) => [ns, new Set([...keysOf(catalogs.bg[ns] ?? {}), ...keysOf(catalogs.en[ns] ?? {})])]),
);

/** Values for every placeholder of every text: a word, a number, a nested value, one left out. */
const placeholders = new Set<string>();
for (const texts of Object.values(catalogs))
  for (const tree of Object.values(texts))
    for (const match of JSON.stringify(tree).matchAll(/\{\{(.+?)\}\}/g)) placeholders.add(match[1]!.trim());
const named = (value: (name: string, i: number) => unknown) =>
  Object.fromEntries([...placeholders].map((name, i) => [name, value(name, i)]));

const optionSets: Record<string, unknown>[] = [
  {},
  { count: 0 },
  { count: 1 },
  { count: 2 },
  { count: 5 },
  { count: 11 },
  { count: 21 },
  { count: 2.5 },
  named((name) => `«${name}»`),
  { ...named((_, i) => i * 7), count: 3 },
  named((name, i) => (i % 3 === 0 ? undefined : i % 3 === 1 ? null : `{{${name}}}`)),
  { defaultValue: "По подразбиране {{count}}", count: 1 },
  { defaultValue: "" },
  { returnObjects: true, count: 4 },
  { ns: "errors" },
  { lng: "en" },
];

describe("the browser's i18next (ADR 041)", () => {
  it.each(["bg", "en"] as const)(
    "answers every key of every namespace as i18next does (%s)",
    (locale) => {
      const server = i18nFor(locale);
      const client = clientFor(locale);
      const different: unknown[] = [];
      let compared = 0;
      for (const ns of namespaces) {
        const serverT = server.getFixedT(locale, ns);
        const clientT = client.getFixedT(locale, ns);
        for (const key of allKeys.get(ns)!)
          for (const options of optionSets) {
            // through a fixed `t` as useTranslation(ns) asks, and as `ns:key` from the default namespace
            const ours = [clientT(key, options), client.t(`${ns}:${key}`, options)];
            const theirs = [serverT(key, options as never), server.t(`${ns}:${key}`, options as never)];
            if (JSON.stringify(ours) !== JSON.stringify(theirs))
              different.push({ key: `${ns}:${key}`, options, ours, theirs });
            compared++;
          }
      }
      expect(different.slice(0, 10)).toEqual([]);
      expect(compared).toBeGreaterThan(10_000);
    },
    300_000,
  );

  it("answers missing keys, sentences and default values as i18next does", () => {
    for (const locale of ["bg", "en"] as const) {
      const server = i18nFor(locale);
      const client = clientFor(locale);
      const keys = [
        "no.such.key",
        "checkout:no.such",
        "Невалиден имейл: опитайте пак.",
        "Bad input, try again: {{count}}",
        "errors:unexpected",
        "course",
        "nosuchns:key",
        "a:b:c",
      ];
      for (const key of keys)
        for (const options of [
          {},
          { defaultValue: key },
          { ns: "errors", defaultValue: "x {{count}}", count: 2 },
        ]) {
          const asked = `${key} ${JSON.stringify(options)}`;
          expect([asked, client.t(key, options)]).toEqual([asked, server.t(key, options as never)]);
        }
    }
  });

  it("tells the missing-text handling about a key it does not have", () => {
    const missing: string[] = [];
    const client = clientFor("en", missing);
    client.t("checkout:summary.terms");
    client.t("nothing.here", { ns: "checkout" });
    expect(missing).toEqual(["checkout:nothing.here"]);
  });

  it("renders a text with named tags as react-i18next's Trans does", () => {
    const cases: { key: string; values?: Tree; components: Record<string, ReactElement> }[] = [
      {
        key: "timer.held",
        values: { time: "12:05" },
        components: { time: createElement("span", { className: "font-mono" }) },
      },
      { key: "summary.terms", components: { terms: createElement("a", { href: "/terms-of-use" }) } },
    ];
    for (const locale of ["bg", "en"] as const)
      for (const { key, values, components } of cases) {
        const props = { i18nKey: key, values, components };
        const library = renderToString(
          createElement(LibraryTrans, {
            ...props,
            i18n: i18nFor(locale),
            t: i18nFor(locale).getFixedT(locale, "checkout"),
          }),
        );
        const ours = renderToString(
          createElement(ClientTrans, {
            ...props,
            t: clientFor(locale).getFixedT(locale, "checkout") as never,
          }),
        );
        expect(ours).toBe(library);
        expect(ours).toMatch(/<(span|a) [^>]+>[^<]+<\/(span|a)>/);
      }
  });
});
