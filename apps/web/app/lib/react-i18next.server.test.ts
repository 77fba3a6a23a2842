import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { I18nextProvider, useTranslation as libraryHook } from "react-i18next";
import { describe, expect, it } from "vitest";
import { i18nFor } from "./i18n";
import { useTranslation as serverHook } from "./react-i18next.server";

type Hook = typeof libraryHook;
type Props = { useHook: Hook; namespace?: string };

/** A few texts as a component shows them: bare keys, another namespace, options, a missing key. */
function Texts({ useHook, namespace }: Props) {
  const { t, i18n } = useHook(namespace);
  const shown = [
    t("nav.skipToContent"),
    t("common:brand"),
    t("catalog:filters.title"),
    t("pagination.page", { page: 7 }),
    t("no.such.key"),
    i18n.language,
  ];
  return createElement("p", null, shown.join(" | "));
}

/** One text of a namespace made for this test. */
function Word() {
  const { t } = serverHook("p8-test");
  return createElement("b", null, t("word"));
}

const render = (element: ReturnType<typeof createElement>, locale: "bg" | "en") =>
  renderToString(createElement(I18nextProvider, { i18n: i18nFor(locale) }, element));

const ours = serverHook as unknown as Hook;

describe("the server's useTranslation (P8)", () => {
  it("gives the same texts as react-i18next's hook in both languages and namespaces", () => {
    for (const locale of ["bg", "en"] as const) {
      for (const namespace of [undefined, "catalog"]) {
        const html = render(createElement(Texts, { useHook: ours, namespace }), locale);
        expect(html).toBe(render(createElement(Texts, { useHook: libraryHook, namespace }), locale));
        expect(html).toContain(locale === "bg" ? "Курсове" : "Kursove");
      }
    }
    expect(render(createElement(Texts, { useHook: ours }), "en")).toContain("Page 7");
    expect(render(createElement(Texts, { useHook: ours }), "bg")).toContain("Към съдържанието");
  });

  it("forgets a kept text when a bundle is added", () => {
    const i18n = i18nFor("en");
    i18n.addResourceBundle("en", "p8-test", { word: "before" }, true, true);
    expect(render(createElement(Word), "en")).toContain("before");
    i18n.addResourceBundle("en", "p8-test", { word: "after" }, true, true);
    expect(render(createElement(Word), "en")).toContain("after");
  });
});
