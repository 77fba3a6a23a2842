import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { courses } from "./courses";
import { orderItems } from "./orders";
import { providers } from "./providers";
import { users } from "./users";

/**
 * Certificates of completion (CERT-ISSUE, ADR 032): one per order item, issued when the provider confirms
 * the learner completed a certification course. What the PDF and the public page show is copied at the
 * issue, so a later change of the course or the account does not change a certificate already handed out.
 */
export const certificates = pgTable(
  "certificates",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** random, unguessable, shown as XXXX-XXXX-XXXX-XXXX: the address of the public check */
    code: text("code").notNull(),
    orderItemId: uuid("order_item_id")
      .notNull()
      .references(() => orderItems.id),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    courseId: uuid("course_id")
      .notNull()
      .references(() => courses.id),
    providerId: uuid("provider_id")
      .notNull()
      .references(() => providers.id),
    learnerName: text("learner_name").notNull(),
    courseTitle: text("course_title").notNull(),
    providerName: text("provider_name").notNull(),
    /** the instructors of the course's sessions, by name */
    instructorNames: text("instructor_names").array().notNull().default([]),
    /** the course's hours in minutes: its sessions, or the booked slot */
    minutes: integer("minutes").notNull().default(0),
    issuedAt: timestamp("issued_at", { withTimezone: true }).notNull(),
    issuedByUserId: uuid("issued_by_user_id").references(() => users.id, { onDelete: "set null" }),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
    revokeReason: text("revoke_reason"),
    /** who revoked: the provider with its own reason, or a full refund of the place (CERT-REFUND-REVOKE) */
    revokeCause: text("revoke_cause"),
  },
  (t) => [
    uniqueIndex("certificates_code_uq").on(t.code),
    // issuing twice (double click, retry, two tabs) finds this row instead of making a second one
    uniqueIndex("certificates_order_item_uq").on(t.orderItemId),
    index("certificates_user_idx").on(t.userId, t.issuedAt.desc()),
    index("certificates_provider_idx").on(t.providerId, t.issuedAt.desc()),
    check("certificates_minutes_not_negative", sql`${t.minutes} >= 0`),
    check("certificates_revoked_with_reason", sql`(${t.revokedAt} is null) = (${t.revokeReason} is null)`),
    check(
      "certificates_revoke_cause",
      sql`${t.revokeCause} is null or ${t.revokeCause} in ('provider', 'refund')`,
    ),
  ],
);
