import { boolean, integer, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";

/** Every event received from the payment gateway; the unique event id makes processing idempotent. */
export const paymentEvents = pgTable("payment_events", {
  id: uuid("id").primaryKey().defaultRandom(),
  gateway: text("gateway").notNull(),
  eventId: text("event_id").notNull().unique(),
  type: text("type").notNull(),
  payload: jsonb("payload").notNull(),
  receivedAt: timestamp("received_at", { withTimezone: true }).notNull().defaultNow(),
  processedAt: timestamp("processed_at", { withTimezone: true }),
});

/** The sandbox gateway's own books: the connected accounts it has opened (Stripe's Account). */
export const sandboxAccounts = pgTable("sandbox_accounts", {
  id: text("id").primaryKey(),
  email: text("email").notNull(),
  country: text("country").notNull().default("BG"),
  businessName: text("business_name").notNull().default(""),
  iban: text("iban").notNull().default(""),
  detailsSubmitted: boolean("details_submitted").notNull().default(false),
  chargesEnabled: boolean("charges_enabled").notNull().default(false),
  payoutsEnabled: boolean("payouts_enabled").notNull().default(false),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/** The sandbox gateway's single-use onboarding links (Stripe's AccountLink), expiring after minutes. */
export const sandboxAccountLinks = pgTable("sandbox_account_links", {
  token: text("token").primaryKey(),
  accountId: text("account_id")
    .notNull()
    .references(() => sandboxAccounts.id, { onDelete: "cascade" }),
  returnUrl: text("return_url").notNull(),
  refreshUrl: text("refresh_url").notNull(),
  expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  usedAt: timestamp("used_at", { withTimezone: true }),
});

/**
 * The sandbox gateway's PaymentIntents (Stripe's semantics, no outside service): requires_payment_method
 * -> requires_action (3-D Secure) -> succeeded, or back to requires_payment_method with last_error_code;
 * canceled. Card data is never stored: only brand and last four digits of a successful card.
 */
export const sandboxPaymentIntents = pgTable("sandbox_payment_intents", {
  id: text("id").primaryKey(),
  clientSecret: text("client_secret").notNull().unique(),
  amount: integer("amount").notNull(),
  currency: text("currency").notNull().default("bgn"),
  status: text("status").notNull().default("requires_payment_method"),
  /** the app's references (order_id), as Stripe's metadata */
  metadata: jsonb("metadata").notNull().default({}),
  transferGroup: text("transfer_group"),
  idempotencyKey: text("idempotency_key").unique(),
  lastErrorCode: text("last_error_code"),
  cardBrand: text("card_brand"),
  cardLast4: text("card_last4"),
  /** the single-use token of the 3-D Secure page while status is requires_action */
  actionToken: text("action_token").unique(),
  amountRefunded: integer("amount_refunded").notNull().default(0),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/** The sandbox's refunds and transfers to connected accounts (Stripe's Refund and Transfer). */
export const sandboxMoneyMovements = pgTable("sandbox_money_movements", {
  id: text("id").primaryKey(),
  /** refund or transfer */
  kind: text("kind").notNull(),
  paymentIntentId: text("payment_intent_id"),
  destinationAccountId: text("destination_account_id"),
  transferGroup: text("transfer_group"),
  amount: integer("amount").notNull(),
  currency: text("currency").notNull().default("bgn"),
  idempotencyKey: text("idempotency_key").unique(),
  metadata: jsonb("metadata").notNull().default({}),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});
