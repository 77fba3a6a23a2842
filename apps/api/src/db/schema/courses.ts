import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  customType,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { categories } from "./catalog";
import { files } from "./files";
import { instructors, providers } from "./providers";
import { cities } from "./reference";
import { users } from "./users";

/** PostgreSQL's full-text document; written only by the database (see courses.searchVector). */
const tsvector = customType<{ data: string }>({ dataType: () => "tsvector" });

export const courses = pgTable(
  "courses",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    providerId: uuid("provider_id")
      .notNull()
      .references(() => providers.id),
    slug: text("slug").notNull().unique(),
    /** draft -> in_review -> approved | rejected; deleted is a soft state */
    status: text("status").notNull().default("draft"),
    title: text("title").notNull(),
    description: text("description").notNull().default(""),
    overview: text("overview").notNull().default(""),
    outcomes: text("outcomes").array().notNull().default([]),
    audienceText: text("audience_text").notNull().default(""),
    keywords: text("keywords").array().notNull().default([]),
    categoryId: integer("category_id").references(() => categories.id),
    subcategoryId: integer("subcategory_id").references(() => categories.id),
    language: text("language").notNull().default("bg"),
    /** online, onsite, open, on_demand, certification, recorded, individual, group */
    types: text("types").array().notNull().default([]),
    /** consumers, business, kids, individuals */
    audience: text("audience").array().notNull().default([]),
    frequency: text("frequency").notNull().default("one_off"),
    meetingUrl: text("meeting_url"),
    cityId: integer("city_id").references(() => cities.id),
    address: text("address"),
    price: integer("price").notNull(),
    earlyBirdPrice: integer("early_bird_price"),
    earlyBirdUntil: date("early_bird_until"),
    capacity: integer("capacity").notNull(),
    groupSize: integer("group_size"),
    paymentDeadline: timestamp("payment_deadline", { withTimezone: true }),
    cancellationDeadline: timestamp("cancellation_deadline", { withTimezone: true }),
    lastSellDate: timestamp("last_sell_date", { withTimezone: true }),
    requiresBookingApproval: boolean("requires_booking_approval").notNull().default(false),
    coverFileId: uuid("cover_file_id").references(() => files.id),
    thumbnailFileId: uuid("thumbnail_file_id").references(() => files.id),
    videoUrl: text("video_url"),
    videoFileId: uuid("video_file_id").references(() => files.id),
    /** a video uploaded in the editor, held until the provider saves it onto the course */
    heldVideoFileId: uuid("held_video_file_id").references(() => files.id),
    startsAt: timestamp("starts_at", { withTimezone: true }),
    endsAt: timestamp("ends_at", { withTimezone: true }),
    ratingAvg: integer("rating_avg_x100").notNull().default(0),
    ratingCount: integer("rating_count").notNull().default(0),
    soldCount: integer("sold_count").notNull().default(0),
    publishedAt: timestamp("published_at", { withTimezone: true }),
    /** the review: last submission, the admin's decision and the reason of a rejection */
    submittedAt: timestamp("submitted_at", { withTimezone: true }),
    decidedAt: timestamp("decided_at", { withTimezone: true }),
    decidedByUserId: uuid("decided_by_user_id").references(() => users.id),
    rejectionReason: text("rejection_reason"),
    /** transliterated title, keywords, provider and description, kept by a trigger (migration 0002) */
    searchText: text("search_text").notNull().default(""),
    /**
     * The same texts as a full-text document, weighted title A, keywords B, provider C, description D, kept
     * by the same trigger (migration 0018, CATALOGUE-SEARCH-SCALE)
     */
    searchVector: tsvector("search_vector").notNull().default(sql`''::tsvector`),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("courses_provider_idx").on(t.providerId),
    index("courses_status_category_idx").on(t.status, t.categoryId),
    index("courses_subcategory_idx").on(t.subcategoryId),
    index("courses_search_trgm_idx").using("gin", t.searchText.op("gin_trgm_ops")),
    index("courses_search_vector_idx").using("gin", t.searchVector),
    index("courses_types_idx").using("gin", t.types),
    // every catalogue sort without a filter walks one of these in its ORDER BY's own order (nulls too) and
    // stops after the page; the default order walks the start index in stretches (P10 of docs/performance.md)
    // migration 0024 adds INCLUDE (provider, category, subcategory, language, city, price, types, audience):
    // the facet counts of a week's courses ("this week") then read the index alone (drizzle has no INCLUDE)
    index("courses_start_idx").on(t.startsAt, t.id).where(sql`status = 'approved'`),
    index("courses_on_demand_start_idx")
      .on(t.startsAt, t.id)
      .where(sql`status = 'approved' and 'on_demand' = any(types)`),
    index("courses_rating_idx")
      .on(t.ratingAvg.desc().nullsFirst(), t.ratingCount.desc().nullsFirst(), t.id)
      .where(sql`status = 'approved'`),
    index("courses_newest_idx").on(t.publishedAt.desc().nullsFirst(), t.id).where(sql`status = 'approved'`),
    index("courses_latest_idx").on(t.createdAt.desc().nullsFirst(), t.id).where(sql`status = 'approved'`),
    index("courses_bestsellers_idx")
      .on(t.soldCount.desc().nullsFirst(), t.ratingCount.desc().nullsFirst(), t.id)
      .where(sql`status = 'approved'`),
    index("courses_hot_idx")
      .on(t.ratingCount.desc().nullsFirst(), t.soldCount.desc().nullsFirst(), t.id)
      .where(sql`status = 'approved'`),
    // the catalogue's sorts within a category (in ORDER BY's own null order, DESC NULLS FIRST) walk these and stop after the page (P3 of docs/performance.md)
    index("courses_category_rating_idx")
      .on(t.categoryId, t.ratingAvg.desc().nullsFirst(), t.ratingCount.desc().nullsFirst(), t.id)
      .where(sql`status = 'approved'`),
    index("courses_category_newest_idx")
      .on(t.categoryId, t.publishedAt.desc().nullsFirst(), t.id)
      .where(sql`status = 'approved'`),
    // a course page's similar courses of its subcategory, best rated first, stop after four (P8, ADR 034)
    index("courses_subcategory_rating_idx")
      .on(t.subcategoryId, t.ratingAvg.desc().nullsFirst(), t.id)
      .where(sql`status = 'approved'`),
    // a provider's count of approved courses, shown with the provider on every course page, from the index alone (P8)
    index("courses_provider_approved_idx").on(t.providerId).where(sql`status = 'approved'`),
    // the catalogue filtered by a city reads that city's courses, not every course in the order of the sort
    index("courses_city_idx").on(t.cityId).where(sql`status = 'approved'`),
    // whether two providers share a category (a provider page's similar providers) is a probe per category
    index("courses_provider_category_idx").on(t.providerId, t.categoryId, t.status),
    // a provider's dashboard lists its soonest courses not ended yet
    index("courses_provider_start_idx").on(t.providerId, t.startsAt, t.id).where(sql`status = 'approved'`),
    // the back office's lists, latest change first: a provider's own courses and all courses in a status
    index("courses_provider_updated_idx").on(t.providerId, t.updatedAt.desc().nullsFirst(), t.id),
    index("courses_status_updated_idx").on(t.status, t.updatedAt.desc().nullsFirst(), t.id),
    // the sitemap's course files in address order (CATALOGUE-SITEMAP); migration 0028 adds INCLUDE
    // (updated_at, provider_id), so skipping to the last file reads the index alone
    index("courses_sitemap_idx").on(t.slug).where(sql`status = 'approved'`),
    // the admin's decision history, newest first (approvals.repository.ts): a page reads 20 entries
    index("courses_decided_idx").on(t.decidedAt.desc().nullsFirst(), t.id).where(sql`decided_at is not null`),
    // the backstop of the hold guard: no interleaving may sell more places than capacity
    check("courses_sold_within_capacity", sql`${t.soldCount} >= 0 and ${t.soldCount} <= ${t.capacity}`),
  ],
);

