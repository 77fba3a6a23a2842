import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { courseSlots, courses } from "./courses";
import { providers } from "./providers";
import { users } from "./users";

/**
 * A cart item **is** the hold (DESIGN.md section 4): its places count against the course (or slot)
 * while `held_until` is in the future. Checkout links the items to the order awaiting payment; the
 * payment turns them into sold places and deletes them.
 */
export const cartItems = pgTable(
  "cart_items",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    courseId: uuid("course_id")
      .notNull()
      .references(() => courses.id),
    /** the booked date-and-hour of a bookable (on demand) course */
    slotId: uuid("slot_id").references(() => courseSlots.id),
    quantity: integer("quantity").notNull(),
    /** names of the attendees when a business buys several places (may stay empty) */
    attendees: text("attendees").array().notNull().default([]),
    heldUntil: timestamp("held_until", { withTimezone: true }).notNull(),
    /** the order awaiting payment these places were checked out into */
    orderId: uuid("order_id").references((): AnyPgColumn => orders.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("cart_items_user_course_slot_uq").on(
      t.userId,
      t.courseId,
      sql`coalesce(${t.slotId}, '00000000-0000-0000-0000-000000000000'::uuid)`,
    ),
    index("cart_items_course_held_idx").on(t.courseId, t.heldUntil),
    index("cart_items_slot_held_idx").on(t.slotId, t.heldUntil),
    index("cart_items_order_idx").on(t.orderId),
    check("cart_items_quantity_positive", sql`${t.quantity} > 0`),
  ],
);

/** Order numbers shown to people (spec: the thank-you page shows it): K-000123. */
export const orderNumberSeq = pgSequence("order_number_seq", { startWith: 1000 });

/**
 * Orders (ORDER-STATES, DESIGN.md section 4): pending -> awaiting_payment -> paid -> completed;
 * awaiting_payment -> canceled; paid -> refunding -> refunded | partially_refunded; paid -> annulled.
 * Money in stotinki.
 */
export const orders = pgTable(
  "orders",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    number: text("number").notNull().unique(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id),
    status: text("status").notNull().default("pending"),
    total: integer("total").notNull(),
    currency: text("currency").notNull().default("BGN"),
    /**
     * Set only on an order converted to another currency of sale (npm run currency:convert, migration
     * 0016): the currency the card was charged in and the total as charged, in its minor units. Refunds
     * of the order are paid back to the card in this currency.
     */
    originalCurrency: text("original_currency"),
    originalTotal: integer("original_total"),
    /** firstName, lastName, email, address, city, postCode, country, countryIso (spec's checkout) */
    billing: jsonb("billing").notNull(),
    /** the buyer asked for an invoice at checkout: issued when the payment settles (ADR 036) */
    invoiceRequested: boolean("invoice_requested").notNull().default(false),
    /** the gateway's PaymentIntent */
    paymentIntentId: text("payment_intent_id").unique(),
    /** card brand and last four digits once paid, e.g. {"type":"card","brand":"visa","last4":"4242"} */
    paymentMethod: jsonb("payment_method"),
    /** the newest gateway event applied, so older events arriving late change nothing */
    lastEventAt: timestamp("last_event_at", { withTimezone: true }),
    paidAt: timestamp("paid_at", { withTimezone: true }),
    canceledAt: timestamp("canceled_at", { withTimezone: true }),
    /** the gateway's last failure code of a payment attempt (card_declined, ...), for the checkout page */
    lastPaymentError: text("last_payment_error"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("orders_user_idx").on(t.userId, t.createdAt.desc()),
    index("orders_status_idx").on(t.status, t.createdAt),
    check("orders_total_not_negative", sql`${t.total} >= 0`),
    check("orders_original_paired", sql`(${t.originalCurrency} is null) = (${t.originalTotal} is null)`),
  ],
);

