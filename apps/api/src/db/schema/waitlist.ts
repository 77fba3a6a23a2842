import { sql } from "drizzle-orm";
import { check, index, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { courseSlots, courses } from "./courses";
import { cartItems } from "./orders";
import { users } from "./users";

/**
 * A learner's place on the waiting list of a full course, or of one full hour of a bookable course
 * (WAITLIST, ADR 029). `waiting` entries queue by `created_at`; the offer round turns the first into
 * `offered`, with a hold of one place (`cart_item_id`, owned by seats) until `offered_until`; an entry
 * that is left, bought or whose offer ran out is `ended`. One active entry per learner and course (hour).
 */
export const waitlistEntries = pgTable(
  "waitlist_entries",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    courseId: uuid("course_id")
      .notNull()
      .references(() => courses.id, { onDelete: "cascade" }),
    slotId: uuid("slot_id").references(() => courseSlots.id, { onDelete: "cascade" }),
    status: text("status").notNull().default("waiting"),
    /** why an entry ended: left (by the learner), offer_ended (bought, removed or run out) */
    endedReason: text("ended_reason"),
    offeredAt: timestamp("offered_at", { withTimezone: true }),
    offeredUntil: timestamp("offered_until", { withTimezone: true }),
    cartItemId: uuid("cart_item_id").references(() => cartItems.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("waitlist_entries_active_uq")
      .on(t.userId, t.courseId, sql`coalesce(${t.slotId}, '00000000-0000-0000-0000-000000000000'::uuid)`)
      .where(sql`${t.status} in ('waiting', 'offered')`),
    index("waitlist_entries_queue_idx").on(t.courseId, t.slotId, t.status, t.createdAt),
    index("waitlist_entries_user_idx").on(t.userId, t.status),
    check("waitlist_entries_status", sql`${t.status} in ('waiting', 'offered', 'ended')`),
    check(
      "waitlist_entries_offer",
      sql`${t.status} <> 'offered' or (${t.offeredUntil} is not null and ${t.offeredAt} is not null)`,
    ),
  ],
);
