import { z } from "zod";
import { currency, maxStoredInt, pageQuery } from "./common";
import { orderStatuses } from "./constants";
import { soldOrderStates } from "./domain/order-states";

/** A Sofia calendar date, YYYY-MM-DD. */
const day = z.iso.date({ message: "field.invalid_date" });
const amount = z.number().int();
const count = z.number().int();
/** A link opened by the browser (a CSV download) sends no Content-Language: the page adds its language. */
const lang = z.enum(["bg", "en"]).optional();

/** The periods of the admin dashboard, in days up to today. */
export const dashboardPeriods = ["7", "30", "90"] as const;
export const adminDashboardQuery = z.object({ days: z.enum(dashboardPeriods).default("30") });

/** Money of a period from the ledger, in stotinki: the same sums payouts are made of. */
const moneyFigures = {
  sales: amount,
  commission: amount,
  refunds: amount,
  net_to_providers: amount,
};

/** GET /admin/dashboard: the platform at a glance over the last 7, 30 or 90 days. */
export const adminDashboard = z.object({
  period: z.object({ from: day, to: day }),
  currency,
  ...moneyFigures,
  paid_out: amount,
  /** orders with a sale in the period */
  orders: count,
  /** orders made in the period by their state now, every state but pending (zeros included) */
  orders_by_status: z.record(z.string(), count),
  pending: z.object({
    providers: count,
    courses: count,
    revisions: count,
    refund_requests: count,
  }),
  /** places sold of the capacity of approved dated courses that have not ended */
  utilization: z.object({ sold: count, capacity: count }),
  series: z.array(z.object({ date: day, sales: amount, commission: amount, refunds: amount })),
  /** sales net of the period's refunds, places net of places refunded in full */
  top_courses: z.array(z.object({ id: z.uuid(), title: z.string(), sales: amount, places: count })),
});
export type AdminDashboard = z.infer<typeof adminDashboard>;

export const adminReportGroups = ["provider", "category", "course", "month"] as const;
export const providerReportGroups = ["course", "month", "category"] as const;
export type ReportGroup = (typeof adminReportGroups)[number];

const range = { from: day.optional(), to: day.optional(), lang };
const categoryId = z.coerce
  .number({ message: "field.invalid_value" })
  .int()
  .positive()
  .max(maxStoredInt)
  .optional();

/** GET /admin/reports(.csv): a period (the current month by default, at most 366 days), grouped and filtered. */
export const adminReportQuery = z.object({
  ...range,
  group_by: z.enum(adminReportGroups).default("provider"),
  provider_id: z.uuid({ message: "field.invalid_value" }).optional(),
  category_id: categoryId,
});
export type AdminReportQuery = z.infer<typeof adminReportQuery>;

/** GET /provider/reports(.csv): the same, of the signed-in provider's own sales. */
export const providerReportQuery = z.object({
  ...range,
  group_by: z.enum(providerReportGroups).default("course"),
  category_id: categoryId,
});
export type ProviderReportQuery = z.infer<typeof providerReportQuery>;

export const reportFigures = z.object({ orders: count, places: count, ...moneyFigures });
export type ReportFigures = z.infer<typeof reportFigures>;
export const reportRow = reportFigures.extend({ key: z.string(), label: z.string() });
export type ReportRow = z.infer<typeof reportRow>;

/**
 * Whether an order counts in more than one row (courses of two providers, categories or courses in one
 * order): the rows' orders then add up to more than the total, which counts each order once.
 */
export const countsOrdersInSeveralRows = (report: {
  rows: { orders: number }[];
  totals: { orders: number };
}) => report.rows.reduce((sum, row) => sum + row.orders, 0) > report.totals.orders;

const reportBase = z.object({
  from: day,
  to: day,
  currency,
  rows: z.array(reportRow),
  totals: reportFigures,
});

export const adminReport = reportBase.extend({
  group_by: z.enum(adminReportGroups),
  /** promotions paid in the period (of the provider, category filtered): the platform's other income */
  promotion_income: amount,
  /** every provider, for the filter */
  providers: z.array(z.object({ id: z.uuid(), name: z.string() })),
});
export type AdminReport = z.infer<typeof adminReport>;

export const providerReport = reportBase.extend({ group_by: z.enum(providerReportGroups) });
export type ProviderReport = z.infer<typeof providerReport>;

/** GET /provider/orders: the provider's own sold items, newest first, 20 a page. */
export const providerOrdersQuery = z.object({
  page: pageQuery,
  status: z.enum(soldOrderStates).optional(),
  course_id: z.uuid({ message: "field.invalid_value" }).optional(),
  from: day.optional(),
  to: day.optional(),
});
export type ProviderOrdersQuery = z.infer<typeof providerOrdersQuery>;

export const providerOrderItem = z.object({
  id: z.uuid(),
  order_id: z.uuid(),
  order_number: z.string(),
  ordered_at: z.string(),
  status: z.enum(orderStatuses),
  course: z.object({ id: z.uuid(), title: z.string(), slug: z.string() }),
  learner: z.object({ name: z.string(), email: z.string() }),
  quantity: count,
  total: amount,
  /** the platform's part after refunds */
  commission: amount,
  /** the provider's part after refunds */
  provider_share: amount,
  refunded: amount,
  slot_starts_at: z.string().nullable(),
});
export type ProviderOrderItem = z.infer<typeof providerOrderItem>;

export const providerOrdersPage = z.object({
  data: z.array(providerOrderItem),
  /** of every item the filters match, not only this page's */
  totals: z.object({ sales: amount, commission: amount, net: amount, refunded: amount }),
  currency,
  last_page: z.number().int(),
  /** the provider's courses that have sales, for the filter */
  courses: z.array(z.object({ id: z.uuid(), title: z.string() })),
});
export type ProviderOrdersPage = z.infer<typeof providerOrdersPage>;
