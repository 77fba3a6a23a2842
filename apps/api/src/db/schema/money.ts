import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { orderItems, orders, refundRequests } from "./orders";
import { providers } from "./providers";
import { users } from "./users";

/**
 * The platform's commission (COMMISSION: a percentage of price reserved for the site owners), in basis
 * points, with the instant from which it applies. provider_id null is the platform's default; a
 * provider's own row overrides it. The rate of a sale is the newest row in force when the order is made,
 * copied onto the order item, so later changes never touch past sales.
 */
export const commissionRates = pgTable(
  "commission_rates",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    providerId: uuid("provider_id").references(() => providers.id, { onDelete: "cascade" }),
    rateBp: integer("rate_bp").notNull(),
    effectiveFrom: timestamp("effective_from", { withTimezone: true }).notNull(),
    note: text("note"),
    createdByUserId: uuid("created_by_user_id").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("commission_rates_provider_idx").on(t.providerId, t.effectiveFrom),
    check("commission_rates_rate_bounded", sql`${t.rateBp} >= 0 and ${t.rateBp} <= 10000`),
  ],
);

/**
 * Every amount paid back to a learner's card, per order item: full or partial. source:
 * learner_cancel, booking_refused, request (a learner's request or claim approved), admin (an admin's
 * own decision), annul (an annulled order). request_key makes a repeated submit (a double click)
 * answer with the first refund instead of a second one. When the item's share was already paid out, the
 * provider's part is taken back from the transfer (transfer_reversal_id).
 */
export const refunds = pgTable(
  "refunds",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    orderId: uuid("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    orderItemId: uuid("order_item_id")
      .notNull()
      .references(() => orderItems.id, { onDelete: "cascade" }),
    amount: integer("amount").notNull(),
    commissionPart: integer("commission_part").notNull(),
    providerPart: integer("provider_part").notNull(),
    source: text("source").notNull(),
    reason: text("reason").notNull().default(""),
    refundRequestId: uuid("refund_request_id").references(() => refundRequests.id, {
      onDelete: "set null",
    }),
    requestKey: text("request_key"),
    gatewayRefundId: text("gateway_refund_id"),
    transferReversalId: text("transfer_reversal_id"),
    createdByUserId: uuid("created_by_user_id").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("refunds_order_idx").on(t.orderId),
    index("refunds_item_idx").on(t.orderItemId),
    uniqueIndex("refunds_request_key_uq").on(t.requestKey, t.orderItemId),
    check("refunds_amount_positive", sql`${t.amount} > 0`),
    check("refunds_parts_sum", sql`${t.commissionPart} + ${t.providerPart} = ${t.amount}`),
  ],
);

/**
 * A payment to a provider's connected account of what it is owed: its sales after commission,
 * minus refunds, for items whose course ended and whose 30-day claims window passed. One per provider
 * and period (the Sofia date of the run): a second run of the same period finds it. status:
 * pending (transfer being made) -> paid | failed (the gateway refused; its lines are freed).
 */
export const payouts = pgTable(
  "payouts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    providerId: uuid("provider_id")
      .notNull()
      .references(() => providers.id),
    period: text("period").notNull(),
    amount: integer("amount").notNull(),
    currency: text("currency").notNull().default("BGN"),
    /**
     * Set only on a payout converted to another currency of sale (npm run currency:convert, migration
     * 0016): the currency the transfer was made in and its amount, in its minor units.
     */
    originalCurrency: text("original_currency"),
    originalAmount: integer("original_amount"),
    status: text("status").notNull().default("pending"),
    destinationAccountId: text("destination_account_id"),
    transferId: text("transfer_id"),
    failure: text("failure"),
    createdByUserId: uuid("created_by_user_id").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    paidAt: timestamp("paid_at", { withTimezone: true }),
    /** when the pending payout's idempotency key was first used: the gateway forgets it after a day (ADR 050) */
    attemptedAt: timestamp("attempted_at", { withTimezone: true }),
    /** the lease of the attempt under way: no other run or job touches the pending payout before it ends (ADR 050) */
    claimedUntil: timestamp("claimed_until", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("payouts_provider_period_uq").on(t.providerId, t.period),
    index("payouts_status_idx").on(t.status, t.createdAt),
    check("payouts_amount_positive", sql`${t.amount} > 0`),
    check("payouts_original_paired", sql`(${t.originalCurrency} is null) = (${t.originalAmount} is null)`),
  ],
);

