import type { AdminPayoutsPage, PayoutDetail, ProviderPayoutsPage } from "@kursove/contracts";
import { createElement } from "react";
import { Outlet } from "react-router";
import { describe, expect, it } from "vitest";
import AdminPayout from "../../routes/admin/payout";
import AdminPayouts from "../../routes/admin/payouts";
import DashboardPayouts from "../../routes/dashboard/payouts";
import { renderRoutes } from "../../test/render";

const provider = {
  id: "11111111-1111-4111-8111-111111111111",
  name: "Академия Знание",
  slug: "akademia-znanie",
};
const summary = {
  id: "22222222-2222-4222-8222-222222222222",
  provider,
  period: "2026-03-14",
  amount: 40_800,
  currency: "EUR" as const,
  status: "paid" as const,
  transfer_id: "tr_sb_1",
  paid_at: "2026-03-14T10:00:00.000Z",
  created_at: "2026-03-14T10:00:00.000Z",
  lines_count: 1,
};
const line = {
  order_item_id: "33333333-3333-4333-8333-333333333333",
  order_id: "44444444-4444-4444-8444-444444444444",
  order_number: "K-1001",
  course: { id: "55555555-5555-4555-8555-555555555555", title: "SQL за бизнес анализи" },
  sold_at: "2026-01-10T10:00:00.000Z",
  total: 48_000,
  commission: 7_200,
  refunded: 0,
  amount: 40_800,
  reversed: 0,
};
const detail: PayoutDetail = {
  ...summary,
  destination_account_id: "acct_sb_demo",
  failure: null,
  created_by: { name: "Анна Колева" },
  lines: [line],
};

/** Renders a route component on the server with its loader data, in a locale (as the root gives it). */
function render(Component: unknown, path: string, loaderData: unknown, locale: "bg" | "en" = "bg") {
  const page = { id: "page", path: path.slice(1), Component: Component as () => null };
  return renderRoutes([{ id: "root", path: "/", Component: () => createElement(Outlet), children: [page] }], {
    path,
    locale,
    loaderData: { page: loaderData },
  });
}

describe("payout pages render their data in Bulgarian and English", () => {
  it("admin list: owed table with the Pay out button, the reasons others cannot be paid, the history", () => {
    const list: AdminPayoutsPage = {
      period: "2026-03-14",
      currency: "EUR",
      owed: [
        {
          provider,
          amount: 40_800,
          items: 2,
          account_ready: true,
          upcoming_amount: 1_000,
          next_payable_at: "2026-04-01T10:00:00.000Z",
          period_payout: null,
        },
        {
          provider: { ...provider, id: "66666666-6666-4666-8666-666666666666", name: "Нова школа" },
          amount: 500,
          items: 1,
          account_ready: false,
          upcoming_amount: 0,
          next_payable_at: null,
          period_payout: null,
        },
      ],
      data: [summary],
      last_page: 1,
    };
    const html = render(AdminPayouts, "/admin/payouts", { list, page: 1, confirming: null });
    expect(html).toContain("Дължими суми");
    // the action, then whom it pays: one name, with no space before the colon (named-action.ts)
    expect(html).toContain('aria-label="Изплати: Академия Знание"');
    expect(html).toContain('aria-label="Изплати: Нова школа"');
    expect(html).not.toContain('class="sr-only">:');
    expect(html).toContain("2 продажби");
    expect(html).toContain(
      "Сметката на доставчика при платежния оператор още не може да получава изплащания.",
    );
    expect(html).toContain("История на изплащанията");
    expect(html).toContain("Изплатено");
    const en = render(
      AdminPayouts,
      "/admin/payouts",
      { list: { ...list, owed: [], data: [] }, page: 1, confirming: null },
      "en",
    );
    expect(en).toContain("No provider is owed anything now or later.");
    expect(en).toContain("No payouts yet.");
  });

  it("admin list without JavaScript: the confirmation in place", () => {
    const list: AdminPayoutsPage = {
      period: "2026-03-14",
      currency: "EUR",
      owed: [
        {
          provider,
          amount: 40_800,
          items: 1,
          account_ready: true,
          upcoming_amount: 0,
          next_payable_at: null,
          period_payout: { id: summary.id, status: "failed" },
        },
      ],
      data: [],
      last_page: 1,
    };
    const html = render(AdminPayouts, "/admin/payouts", { list, page: 1, confirming: provider.id });
    expect(html).toContain("Опитай отново");
    // the name starts with the visible label (WCAG 2.5.3): not "Изплати на …" on a Try again button
    expect(html).toContain('aria-label="Опитай отново: Академия Знание"');
    expect(html).toMatch(/Да се изплатят 408,00\s€ \(797,98\sлв\.\) на „Академия Знание“\?/);
  });

  it("admin detail: facts and lines", () => {
    const html = render(AdminPayout, `/admin/payouts/${summary.id}`, { payout: detail });
    expect(html).toContain("Изплащане към „Академия Знание“");
    expect(html).toContain("K-1001");
    expect(html).toContain("Анна Колева");
    expect(html).toContain("tr_sb_1");
  });

  it("provider page: owed, upcoming with dates, received payouts with their lines and the account note", () => {
    const list: ProviderPayoutsPage = {
      currency: "EUR",
      owed_now: 1_000,
      owed_items: 1,
      upcoming: [
        {
          order_item_id: line.order_item_id,
          order_number: "K-1002",
          course: line.course,
          amount: 2_000,
          payable_from: "2026-04-01T10:00:00.000Z",
          waiting_for: "claims_window",
        },
      ],
      upcoming_amount: 2_000,
      upcoming_count: 1,
      account_ready: false,
      data: [summary],
      last_page: 1,
    };
    const html = render(DashboardPayouts, "/dashboard/payouts", { list, page: 1, open: detail });
    expect(html).toContain("Дължима сума");
    expect(html).toContain("Предстоящи");
    expect(html).toContain("K-1002");
    expect(html).toContain("Получени изплащания");
    expect(html).toContain('aria-label="Скрий продажбите: 14.03.2026 г."');
    expect(html).toContain("K-1001");
    expect(html).toContain('href="/dashboard/payments"');
  });
});
