import { integer, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { courseSessions } from "./courses";
import { users } from "./users";

/** Time a lector actually taught in a session, confirmed by the lector; providers and admins read it. */
export const sessionClockedTimes = pgTable(
  "session_clocked_times",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    sessionId: uuid("session_id")
      .notNull()
      .references(() => courseSessions.id, { onDelete: "cascade" }),
    lectorUserId: uuid("lector_user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    minutes: integer("minutes").notNull(),
    note: text("note").notNull().default(""),
    confirmedAt: timestamp("confirmed_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("session_clocked_times_uq").on(t.sessionId, t.lectorUserId)],
);
