import { z } from "zod";
import { currency } from "./common";

const uuid = z.uuid();
const isoDateTime = z.string();
const money = z.number().int();

/** A payout's state: pending (the transfer is being made) -> paid | failed (the gateway refused). */
export const payoutStatuses = ["pending", "paid", "failed"] as const;
export const payoutStatus = z.enum(payoutStatuses);
export type PayoutStatus = z.infer<typeof payoutStatus>;

/** Whether a YYYY-MM-DD string names a real calendar day (not 2025-02-30). */
const isCalendarDay = (v: string) => {
  const day = new Date(`${v}T00:00:00Z`);
  return !Number.isNaN(day.getTime()) && day.toISOString().slice(0, 10) === v;
};

/** A payout's period: the Sofia calendar date (YYYY-MM-DD) of its run. */
export const payoutPeriod = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, "field.invalid_value")
  .refine(isCalendarDay, { message: "field.invalid_value" });

export const payoutProviderRef = z.object({ id: uuid, name: z.string(), slug: z.string() });

/** One payout in a list. */
export const payoutSummary = z.object({
  id: uuid,
  provider: payoutProviderRef,
  period: z.string(),
  amount: money,
  currency,
  status: payoutStatus,
  transfer_id: z.string().nullable(),
  paid_at: isoDateTime.nullable(),
  created_at: isoDateTime,
  lines_count: z.number().int(),
});
export type PayoutSummary = z.infer<typeof payoutSummary>;

/** What a payout paid for one sold item: its total, the platform's commission and refunds, the rest paid. */
export const payoutLine = z.object({
  order_item_id: uuid,
  order_id: uuid,
  order_number: z.string(),
  course: z.object({ id: uuid, title: z.string() }),
  sold_at: isoDateTime,
  total: money,
  /** the commission kept by the platform, after refunds */
  commission: money,
  /** paid back to the learner */
  refunded: money,
  /** paid to the provider: total - commission - refunded */
  amount: money,
  /** taken back from the transfer by refunds after the payout */
  reversed: money,
});
export type PayoutLine = z.infer<typeof payoutLine>;

/** GET /admin/payouts/{id}, GET /provider/payouts/{id}: the payout with its lines. */
export const payoutDetail = payoutSummary.extend({
  destination_account_id: z.string().nullable(),
  /** the gateway's answer when it refused the transfer (for admins; a technical text) */
  failure: z.string().nullable(),
  /** the admin who ran it (null in the provider's view) */
  created_by: z.object({ name: z.string() }).nullable(),
  lines: z.array(payoutLine),
});
export type PayoutDetail = z.infer<typeof payoutDetail>;

/** What a provider is owed now and later (GET /admin/payouts). */
export const payoutOwed = z.object({
  provider: payoutProviderRef,
  /** payable now: sales after commission and refunds whose claims window passed */
  amount: money,
  /** how many sold items make it up */
  items: z.number().int(),
  /** the provider's connected account can receive payouts */
  account_ready: z.boolean(),
  /** sales still in their claims window or waiting for a refund decision */
  upcoming_amount: money,
  /** when the next of them becomes payable */
  next_payable_at: isoDateTime.nullable(),
  /** the payout of the current period, if one was made already */
  period_payout: z.object({ id: uuid, status: payoutStatus }).nullable(),
});
export type PayoutOwed = z.infer<typeof payoutOwed>;

export const payoutPageQuery = z.object({ page: z.coerce.number().int().min(1).max(10_000).default(1) });
export const payoutParams = z.object({ id: uuid });

export const adminPayoutsPage = z.object({
  /** the current period (today's Sofia date) */
  period: z.string(),
  currency,
  owed: z.array(payoutOwed),
  data: z.array(payoutSummary),
  last_page: z.number().int(),
});
export type AdminPayoutsPage = z.infer<typeof adminPayoutsPage>;

/** POST /admin/payouts: pays a provider what it is owed; once per provider and period. */
export const payoutCreateBody = z.object({ provider_id: uuid, period: payoutPeriod.optional() });
export type PayoutCreateInput = z.input<typeof payoutCreateBody>;

/** POST /admin/payouts/run: pays every provider that is owed something. */
export const payoutRunBody = z.object({ period: payoutPeriod.optional() });

export const payoutRunResult = z.object({
  provider: payoutProviderRef,
  /** in_progress: another attempt holds the provider's payout and its transfer is under way (ADR 050) */
  outcome: z.enum(["paid", "in_progress", "failed", "skipped"]),
  /** why a provider was skipped or failed */
  reason: z.enum(["account_not_ready", "nothing_owed", "already_paid", "gateway_refused"]).nullable(),
  payout: payoutSummary.nullable(),
});
export const payoutRunResponse = z.object({ period: z.string(), results: z.array(payoutRunResult) });
export type PayoutRunResponse = z.infer<typeof payoutRunResponse>;

/** A sold item not payable yet: in its claims window, or waiting for a refund decision. */
export const upcomingPayoutItem = z.object({
  order_item_id: uuid,
  order_number: z.string(),
  course: z.object({ id: uuid, title: z.string() }),
  amount: money,
  /** when its claims window ends; null for a course without dates not yet paid for */
  payable_from: isoDateTime.nullable(),
  waiting_for: z.enum(["claims_window", "refund_decision"]),
});
export type UpcomingPayoutItem = z.infer<typeof upcomingPayoutItem>;

/** GET /provider/payouts: what the provider is owed now, what comes later, and the payouts received. */
export const providerPayoutsPage = z.object({
  currency,
  owed_now: money,
  owed_items: z.number().int(),
  /** the soonest 100 */
  upcoming: z.array(upcomingPayoutItem),
  upcoming_amount: money,
  upcoming_count: z.number().int(),
  account_ready: z.boolean(),
  data: z.array(payoutSummary),
  last_page: z.number().int(),
});
export type ProviderPayoutsPage = z.infer<typeof providerPayoutsPage>;
