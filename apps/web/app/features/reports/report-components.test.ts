import type { AdminDashboard, ProviderOrderItem } from "@kursove/contracts";
import type { Locale } from "@kursove/i18n/locale";
import { createElement, type ReactNode } from "react";
import { describe, expect, it } from "vitest";
import { renderInPage } from "../../test/render";
import { PendingApprovals } from "./dashboard-panels";
import { ProviderOrdersList } from "./provider-orders";
import { ReportTable } from "./report-table";
import { SalesChart } from "./sales-chart";
import { StatusChart } from "./status-chart";
import { UtilizationGauge } from "./utilization-gauge";

/** Renders a component on the server as a page of the given language would. */
const render = (node: ReactNode, locale: Locale = "bg") =>
  renderInPage(node, { locale, path: locale === "en" ? "/en/admin" : "/admin" });
const text = (html: string) => html.replace(/<[^>]+>/g, " ").replace(/&nbsp;|\s+/g, " ");

const series: AdminDashboard["series"] = [
  { date: "2026-11-01", sales: 0, commission: 0, refunds: 0 },
  { date: "2026-11-02", sales: 24_900, commission: 3_735, refunds: 0 },
  { date: "2026-11-03", sales: 10_000, commission: 1_500, refunds: 5_000 },
];

describe("dashboard charts and report tables", () => {
  it("the sales chart is one image with a summary, and its numbers are in a table", () => {
    const html = render(createElement(SalesChart, { series }), "en");
    expect(html).toContain('role="img"');
    expect(html).toMatch(
      /aria-label="Sales per day from Nov 1 to Nov 3: €349\.00 \(BGN\s682\.58\) in total, the most €249\.00 \(BGN\s487\.00\) on Nov 2\."/,
    );
    expect(html.match(/<rect/g)).toHaveLength(6);
    expect(text(html)).toContain("Show the data as a table");
    expect(text(html)).toMatch(
      /Nov 3, 2026 €100\.00 \(BGN\s195\.58\) €15\.00 \(BGN\s29\.34\) €50\.00 \(BGN\s97\.79\)/,
    );
  });

  it("the orders chart leaves out states without orders and names the rest in Bulgarian", () => {
    const html = render(createElement(StatusChart, { counts: { paid: 4, refunded: 1, canceled: 0 } }));
    expect(html).toContain('aria-label="Поръчки по състояние: Платена: 4, Сумата е възстановена: 1."');
    expect(text(html)).not.toContain("Отказана");
    expect(text(render(createElement(StatusChart, { counts: { paid: 0 } })))).toContain(
      "Няма поръчки за периода.",
    );
  });

  it("the utilization gauge tells the percent, and pending approvals link to their pages", () => {
    const gauge = render(createElement(UtilizationGauge, { sold: 45, capacity: 100 }), "en");
    expect(gauge).toContain('aria-label="Places sold: 45 of 100 (45%)."');
    expect(gauge).toContain('href="/en/admin/utilization"');
    const pending = render(
      createElement(PendingApprovals, {
        pending: { providers: 1, courses: 2, revisions: 0, refund_requests: 3 },
      }),
    );
    for (const path of ["/admin/providers", "/admin/courses", "/admin/approvals", "/admin/refunds"])
      expect(pending).toContain(`href="${path}"`);
  });

  it("a report table has a row per group and the totals in its footer", () => {
    const figures = {
      orders: 2,
      places: 3,
      sales: 30_000,
      commission: 4_500,
      refunds: 0,
      net_to_providers: 25_500,
    };
    const html = render(
      createElement(ReportTable, {
        report: {
          from: "2026-11-01",
          to: "2026-11-30",
          group_by: "course",
          rows: [{ key: "c1", label: "SQL за бизнес анализи", ...figures }],
          totals: figures,
        },
        netLabel: "Нетен приход",
        hrefOf: (row) => `/dashboard/courses/${row.key}`,
      }),
    );
    expect(text(html)).toContain("Продажби от 1.11.2026 г. до 30.11.2026 г.");
    expect(html).toContain('href="/dashboard/courses/c1"');
    expect(html).toMatch(/<tfoot[^>]*>.*Общо.*255,00/);
  });

  it("explains the total of orders when an order counts in several rows, and only then", () => {
    const row = {
      orders: 1,
      places: 1,
      sales: 10_000,
      commission: 1_500,
      refunds: 0,
      net_to_providers: 8_500,
    };
    const table = (totalOrders: number, locale: Locale) =>
      text(
        render(
          createElement(ReportTable, {
            report: {
              from: "2026-11-01",
              to: "2026-11-30",
              group_by: "provider",
              // one order with courses of two providers: a row each, once in the total
              rows: [
                { key: "p1", label: "Академия Знание ЕООД", ...row },
                { key: "p2", label: "Дигитален кампус ООД", ...row },
              ],
              totals: { ...row, orders: totalOrders, places: 2, sales: 20_000 },
            },
            netLabel: "Net",
          }),
          locale,
        ),
      );
    expect(table(1, "bg")).toContain("общият брой поръчки е по-малък от сбора на редовете");
    expect(table(1, "en")).toContain("the total number of orders is lower than the sum of the rows");
    expect(table(2, "bg")).not.toContain("общият брой поръчки");
  });

  it("the provider's orders show the net, refunds and a link to the course, as a table and as cards", () => {
    const item: ProviderOrderItem = {
      id: "00000000-0000-4000-8000-000000000001",
      order_id: "00000000-0000-4000-8000-000000000002",
      order_number: "K-1234",
      ordered_at: "2026-11-02T10:00:00.000Z",
      status: "partially_refunded",
      course: { id: "00000000-0000-4000-8000-000000000003", title: "Excel", slug: "excel" },
      learner: { name: "Мария Петрова", email: "maria@example.com" },
      quantity: 2,
      total: 20_000,
      commission: 1_500,
      provider_share: 8_500,
      refunded: 10_000,
      slot_starts_at: null,
    };
    const html = render(createElement(ProviderOrdersList, { items: [item] }));
    expect(html.match(/href="\/courses\/excel"/g)).toHaveLength(2);
    expect(text(html)).toContain("Частично възстановена");
    expect(text(html)).toMatch(/Възстановени: 100,00/);
  });
});
