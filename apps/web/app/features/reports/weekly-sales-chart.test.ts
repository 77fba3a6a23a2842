import type { Locale } from "@kursove/i18n/locale";
import { createElement, type ReactNode } from "react";
import { describe, expect, it } from "vitest";
import { renderInPage } from "../../test/render";
import { WeeklySalesChart } from "./weekly-sales-chart";

/** Renders a component on the server as a dashboard page of the given language would. */
const render = (node: ReactNode, locale: Locale = "bg") =>
  renderInPage(node, { locale, path: locale === "en" ? "/en/dashboard" : "/dashboard" });

const weeks = Array.from({ length: 8 }, (_, i) => ({
  from: new Date(Date.UTC(2026, 9, 5 + 7 * i)).toISOString().slice(0, 10),
  sales: i === 6 ? 30_000 : i === 7 ? 12_000 : 0,
  net: i === 6 ? 25_500 : i === 7 ? 10_200 : 0,
}));

describe("the provider's weekly sales chart", () => {
  it("charts eight weeks as one image with a summary, and its numbers in a table", () => {
    const html = render(createElement(WeeklySalesChart, { weeks }));
    expect(html).toMatch(/role="img" aria-label="Продажби за последните 8 седмици: общо 420,00\s€/);
    expect(html.match(/<tr>/g)?.length).toBe(9);
    const quiet = weeks.map((w) => ({ ...w, sales: 0, net: 0 }));
    expect(render(createElement(WeeklySalesChart, { weeks: quiet }), "en")).toContain(
      'aria-label="Sales of the last 8 weeks: no sales."',
    );
  });
});
