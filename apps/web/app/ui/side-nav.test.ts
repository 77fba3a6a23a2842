import type { Locale } from "@kursove/i18n/locale";
import { createElement } from "react";
import { describe, expect, it } from "vitest";
import { renderInPage } from "../test/render";
import { currentItem, SideNav, type SideNavItem } from "./side-nav";

const dashboard: SideNavItem[] = [
  { to: "/dashboard", label: "Табло", end: true },
  { to: "/dashboard/courses", label: "Курсове" },
  { to: "/dashboard/orders", label: "Поръчки и продажби" },
  { to: "/dashboard/refunds", label: "Искания за възстановяване" },
  { to: "/dashboard/payouts", label: "Изплащания" },
];

const render = (items: SideNavItem[], path: string, locale: Locale = "bg") =>
  renderInPage(createElement(SideNav, { label: "Раздели на таблото", items }), { path, locale });

describe("the section menu (MENU-PHONE)", () => {
  it("folds a long menu on a phone behind a closed button with the current section's name", () => {
    const html = render(dashboard, "/dashboard/orders/K-1001");
    // a native disclosure, closed: the first screen shows one line, not the 17 entries
    expect(html).toMatch(/<details class="[^"]*lg:hidden[^"]*"><summary[^>]*>/);
    expect(html).not.toMatch(/<details[^>]* open/);
    expect(html).toMatch(/<summary[^>]*><span[^>]*>Раздел: Поръчки и продажби<\/span>/);
    // the wide screen's column is the same list, lit at the same entry
    expect(html).toContain('class="hidden lg:flex lg:flex-col"');
    expect(html.match(/aria-current="page"[^>]*>Поръчки и продажби</g)).toHaveLength(2);
    const en = render(
      dashboard.map((item) =>
        item.to === "/dashboard/orders" ? { ...item, label: "Orders and sales" } : item,
      ),
      "/dashboard/orders",
      "en",
    );
    expect(en).toMatch(/<summary[^>]*><span[^>]*>Section: Orders and sales<\/span>/);
  });

  it("keeps a short menu as one wrapped row with no button", () => {
    const html = render(dashboard.slice(0, 3), "/dashboard/courses");
    expect(html).not.toContain("<details");
    expect(html).toMatch(/aria-current="page"[^>]*>Курсове</);
  });

  it("finds the current entry as the menu's links light it", () => {
    expect(currentItem(dashboard, "/dashboard")?.label).toBe("Табло");
    expect(currentItem(dashboard, "/dashboard/")?.label).toBe("Табло");
    expect(currentItem(dashboard, "/dashboard/courses/7/media")?.label).toBe("Курсове");
    expect(currentItem(dashboard, "/dashboard/coursesx")).toBeUndefined();
    expect(currentItem(dashboard, "/dashboard/lectors")).toBeUndefined();
  });
});
