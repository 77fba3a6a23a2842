import { boolean, index, pgTable, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { courseSessions } from "./courses";
import { orderItems } from "./orders";
import { users } from "./users";

/**
 * Attendance of a session per paid place (CERT-ATTENDANCE, ADR 037): present or absent, who marked it and
 * when. One row per (session, place); marking again changes the row, the same mark leaves it as it was.
 */
export const sessionAttendance = pgTable(
  "session_attendance",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    sessionId: uuid("session_id")
      .notNull()
      .references(() => courseSessions.id, { onDelete: "cascade" }),
    orderItemId: uuid("order_item_id")
      .notNull()
      .references(() => orderItems.id, { onDelete: "cascade" }),
    present: boolean("present").notNull(),
    markedByUserId: uuid("marked_by_user_id").references(() => users.id, { onDelete: "set null" }),
    markedAt: timestamp("marked_at", { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex("session_attendance_uq").on(t.sessionId, t.orderItemId),
    index("session_attendance_item_idx").on(t.orderItemId),
  ],
);
