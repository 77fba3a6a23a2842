import type { ProviderOverview } from "@kursove/contracts";
import type { Locale } from "@kursove/i18n/locale";
import { createElement, type ReactNode } from "react";
import { describe, expect, it } from "vitest";
import { renderInPage } from "../../test/render";
import { OverviewCards } from "./overview-cards";

/** Renders a component on the server as a dashboard page of the given language would. */
const render = (node: ReactNode, locale: Locale = "bg") =>
  renderInPage(node, { locale, path: locale === "en" ? "/en/dashboard" : "/dashboard" });
const text = (html: string) => html.replace(/<[^>]+>/g, " ").replace(/&nbsp;|\s+/g, " ");

const weeks = Array.from({ length: 8 }, (_, i) => ({
  from: new Date(Date.UTC(2026, 9, 5 + 7 * i)).toISOString().slice(0, 10),
  sales: i === 6 ? 30_000 : i === 7 ? 12_000 : 0,
  net: i === 6 ? 25_500 : i === 7 ? 10_200 : 0,
}));
const busy: ProviderOverview = {
  currency: "EUR",
  today: "2026-11-26",
  week: { from: "2026-11-23", to: "2026-11-29", sales: 12_000, net: 10_200, orders: 2 },
  weekly_sales: weeks,
  payouts: {
    owed_now: 8_500,
    upcoming_amount: 10_200,
    next_payable_at: "2026-12-28T10:00:00.000Z",
    account_ready: true,
  },
  next_sessions: [
    {
      course: { id: "00000000-0000-4000-8000-000000000001", title: "Excel за напреднали", slug: "excel" },
      title: "Обобщени таблици",
      starts_at: "2026-11-27T16:00:00.000Z",
      ends_at: "2026-11-27T18:00:00.000Z",
    },
  ],
  waiting: { bookings: 1, refund_requests: 3 },
  places: {
    capacity: 40,
    places_left: 13,
    courses: [
      {
        id: "00000000-0000-4000-8000-000000000001",
        title: "Excel за напреднали",
        starts_at: "2026-11-27T16:00:00.000Z",
        capacity: 20,
        places_left: 1,
      },
    ],
  },
};
const quiet: ProviderOverview = {
  ...busy,
  week: { ...busy.week, sales: 0, net: 0, orders: 0 },
  weekly_sales: weeks.map((w) => ({ ...w, sales: 0, net: 0 })),
  payouts: { owed_now: 0, upcoming_amount: 0, next_payable_at: null, account_ready: false },
  next_sessions: [],
  waiting: { bookings: 0, refund_requests: 0 },
  places: { capacity: 0, places_left: 0, courses: [] },
};

describe("the provider's overview", () => {
  it("shows the week's sales, the next payout, what waits, sessions and places, each linking to its page", () => {
    const html = render(createElement(OverviewCards, { overview: busy }));
    const shown = text(html);
    expect(shown).toContain("Продажби тази седмица");
    expect(shown).toMatch(/120,00\s€/);
    expect(shown).toContain("2 поръчки");
    expect(shown).toMatch(/Дължимо сега 85,00\s€/);
    expect(shown).toContain("1 заявка за записване");
    expect(shown).toContain("3 искания за възстановяване");
    expect(shown).toContain("Excel за напреднали · Обобщени таблици");
    expect(shown).toContain("1 свободно място");
    expect(shown).toContain("Свободни места: 13 от 40");
    for (const page of ["reports", "payouts", "bookings", "refunds", "attendees", "courses"])
      expect(html).toContain(`href="/dashboard/${page}"`);
    const en = text(render(createElement(OverviewCards, { overview: busy }), "en"));
    expect(en).toContain("Sales this week");
    expect(en).toContain("3 refund requests");
    expect(en).toContain("1 place left");
  });

  it("says so on every card when there is nothing yet", () => {
    const shown = text(render(createElement(OverviewCards, { overview: quiet })));
    expect(shown).toContain("Все още няма суми за изплащане.");
    expect(shown).toContain("Нищо не чака Вашия отговор.");
    expect(shown).toContain("Нямате предстоящи занятия.");
    expect(shown).toContain("Нямате курсове с дати, които още не са приключили.");
    expect(shown).toContain("платежния оператор");
    expect(text(render(createElement(OverviewCards, { overview: quiet }), "en"))).toContain(
      "You have no upcoming sessions.",
    );
  });
});
