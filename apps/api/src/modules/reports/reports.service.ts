import type {
  AdminDashboard,
  AdminReport,
  AdminReportQuery,
  ProviderOrdersPage,
  ProviderOrdersQuery,
  ProviderReport,
  ProviderReportQuery,
  ReportFigures,
  ReportGroup,
  ReportRow,
} from "@kursove/contracts";
import { countsOrdersInSeveralRows, orderStatuses } from "@kursove/contracts";
import { type Currency, currencySign } from "@kursove/contracts/currency";
import {
  addDays,
  daysBetween,
  firstOfMonth,
  formatCalendarDate,
  lastOfMonth,
  sofiaInstant,
  todayInSofia,
} from "@kursove/contracts/domain/sofia-time";
import { createTranslator, type Locale, localeInfo } from "@kursove/i18n";
import bgReports from "@kursove/i18n/locales/bg/reports.json";
import enReports from "@kursove/i18n/locales/en/reports.json";
import type { Db } from "../../db/client";
import { now as clockNow } from "../../platform/clock";
import { csvMoney } from "../../platform/csv";
import { AppError } from "../../platform/errors";
import type { UserRow } from "../auth";
import { sumPromotionIncome } from "../authoring";
import { requireOwnProvider } from "../providers";
import * as repo from "./reports.repository";

/** spec: reports of at most a year (a leap one included) */
export const reportMaxDays = 366;
const ordersPageSize = 20;
const catalogs = { bg: bgReports, en: enReports };
const reportText = createTranslator({ bg: { reports: catalogs.bg }, en: { reports: catalogs.en } });

/** The instants of an inclusive range of Sofia dates. */
const instantsOf = (from: string, to: string): repo.Range => ({
  from: sofiaInstant(from, "00:00"),
  to: sofiaInstant(addDays(to, 1), "00:00"),
});

/**
 * A report's period: both dates, or the month of the one given, or the current month; 422 when the end
 * is before the start or the period is longer than 366 days.
 */
export function reportPeriod(
  query: { from?: string | undefined; to?: string | undefined },
  max = reportMaxDays,
) {
  const today = todayInSofia(clockNow());
  const from = query.from ?? firstOfMonth(query.to ?? today);
  const to = query.to ?? lastOfMonth(query.from ?? today);
  const days = daysBetween(from, to) + 1;
  if (days < 1) throw new AppError(422, "validation_failed", { to: ["field.date_to_before_from"] });
  if (days > max) throw new AppError(422, "validation_failed", { to: ["field.report_range_too_long"] });
  return { from, to, range: instantsOf(from, to) };
}

/** GET /admin/dashboard: money, orders, what waits and the utilization of the last `days` days. */
export async function getAdminDashboard(db: Db, days: number, currency: Currency): Promise<AdminDashboard> {
  const to = todayInSofia(clockNow());
  const from = addDays(to, 1 - days);
  const range = instantsOf(from, to);
  const [money, perDay, byStatus, pending, utilization, top] = await Promise.all([
    repo.sumLedger(db, range),
    repo.dailyMoney(db, range),
    repo.countOrdersByStatus(db, range),
    repo.countPending(db),
    repo.sumUtilization(db, clockNow()),
    repo.topCourses(db, range, 5),
  ]);
  return {
    period: { from, to },
    currency,
    sales: money.sales,
    commission: money.commission,
    refunds: money.refunds,
    net_to_providers: money.net_to_providers,
    paid_out: money.paid_out,
    orders: money.orders,
    orders_by_status: Object.fromEntries(
      orderStatuses.filter((s) => s !== "pending").map((s) => [s, byStatus.get(s) ?? 0]),
    ),
    pending,
    utilization,
    series: Array.from({ length: days }, (_, i) => {
      const date = addDays(from, i);
      const day = perDay.get(date);
      return { date, sales: day?.sales ?? 0, commission: day?.commission ?? 0, refunds: day?.refunds ?? 0 };
    }),
    top_courses: top,
  };
}

/** A month key (2026-11) in words: "ноември 2026 г." / "November 2026". */
const monthLabel = (key: string, locale: Locale) =>
  formatCalendarDate(`${key}-01`, localeInfo[locale].iso, { month: "long", year: "numeric" });

/** The rows and totals of a period's money, grouped. */
async function buildReport(
  db: Db,
  options: { from?: string | undefined; to?: string | undefined; groupBy: ReportGroup; scope: repo.Scope },
  locale: Locale,
  currency: Currency,
) {
  const period = reportPeriod(options);
  const [grouped, totals] = await Promise.all([
    repo.groupLedger(db, { range: period.range, scope: options.scope, groupBy: options.groupBy, locale }),
    repo.sumLedger(db, period.range, options.scope),
  ]);
  const rows = grouped.map(({ paid_out: _, ...row }) => ({
    ...row,
    label:
      options.groupBy === "month"
        ? monthLabel(row.key, locale)
        : row.key === "none"
          ? catalogs[locale].noCategory
          : row.label,
  }));
  const { paid_out: _, ...sums } = totals;
  return { from: period.from, to: period.to, currency, rows, totals: sums };
}

