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
    reply: text("reply"),
    hidden: boolean("hidden").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique("reviews_course_user_key").on(t.courseId, t.userId),
    index("reviews_course_idx").on(t.courseId),
  ],
);
