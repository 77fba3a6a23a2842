import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { files } from "./files";
import { users } from "./users";

/**
 * What visitors send through /contact-us: a question, a proposal, a report of an issue...
 * The admins read them in their inbox; status goes new -> read -> resolved (and back to read when
 * reopened). page_url is where a reported issue happened, when the form was opened from that page.
 */
export const contactMessages = pgTable(
  "contact_messages",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    type: text("type").notNull(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    message: text("message").notNull(),
    pageUrl: text("page_url"),
    locale: text("locale").notNull().default("bg"),
    userId: uuid("user_id").references(() => users.id, { onDelete: "set null" }),
    status: text("status").notNull().default("new"),
    adminNote: text("admin_note"),
    readAt: timestamp("read_at", { withTimezone: true }),
    readByUserId: uuid("read_by_user_id").references(() => users.id, { onDelete: "set null" }),
    resolvedAt: timestamp("resolved_at", { withTimezone: true }),
    resolvedByUserId: uuid("resolved_by_user_id").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("contact_messages_created_idx").on(t.createdAt.desc()),
    index("contact_messages_status_idx").on(t.status, t.createdAt.desc()),
    check(
      "contact_messages_type_known",
      sql`${t.type} in ('functionality', 'question', 'proposal', 'other', 'report')`,
    ),
    check("contact_messages_status_known", sql`${t.status} in ('new', 'read', 'resolved')`),
  ],
);

/** The FAQ's groups, in both languages, shown in ascending position. */
export const faqGroups = pgTable(
  "faq_groups",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    position: integer("position").notNull().default(0),
    titleBg: text("title_bg").notNull(),
    titleEn: text("title_en").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("faq_groups_position_idx").on(t.position)],
);

/** A question and its answer in both languages; unpublished ones are seen by admins only. */
export const faqItems = pgTable(
  "faq_items",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    groupId: uuid("group_id")
      .notNull()
      .references(() => faqGroups.id, { onDelete: "cascade" }),
    position: integer("position").notNull().default(0),
    questionBg: text("question_bg").notNull(),
    questionEn: text("question_en").notNull(),
    answerBg: text("answer_bg").notNull(),
    answerEn: text("answer_en").notNull(),
    published: boolean("published").notNull().default(true),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("faq_items_group_idx").on(t.groupId, t.position)],
);

/**
 * Blog articles written by admins. Each article is written in one language (locale) and listed under
 * that language's /blog; body_html is stored only after the server's sanitizer has cleaned it.
 * published_at is set on first publishing and kept, so the article's date does not move on edits.
 */
export const blogPosts = pgTable(
  "blog_posts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    slug: text("slug").notNull(),
    locale: text("locale").notNull().default("bg"),
    title: text("title").notNull(),
    excerpt: text("excerpt").notNull().default(""),
    bodyHtml: text("body_html").notNull().default(""),
    coverFileId: uuid("cover_file_id").references(() => files.id, { onDelete: "set null" }),
    status: text("status").notNull().default("draft"),
    authorUserId: uuid("author_user_id").references(() => users.id, { onDelete: "set null" }),
    publishedAt: timestamp("published_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("blog_posts_slug_uq").on(t.slug),
    index("blog_posts_published_idx")
      .on(t.locale, t.publishedAt.desc())
      .where(sql`${t.status} = 'published'`),
    check("blog_posts_status_known", sql`${t.status} in ('draft', 'published')`),
    check("blog_posts_locale_known", sql`${t.locale} in ('bg', 'en')`),
  ],
);