/** GET /admin/reports: the platform's sales of a period by provider, category, course or month. */
export async function getAdminReport(
  db: Db,
  query: AdminReportQuery,
  locale: Locale,
  currency: Currency,
): Promise<AdminReport> {
  const { range } = reportPeriod(query);
  const [report, providers, promotionIncome] = await Promise.all([
    buildReport(
      db,
      {
        from: query.from,
        to: query.to,
        groupBy: query.group_by,
        scope: { providerId: query.provider_id, categoryId: query.category_id },
      },
      locale,
      currency,
    ),
    repo.listProviderNames(db),
    sumPromotionIncome(db, { ...range, providerId: query.provider_id, categoryId: query.category_id }),
  ]);
  return { ...report, group_by: query.group_by, providers, promotion_income: promotionIncome };
}

/** GET /provider/reports: the signed-in provider's own sales of a period by course, category or month. */
export async function getProviderReport(
  db: Db,
  user: UserRow,
  query: ProviderReportQuery,
  locale: Locale,
  currency: Currency,
): Promise<ProviderReport> {
  const provider = await requireOwnProvider(db, user);
  const report = await buildReport(
    db,
    {
      from: query.from,
      to: query.to,
      groupBy: query.group_by,
      scope: { providerId: provider.id, categoryId: query.category_id },
    },
    locale,
    currency,
  );
  return { ...report, group_by: query.group_by };
}

/** A report as CSV cells: its header, the rows and the totals; money as decimals. */
export function reportTable(
  report: {
    from: string;
    to: string;
    group_by: ReportGroup;
    currency: Currency;
    rows: ReportRow[];
    totals: ReportFigures;
    promotion_income?: number;
  },
  locale: Locale,
  audience: "admin" | "provider",
) {
  const csv = catalogs[locale].csv;
  // the money columns name their currency: "Продажби (€)"
  const sign = currencySign(report.currency, locale);
  const money = (label: keyof typeof csv) =>
    reportText(locale, "reports", `csv.${label}`, { currency: sign });
  const cells = (label: string, r: ReportFigures) => [
    label,
    r.orders,
    r.places,
    csvMoney(r.sales),
    csvMoney(r.commission),
    csvMoney(r.refunds),
    csvMoney(r.net_to_providers),
  ];
  return {
    filename: `kursove-report-${report.from}-${report.to}.csv`,
    header: [
      csv[report.group_by],
      csv.orders,
      csv.places,
      money("sales"),
      money("commission"),
      money("refunds"),
      money(audience === "admin" ? "net" : "netOwn"),
    ],
    rows: [
      ...report.rows.map((r) => cells(r.label, r)),
      cells(csv.total, report.totals),
      // the same note as on the page, so the spreadsheet's sum of orders is not taken for an error
      ...(countsOrdersInSeveralRows(report) ? [[csv.ordersNote]] : []),
      ...(report.promotion_income === undefined
        ? []
        : [[money("promotionIncome"), csvMoney(report.promotion_income)]]),
    ],
  };
}

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

/** GET /provider/orders: the signed-in provider's sold items, filtered, newest first, with their sums. */
export async function listProviderOrders(
  db: Db,
  user: UserRow,
  query: ProviderOrdersQuery,
  currency: Currency,
): Promise<ProviderOrdersPage> {
  const provider = await requireOwnProvider(db, user);
  const range =
    query.from || query.to
      ? reportPeriod({ from: query.from ?? "2000-01-01", to: query.to ?? "2999-12-31" }, Infinity).range
      : undefined;
  const filters = { providerId: provider.id, status: query.status, courseId: query.course_id, range };
  const [rows, sums, courses] = await Promise.all([
    repo.listOwnItems(db, filters, {
      limit: ordersPageSize,
      offset: (query.page - 1) * ordersPageSize,
    }),
    repo.sumOwnItems(db, filters),
    repo.listSoldCourses(db, provider.id),
  ]);
  return {
    data: rows.map((r) => ({
      id: r.id,
      order_id: r.order_id,
      order_number: r.number,
      ordered_at: iso(r.ordered_at)!,
      status: r.status as ProviderOrdersPage["data"][number]["status"],
      course: { id: r.course_id, title: r.title, slug: r.slug },
      learner: { name: `${r.first_name} ${r.last_name}`.trim(), email: r.email },
      quantity: r.quantity,
      total: r.total,
      commission: Number(r.commission),
      provider_share: Number(r.provider_share),
      refunded: r.refunded,
      slot_starts_at: iso(r.slot_starts_at),
    })),
    totals: sums.totals,
    currency,
    last_page: Math.max(1, Math.ceil(sums.count / ordersPageSize)),
    courses,
  };
}
