import { boolean, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";

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