/** A course (or slot) bought in an order; price and commission as they were at the sale. */
export const orderItems = pgTable(
  "order_items",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    orderId: uuid("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    courseId: uuid("course_id")
      .notNull()
      .references(() => courses.id),
    slotId: uuid("slot_id").references(() => courseSlots.id),
    providerId: uuid("provider_id")
      .notNull()
      .references(() => providers.id),
    /** the course's title at the sale, for receipts even if the course changes later */
    title: text("title").notNull(),
    quantity: integer("quantity").notNull(),
    unitPrice: integer("unit_price").notNull(),
    total: integer("total").notNull(),
    /** the provider's commission rate in basis points at the sale */
    commissionBp: integer("commission_bp").notNull(),
    attendees: text("attendees").array().notNull().default([]),
    /** confirmed, or awaiting_approval for courses whose bookings the provider approves, then refused */
    bookingStatus: text("booking_status").notNull().default("confirmed"),
    bookingDecidedAt: timestamp("booking_decided_at", { withTimezone: true }),
    /** amount refunded of this item so far */
    refunded: integer("refunded").notNull().default(0),
    /**
     * DISCOUNT-CODES: the discount taken off unit_price x quantity (total is what was paid), and the part
     * of it a platform code gave, which the platform bears: the commission is worked out on the price
     * before that part (ADR 030).
     */
    discount: integer("discount").notNull().default(0),
    platformDiscount: integer("platform_discount").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("order_items_order_idx").on(t.orderId),
    index("order_items_course_idx").on(t.courseId),
    index("order_items_provider_idx").on(t.providerId, t.createdAt),
    check("order_items_quantity_positive", sql`${t.quantity} > 0`),
    check("order_items_refund_bounded", sql`${t.refunded} >= 0 and ${t.refunded} <= ${t.total}`),
    check(
      "order_items_discount_bounded",
      sql`${t.platformDiscount} >= 0 and ${t.discount} >= ${t.platformDiscount} and ${t.total} >= 0`,
    ),
  ],
);

/** Every state an order passed through, with what moved it (the order page shows the history). */
export const orderEvents = pgTable(
  "order_events",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    orderId: uuid("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    fromStatus: text("from_status"),
    toStatus: text("to_status").notNull(),
    /** checkout, webhook event id, hold_expired, admin user id, ... */
    reason: text("reason").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("order_events_order_idx").on(t.orderId, t.createdAt)],
);

/**
 * The ledger (DESIGN.md: balances are sums of rows, never edited totals). Kinds: charge (+ what the
 * learner paid), commission (+ the platform's part), provider_share (+ owed to the provider), refund
 * (- paid back), commission_reversal and provider_share_reversal (- their parts of a refund), payout
 * (- paid to the provider's account). Invariant: charge = commission + provider_share for each sale.
 */
export const ledgerEntries = pgTable(
  "ledger_entries",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    orderId: uuid("order_id").references(() => orders.id),
    orderItemId: uuid("order_item_id").references(() => orderItems.id),
    providerId: uuid("provider_id").references(() => providers.id),
    kind: text("kind").notNull(),
    amount: integer("amount").notNull(),
    currency: text("currency").notNull().default("BGN"),
    /** the gateway object behind the movement (payment intent, refund, transfer) */
    gatewayRef: text("gateway_ref"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("ledger_entries_order_idx").on(t.orderId),
    index("ledger_entries_provider_idx").on(t.providerId, t.kind, t.createdAt),
    uniqueIndex("ledger_entries_once_uq").on(t.orderItemId, t.kind, t.gatewayRef),
  ],
);

/**
 * A learner's refund request or claim for an order item. Before the course's
 * cancellation deadline a cancellation is refunded at once (status refunded, no decision needed);
 * after it the request waits (pending) for the provider and admins, who approve or refuse it.
 * kind `claim`: a complaint after the course ended, accepted within 30 days of its completion.
 */
export const refundRequests = pgTable(
  "refund_requests",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    orderId: uuid("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    orderItemId: uuid("order_item_id")
      .notNull()
      .references(() => orderItems.id, { onDelete: "cascade" }),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id),
    providerId: uuid("provider_id")
      .notNull()
      .references(() => providers.id),
    /** cancellation (before the course ended) or claim (within 30 days after it) */
    kind: text("kind").notNull(),
    reason: text("reason").notNull(),
    /** pending -> approved | refused; refunded when cancelled before the deadline (automatic) */
    status: text("status").notNull().default("pending"),
    /** refunded amount once decided or automatic */
    amount: integer("amount"),
    decidedAt: timestamp("decided_at", { withTimezone: true }),
    decidedByUserId: uuid("decided_by_user_id").references(() => users.id),
    decisionNote: text("decision_note"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("refund_requests_order_idx").on(t.orderId),
    index("refund_requests_provider_idx").on(t.providerId, t.status, t.createdAt),
    index("refund_requests_status_idx").on(t.status, t.createdAt),
    uniqueIndex("refund_requests_open_uq").on(t.orderItemId).where(sql`status = 'pending'`),
  ],
);
