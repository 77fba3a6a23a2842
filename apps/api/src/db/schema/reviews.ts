import { boolean, index, pgTable, smallint, text, timestamp, unique, uuid } from "drizzle-orm/pg-core";
import { courses } from "./courses";
import { users } from "./users";

export const reviews = pgTable(
  "reviews",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    courseId: uuid("course_id")
      .notNull()
      .references(() => courses.id, { onDelete: "cascade" }),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    contentRating: smallint("content_rating").notNull(),
    outcomesRating: smallint("outcomes_rating").notNull(),
    overall: smallint("overall").notNull(),
    recommend: boolean("recommend").notNull(),
    suggestions: text("suggestions").notNull().default(""),
    otherCoursesWanted: text("other_courses_wanted").notNull().default(""),
    comment: text("comment").notNull().default(""),
    /** the provider's public answer */
    reply: text("reply"),
    repliedAt: timestamp("replied_at", { withTimezone: true }),
    /** hidden by an admin (abusive); hidden reviews leave the averages and the public lists */
    hidden: boolean("hidden").notNull().default(false),
    hiddenAt: timestamp("hidden_at", { withTimezone: true }),
    hiddenByUserId: uuid("hidden_by_user_id").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique("reviews_course_user_key").on(t.courseId, t.userId),
    index("reviews_course_idx").on(t.courseId),
    index("reviews_user_idx").on(t.userId, t.createdAt.desc()),
  ],
);