/**
 * The public catalogue summed per combination of its facets (CATALOGUE-FACETS, P3 of docs/performance.md): how many public courses
 * (approved, of an approved provider) share a category, subcategory, language, city, types and audience,
 * and their lowest and highest price. Kept by statement triggers on courses and providers (migration
 * 0012), so the catalogue's totals, price range and facet counts add up hundreds of rows, not every course.
 */
export const catalogueFacets = pgTable(
  "catalogue_facets",
  {
    categoryId: integer("category_id"),
    subcategoryId: integer("subcategory_id"),
    language: text("language").notNull(),
    cityId: integer("city_id"),
    types: text("types").array().notNull(),
    audience: text("audience").array().notNull(),
    courses: integer("courses").notNull(),
    minPrice: integer("min_price").notNull(),
    maxPrice: integer("max_price").notNull(),
  },
  (t) => [
    unique("catalogue_facets_key")
      .on(t.categoryId, t.subcategoryId, t.language, t.cityId, t.types, t.audience)
      .nullsNotDistinct(),
  ],
);

/**
 * The search dictionary: every word of the titles and keywords of approved courses, in Latin as the search
 * compares them, with how many courses use it; kept by statement triggers on courses (migration 0018). A
 * typo is corrected to the nearest words (trigrams), a word being typed is completed from it.
 */
export const searchWords = pgTable(
  "search_words",
  {
    word: text("word").primaryKey(),
    courses: integer("courses").notNull(),
  },
  (t) => [
    index("search_words_trgm_idx").using("gin", t.word.op("gin_trgm_ops")),
    index("search_words_prefix_idx").on(t.word.op("text_pattern_ops")),
  ],
);

export const courseModules = pgTable(
  "course_modules",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    courseId: uuid("course_id")
      .notNull()
      .references(() => courses.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    title: text("title").notNull(),
    description: text("description").notNull().default(""),
  },
  (t) => [index("course_modules_course_idx").on(t.courseId)],
);

