import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { I18nextProvider } from "react-i18next";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { i18nFor } from "../lib/i18n";
import { Stars } from "./stars";

let rating = 0;
const Page = () => createElement(Stars, { value: rating });
const Stub = createRoutesStub([{ id: "root", path: "/", Component: Page, loader: () => null }]);

/** Renders the stars under a root route that names the language, as a page does. */
function render(value: number, locale: "bg" | "en") {
  rating = value;
  const hydrationData = { loaderData: { root: { locale } } };
  return renderToString(
    createElement(
      I18nextProvider,
      { i18n: i18nFor(locale) },
      createElement(Stub, { initialEntries: ["/"], hydrationData }),
    ),
  );
}

describe("Stars", () => {
  it("tells screen readers the rating with the language's decimal mark", () => {
    expect(render(4.7, "bg")).toContain('aria-label="Оценка 4,7 от 5"');
    expect(render(4.7, "en")).toContain('aria-label="Rated 4.7 out of 5"');
  });

  it("uses no element ids, so many ratings on one page stay valid HTML (RATING-STARS-IDS)", () => {
    const html = render(3.5, "bg");
    expect(html).not.toMatch(/\sid="/);
    // three full stars, a half one and an empty one
    expect(html.match(/<svg width="20"/g)).toHaveLength(3);
    expect(html).toContain('<svg width="10"');
  });
});
