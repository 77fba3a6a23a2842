import { index, integer, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";

/** A file a queued mail carries, named by what makes it (rendered when the mail is sent). */
export type MailAttachmentRef = { kind: "payment_confirmation"; id: string };
/** A file a delivered mail carried, as the dev mailbox keeps it: its name, type and size. */
export type DeliveredAttachment = { filename: string; content_type: string; size: number };

/** The transactional outbox: every mail is a row first, sent by a background job with retries. */
export const outbox = pgTable(
  "outbox",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    kind: text("kind").notNull(),
    toAddress: text("to_address").notNull(),
    locale: text("locale").notNull(),
    subject: text("subject").notNull(),
    html: text("html").notNull(),
    text: text("text").notNull(),
    attachments: jsonb("attachments").$type<MailAttachmentRef[]>().notNull().default([]),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    lastError: text("last_error"),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("outbox_due_idx").on(t.sentAt, t.nextAttemptAt)],
);

/** The development mail transport: delivered mail lands here, readable by admins and tests. */
export const devMailbox = pgTable(
  "dev_mailbox",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    outboxId: uuid("outbox_id"),
    toAddress: text("to_address").notNull(),
    subject: text("subject").notNull(),
    html: text("html").notNull(),
    text: text("text").notNull(),
    attachments: jsonb("attachments").$type<DeliveredAttachment[]>().notNull().default([]),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("dev_mailbox_to_idx").on(t.toAddress, t.createdAt)],
);