export const courseSessions = pgTable(
  "course_sessions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    courseId: uuid("course_id")
      .notNull()
      .references(() => courses.id, { onDelete: "cascade" }),
    moduleId: uuid("module_id")
      .notNull()
      .references(() => courseModules.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    title: text("title").notNull(),
    description: text("description").notNull().default(""),
    startsAt: timestamp("starts_at", { withTimezone: true }).notNull(),
    endsAt: timestamp("ends_at", { withTimezone: true }).notNull(),
    durationMinutes: integer("duration_minutes").notNull(),
    instructorId: uuid("instructor_id").references(() => instructors.id, { onDelete: "set null" }),
  },
  (t) => [index("course_sessions_course_idx").on(t.courseId, t.startsAt)],
);

/** Date-and-hour slots of bookable (on demand) courses. */
export const courseSlots = pgTable(
  "course_slots",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    courseId: uuid("course_id")
      .notNull()
      .references(() => courses.id, { onDelete: "cascade" }),
    startsAt: timestamp("starts_at", { withTimezone: true }).notNull(),
    endsAt: timestamp("ends_at", { withTimezone: true }).notNull(),
    capacity: integer("capacity").notNull(),
    /** places of this slot in paid orders */
    soldCount: integer("sold_count").notNull().default(0),
  },
  (t) => [
    index("course_slots_course_idx").on(t.courseId, t.startsAt),
    check("course_slots_sold_within_capacity", sql`${t.soldCount} >= 0 and ${t.soldCount} <= ${t.capacity}`),
  ],
);

/** Course documents: at most 5 and 50 MB a course; held while edited, attached when saved. */
export const courseDocuments = pgTable(
  "course_documents",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    courseId: uuid("course_id")
      .notNull()
      .references(() => courses.id, { onDelete: "cascade" }),
    fileId: uuid("file_id")
      .notNull()
      .references(() => files.id),
    /** the uploaded file's name, cleaned, offered again on download */
    fileName: text("file_name").notNull(),
    label: text("label").notNull().default(""),
    description: text("description").notNull().default(""),
    position: integer("position").notNull().default(0),
    /** null while held in the editor; set when the provider saves the documents onto the course */
    attachedAt: timestamp("attached_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("course_documents_course_idx").on(t.courseId, t.position)],
);

/**
 * Changes to an approved course's content, waiting for the admins: the approved version stays on
 * sale until a revision is approved and applied. At most one open (draft or pending) revision a course.
 */
export const courseRevisions = pgTable(
  "course_revisions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    courseId: uuid("course_id")
      .notNull()
      .references(() => courses.id, { onDelete: "cascade" }),
    /** draft (being edited) -> pending (submitted) -> approved | rejected; withdrawn when discarded */
    status: text("status").notNull().default("pending"),
    /** the proposed general section and programme, in the shapes of the editor's requests */
    content: jsonb("content").notNull(),
    submittedByUserId: uuid("submitted_by_user_id").references(() => users.id),
    submittedAt: timestamp("submitted_at", { withTimezone: true }),
    decidedAt: timestamp("decided_at", { withTimezone: true }),
    decidedByUserId: uuid("decided_by_user_id").references(() => users.id),
    rejectionReason: text("rejection_reason"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("course_revisions_open_uq").on(t.courseId).where(sql`status in ('draft', 'pending')`),
    index("course_revisions_status_idx").on(t.status, t.submittedAt),
  ],
);

/** Promote course (PROMOTION-PRICE): 2.99 BGN a day, paid by card; leads home and the hot sort while it runs. */
export const promotions = pgTable(
  "promotions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    courseId: uuid("course_id")
      .notNull()
      .references(() => courses.id),
    providerId: uuid("provider_id")
      .notNull()
      .references(() => providers.id),
    dateFrom: date("date_from").notNull(),
    dateTo: date("date_to").notNull(),
    totalDays: integer("total_days").notNull(),
    /** total_days x price per day, in stotinki */
    amount: integer("amount").notNull(),
    currency: text("currency").notNull().default("BGN"),
    /**
     * Set only on a promotion converted to another currency of sale (npm run currency:convert, migration
     * 0016): the currency the card was charged in and the amount as charged, in its minor units.
     */
    originalCurrency: text("original_currency"),
    originalAmount: integer("original_amount"),
    /** awaiting_payment -> paid | canceled */
    status: text("status").notNull().default("awaiting_payment"),
    paymentIntentId: text("payment_intent_id"),
    paidAt: timestamp("paid_at", { withTimezone: true }),
    createdByUserId: uuid("created_by_user_id").references(() => users.id),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("promotions_running_idx").on(t.status, t.dateFrom, t.dateTo),
    index("promotions_course_idx").on(t.courseId),
    check("promotions_original_paired", sql`(${t.originalCurrency} is null) = (${t.originalAmount} is null)`),
  ],
);
