import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
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
import { refunds } from "./money";
import { orders } from "./orders";
import { providers } from "./providers";
import { users } from "./users";

/**
 * Each issuer's last invoice number (INVOICE-NUMBERS, ADR 031): issuer is a provider's id or "platform".
 * The row is locked by the transaction that issues, so numbers never skip or repeat.
 */
export const invoiceCounters = pgTable(
  "invoice_counters",
  {
    issuer: text("issuer").primaryKey(),
    lastNumber: integer("last_number").notNull().default(0),
  },
  (t) => [check("invoice_counters_in_range", sql`${t.lastNumber} >= 0 and ${t.lastNumber} <= 2000000000`)],
);

/**
 * Invoices and credit notes (INVOICES, ADR 031). kind: invoice (a provider to a buyer's company, for the
 * provider's part of an order), credit_note (for a refund of such an invoice; refers_to_id), commission
 * (the platform to a provider, for a month's commission; period "2026-10"). Parties and lines are copied
 * when issued, so an invoice never changes when a profile does; the PDF is drawn from this row.
 */
export const invoices = pgTable(
  "invoices",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    kind: text("kind").notNull(),
    issuer: text("issuer").notNull(),
    number: text("number").notNull(),
    /** the provider concerned: the seller of a sale, the recipient of a commission invoice */
    providerId: uuid("provider_id")
      .notNull()
      .references(() => providers.id),
    orderId: uuid("order_id").references(() => orders.id),
    buyerUserId: uuid("buyer_user_id").references(() => users.id, { onDelete: "set null" }),
    refersToId: uuid("refers_to_id").references((): AnyPgColumn => invoices.id),
    refundId: uuid("refund_id").references(() => refunds.id),
    period: text("period"),
    /** { name, company_number, vat_number, address, mol } of the issuer and the recipient */
    seller: jsonb("seller").notNull(),
    buyer: jsonb("buyer").notNull(),
    /** [{ title, quantity, unit_price, total }] in minor units, VAT included when vat_bp > 0 */
    lines: jsonb("lines").notNull(),
    vatBp: integer("vat_bp").notNull(),
    base: integer("base").notNull(),
    vat: integer("vat").notNull(),
    total: integer("total").notNull(),
    currency: text("currency").notNull(),
    /** the tax event: the payment, the refund, the month's last day */
    taxEventAt: timestamp("tax_event_at", { withTimezone: true }).notNull(),
    issuedAt: timestamp("issued_at", { withTimezone: true }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("invoices_issuer_number_uq").on(t.issuer, t.number),
    uniqueIndex("invoices_order_provider_uq").on(t.orderId, t.providerId).where(sql`${t.kind} = 'invoice'`),
    uniqueIndex("invoices_refund_uq").on(t.refundId),
    uniqueIndex("invoices_commission_period_uq")
      .on(t.providerId, t.period)
      .where(sql`${t.kind} = 'commission'`),
    index("invoices_provider_idx").on(t.providerId, t.issuedAt),
    index("invoices_buyer_idx").on(t.buyerUserId),
    index("invoices_order_idx").on(t.orderId),
    check("invoices_kind", sql`${t.kind} in ('invoice', 'credit_note', 'commission')`),
    check("invoices_number_digits", sql`${t.number} ~ '^[0-9]{10}$'`),
    check("invoices_amounts", sql`${t.base} + ${t.vat} = ${t.total} and ${t.total} > 0 and ${t.vat} >= 0`),
    check("invoices_credit_refers", sql`(${t.kind} = 'credit_note') = (${t.refersToId} is not null)`),
  ],
);
