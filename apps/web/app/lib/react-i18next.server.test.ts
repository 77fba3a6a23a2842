import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { I18nextProvider, useTranslation as libraryHook } from "react-i18next";
import { describe, expect, it } from "vitest";
import { i18nFor } from "./i18n";
import { useTranslation as serverHook } from "./react-i18next.server";

type Hook = typeof libraryHook;

/** A few texts as a component would show them: bare keys, another namespace, options, a missing key. */
function texts(useHook: Hook, namespace?: string) {
  return function Texts() {
    const { t, i18n } = useHook(namespace);
    return createElement(
      "p",
      null,
      [
        t("nav.skipToContent"),
        t("common:brand"),
        t("catalog:filters.title"),
        t("pagination.page", { page: 7 }),
        t("no.such.key"),
        i18n.language,
      ].join(" | "),
    );
  };
}

const render = (component: () => unknown, locale: "bg" | "en") =>
  renderToString(
    createElement(
      I18nextProvider,
      { i18n: i18nFor(locale) },
      createElement(component as () => null),
    ),
  );

describe("the server's useTranslation (P8)", () => {
  it("gives the same texts as react-i18next's hook in both languages and namespaces", () => {
    for (const locale of ["bg", "en"] as const) {
      for (const namespace of [undefined, "catalog"]) {
        const ours = render(texts(serverHook as unknown as Hook, namespace), locale);
        expect(ours).toBe(render(texts(libraryHook, namespace), locale));
        expect(ours).toContain(locale === "bg" ? "Курсове" : "Kursove");
      }
    }
    expect(render(texts(serverHook as unknown as Hook), "en")).toContain("Page 7");
  });

  it("forgets a kept text when a bundle is added", () => {
    const i18n = i18nFor("en");
    const Brand = () => {
      const { t } = serverHook("p8-test");
      return createElement("b", null, t("word"));
    };
    i18n.addResourceBundle("en", "p8-test", { word: "before" }, true, true);
    expect(render(Brand, "en")).toContain("before");
    i18n.addResourceBundle("en", "p8-test", { word: "after" }, true, true);
    expect(render(Brand, "en")).toContain("after");
  });
});
