import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { courses } from "./courses";
import { orders } from "./orders";
import { providers } from "./providers";
import { users } from "./users";

/**
 * A discount code (DISCOUNT-CODES, ADR 030). provider_id null is a platform code, whose discount the
 * platform bears. The code is unique whatever its case: buyers type it in any case. Its uses are its
 * redemptions whose order is not canceled, counted under the code's row lock at checkout.
 */
export const discountCodes = pgTable(
  "discount_codes",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    providerId: uuid("provider_id").references(() => providers.id, { onDelete: "cascade" }),
    code: text("code").notNull(),
    /** percent (value 1..100) or amount (value in minor units of the currency of sale) */
    kind: text("kind").notNull(),
    value: integer("value").notNull(),
    validFrom: timestamp("valid_from", { withTimezone: true }),
    validTo: timestamp("valid_to", { withTimezone: true }),
    maxUses: integer("max_uses"),
    maxUsesPerBuyer: integer("max_uses_per_buyer"),
    firstPurchaseOnly: boolean("first_purchase_only").notNull().default(false),
    disabledAt: timestamp("disabled_at", { withTimezone: true }),
    createdByUserId: uuid("created_by_user_id").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("discount_codes_code_key").on(sql`lower(${t.code})`),
    index("discount_codes_provider_idx").on(t.providerId, t.createdAt),
    check("discount_codes_kind", sql`${t.kind} in ('percent', 'amount')`),
    check("discount_codes_value", sql`${t.value} > 0 and (${t.kind} <> 'percent' or ${t.value} <= 100)`),
    check(
      "discount_codes_limits",
      sql`coalesce(${t.maxUses}, 1) > 0 and coalesce(${t.maxUsesPerBuyer}, 1) > 0`,
    ),
  ],
);

/** The courses a code is limited to; none means every course of its provider (or of the platform). */
export const discountCodeCourses = pgTable(
  "discount_code_courses",
  {
    codeId: uuid("code_id")
      .notNull()
      .references(() => discountCodes.id, { onDelete: "cascade" }),
    courseId: uuid("course_id")
      .notNull()
      .references(() => courses.id, { onDelete: "cascade" }),
  },
  (t) => [primaryKey({ columns: [t.codeId, t.courseId] })],
);

/** The codes a buyer entered in the cart; one unless DISCOUNT_STACKING allows more. */
export const cartDiscounts = pgTable(
  "cart_discounts",
  {
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    codeId: uuid("code_id")
      .notNull()
      .references(() => discountCodes.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.codeId] })],
);

/**
 * One use of a code by an order, with the discount it gave. Written with the order, in checkout's
 * transaction; it stops counting as a use when its order is canceled.
 */
export const discountRedemptions = pgTable(
  "discount_redemptions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    codeId: uuid("code_id")
      .notNull()
      .references(() => discountCodes.id),
    orderId: uuid("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id),
    amount: integer("amount").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("discount_redemptions_order_code").on(t.orderId, t.codeId),
    index("discount_redemptions_code_user_idx").on(t.codeId, t.userId),
    check("discount_redemptions_amount", sql`${t.amount} >= 0`),
  ],
);