/** What a payout paid: one line per order item, the item's provider share net of its refunds. */
export const payoutLines = pgTable(
  "payout_lines",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    payoutId: uuid("payout_id")
      .notNull()
      .references(() => payouts.id, { onDelete: "cascade" }),
    orderItemId: uuid("order_item_id")
      .notNull()
      .references(() => orderItems.id),
    amount: integer("amount").notNull(),
    /** taken back from the transfer by refunds after the payout */
    reversed: integer("reversed").notNull().default(0),
  },
  (t) => [
    index("payout_lines_payout_idx").on(t.payoutId),
    uniqueIndex("payout_lines_item_uq").on(t.orderItemId),
    check("payout_lines_reversed_bounded", sql`${t.reversed} >= 0 and ${t.reversed} <= ${t.amount}`),
  ],
);

/**
 * What admins did (and providers, for refund decisions): who, what, on which object, with its details.
 * Shown as the decision history of approvals, roles, blocks, commission, refunds and payouts.
 */
export const auditLog = pgTable(
  "audit_log",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    actorUserId: uuid("actor_user_id").references(() => users.id, { onDelete: "set null" }),
    action: text("action").notNull(),
    subjectType: text("subject_type").notNull(),
    subjectId: text("subject_id").notNull(),
    data: jsonb("data").notNull().default({}),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("audit_log_subject_idx").on(t.subjectType, t.subjectId, t.createdAt),
    index("audit_log_created_idx").on(t.createdAt),
  ],
);

/**
 * A refund of items under way: written in the transaction that moves the order to refunding,
 * deleted in the one that records the refund. One left behind means the gateway call or the recording
 * was cut off (the gateway down, the process killed): the reconciliation job replays it with the same
 * idempotency keys, so the card is paid back once. `plan` is a RefundPlan (modules/refunds/refund-plans.ts).
 */
export const refundPlans = pgTable("refund_plans", {
  orderId: uuid("order_id")
    .primaryKey()
    .references(() => orders.id, { onDelete: "cascade" }),
  plan: jsonb("plan").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Payments captured that no order may keep (CHECKOUT-STRAY): the order is missing, or already paid by
 * another payment. Each is refunded in full automatically; the row is the record of why, and the
 * reconciliation job finishes a refund cut off before `refunded_at` was written.
 */
export const strayPayments = pgTable("stray_payments", {
  paymentIntentId: text("payment_intent_id").primaryKey(),
  orderId: uuid("order_id").references(() => orders.id, { onDelete: "set null" }),
  amount: integer("amount").notNull(),
  currency: text("currency").notNull(),
  reason: text("reason").notNull(),
  refundId: text("refund_id"),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  refundedAt: timestamp("refunded_at", { withTimezone: true }),
});

/**
 * The currency every stored amount is in (course prices, orders, the ledger, refunds, payouts,
 * promotions): one row, pinned to the setting CURRENCY while the database holds no amounts, set to BGN by
 * migration 0016 on an installation upgraded with data, and changed only by `npm run currency:convert`.
 * The boot refuses a CURRENCY that differs from it (db/convert-currency.ts).
 */
export const storedCurrency = pgTable(
  "stored_currency",
  {
    id: boolean("id").primaryKey().default(true),
    currency: text("currency").notNull(),
    /** when `npm run currency:convert` last converted the amounts into `currency` */
    convertedAt: timestamp("converted_at", { withTimezone: true }),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("stored_currency_one_row", sql`${t.id}`),
    check("stored_currency_known", sql`${t.currency} in ('EUR', 'BGN')`),
  ],
);
