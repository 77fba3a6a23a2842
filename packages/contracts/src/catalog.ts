import { z } from "zod";
import { currency, maxStoredInt, pageQuery } from "./common";
import { catalogueMaxPage } from "./domain/paging";
import { audience, courseSort, courseStatuses, courseTiming, courseType, courseTypes } from "./reference";

const uuid = z.string().uuid();
const isoDateTime = z.string();

export const image = z.object({
  url: z.string(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
});

export const providerSummary = z.object({
  id: uuid,
  slug: z.string(),
  name: z.string(),
  punchline: z.string(),
  logo: image.nullable(),
  city: z.string().nullable(),
  rating: z.number(),
  rating_count: z.number().int(),
  courses_count: z.number().int(),
});
export type ProviderSummary = z.infer<typeof providerSummary>;

export const courseCard = z.object({
  id: uuid,
  slug: z.string(),
  title: z.string(),
  description: z.string(),
  types: z.array(courseType),
  audience: z.array(audience),
  language: z.string(),
  category: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  subcategory: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  city: z.string().nullable(),
  price: z.number().int(),
  early_bird_price: z.number().int().nullable(),
  early_bird_until: z.string().nullable(),
  current_price: z.number().int(),
  currency,
  starts_at: isoDateTime.nullable(),
  ends_at: isoDateTime.nullable(),
  timing: courseTiming,
  rating: z.number(),
  rating_count: z.number().int(),
  places_left: z.number().int(),
  capacity: z.number().int(),
  thumbnail: image.nullable(),
  provider: z.object({ id: uuid, slug: z.string(), name: z.string() }),
});
export type CourseCard = z.infer<typeof courseCard>;

const csv = <T extends z.ZodType>(item: T) =>
  z.preprocess(
    (v) =>
      v === undefined
        ? undefined
        : (Array.isArray(v) ? v : [v]).flatMap((x) => String(x).split(",")).filter(Boolean),
    z.array(item).optional(),
  );

/** GET /courses query (API.md). */
export const courseListQuery = z.object({
  category_id: z.coerce.number().int().positive().max(maxStoredInt).optional(),
  subcategory_id: z.coerce.number().int().positive().max(maxStoredInt).optional(),
  type: csv(courseType),
  price_min: z.coerce.number().int().min(0).max(maxStoredInt).optional(),
  price_max: z.coerce.number().int().min(0).max(maxStoredInt).optional(),
  language: csv(z.string().regex(/^[a-z]{2}$/)),
  city: z.string().max(64).optional(),
  date_from: z.iso.date().optional(),
  date_to: z.iso.date().optional(),
  rating: z.coerce.number().min(0).max(5).optional(),
  audience: audience.optional(),
  provider: z.string().max(100).optional(),
  q: z.string().trim().max(200).optional(),
  sort: courseSort.optional(),
  page: z.coerce.number().int().min(1).max(catalogueMaxPage).default(1),
});
export type CourseListQuery = z.infer<typeof courseListQuery>;

export const courseListResponse = z.object({
  courses: z.array(courseCard),
  totalPages: z.number().int(),
  page: z.number().int(),
  total: z.number().int(),
  filters: z.object({
    prices: z.object({ min: z.number().int(), max: z.number().int() }),
    types: z.array(z.object({ value: z.enum(courseTypes), count: z.number().int() })),
    categories: z.array(z.object({ id: z.number().int(), name: z.string(), count: z.number().int() })),
    languages: z.array(z.object({ value: z.string(), count: z.number().int() })),
    cities: z.array(z.object({ value: z.string(), name: z.string(), count: z.number().int() })),
    audiences: z.array(z.object({ value: audience, count: z.number().int() })),
  }),
});
export type CourseListResponse = z.infer<typeof courseListResponse>;

export const instructor = z.object({
  id: uuid,
  name: z.string(),
  role: z.string(),
  order: z.number().int(),
  about: z.string(),
  image: image.nullable(),
});
export type Instructor = z.infer<typeof instructor>;

export const courseSession = z.object({
  id: uuid,
  title: z.string(),
  description: z.string(),
  date: z.string(),
  start_hour: z.string(),
  end_hour: z.string(),
  starts_at: isoDateTime,
  ends_at: isoDateTime,
  duration_minutes: z.number().int(),
  instructor: z.object({ id: uuid, name: z.string() }).nullable(),
});

export const review = z.object({
  id: uuid,
  author: z.string(),
  overall: z.number().int(),
  content: z.number().int(),
  outcomes: z.number().int(),
  recommend: z.boolean(),
  comment: z.string(),
  reply: z.string().nullable(),
  date: isoDateTime,
});
export type Review = z.infer<typeof review>;

export const ratingSummary = z.object({
  average: z.number(),
  count: z.number().int(),
  recommend_percent: z.number().int(),
  stars: z.array(z.object({ stars: z.number().int(), count: z.number().int() })),
});

export const courseDetail = courseCard.extend({
  overview: z.string(),
  outcomes: z.array(z.string()),
  audience_text: z.string(),
  keywords: z.array(z.string()),
  frequency: z.enum(["one_off", "subscription"]),
  address: z.string().nullable(),
  group_size: z.number().int().nullable(),
  requires_booking_approval: z.boolean(),
  last_sell_date: isoDateTime.nullable(),
  payment_deadline: isoDateTime.nullable(),
  cancellation_deadline: isoDateTime.nullable(),
  cover: image.nullable(),
  modules: z.array(
    z.object({ id: uuid, title: z.string(), description: z.string(), sessions: z.array(courseSession) }),
  ),
  slots: z.array(
    z.object({
      id: uuid,
      starts_at: isoDateTime,
      ends_at: isoDateTime,
      date: z.string(),
      start_hour: z.string(),
      end_hour: z.string(),
      places_left: z.number().int(),
    }),
  ),
  instructors: z.array(instructor),
  /** the course's approval state; anything but approved is seen only by its provider and admins */
  status: z.enum(courseStatuses),
  awaiting_approval: z.boolean(),
  /** sold now: approved course of an approved provider that can receive payouts, last sell date not passed */
  on_sale: z.boolean(),
  rating_summary: ratingSummary,
  reviews: z.array(review),
  provider: providerSummary,
});

/** GET /courses/{slug}/similar: up to four bookable courses like it (SIMILAR-BOOKABLE), asked after the page's first paint. */
export const similarCourses = z.object({ courses: z.array(courseCard) });
export type SimilarCourses = z.infer<typeof similarCourses>;
export type CourseDetail = z.infer<typeof courseDetail>;

/** GET /courses/suggest: what the visitor may be looking for while typing */
export const suggestQuery = z.object({ q: z.string().trim().min(2).max(100) });
export const suggestResponse = z.object({
  courses: z.array(z.object({ slug: z.string(), title: z.string() })),
  providers: z.array(z.object({ slug: z.string(), name: z.string() })),
});
export type SuggestResponse = z.infer<typeof suggestResponse>;

/**
 * The sitemap in files (CATALOGUE-SITEMAP): the protocol allows at most 50,000 addresses a file, so the
 * course pages are listed this many to a file, each file one page of GET /sitemap/courses.
 */
export const sitemapCoursesPerFile = 10_000;

/** GET /sitemap: the provider pages and how many files the course pages take. */
export const sitemapOverview = z.object({
  providers: z.array(z.object({ slug: z.string() })),
  course_files: z.number().int(),
});
export type SitemapOverview = z.infer<typeof sitemapOverview>;

/** GET /sitemap/courses?page: one file's course pages, by address. */
export const sitemapCoursesQuery = z.object({ page: pageQuery });
export const sitemapCourses = z.object({
  courses: z.array(z.object({ slug: z.string(), updated_at: z.string() })),
});
export type SitemapCourses = z.infer<typeof sitemapCourses>;

export const reviewsPage = z.object({ data: z.array(review), last_page: z.number().int() });

export const providerDetail = providerSummary.extend({
  /** pending and rejected providers are seen only by their owner and admins */
  status: z.enum(["pending", "approved", "rejected"]),
  welcome_text: z.string(),
  description: z.string(),
  website: z.string(),
  email: z.string(),
  phone: z.string(),
  address: z.string(),
  instructors: z.array(instructor),
  courses: z.array(courseCard),
  feedback: z.array(review.extend({ course: z.object({ slug: z.string(), title: z.string() }) })),
  similar: z.array(providerSummary),
});
export type ProviderDetail = z.infer<typeof providerDetail>;

export const providerList = z.object({ providers: z.array(providerSummary) });

export const homeResponse = z.object({
  top_courses: z.array(courseCard),
  upcoming_courses: z.array(courseCard),
  top_providers: z.array(providerSummary),
  promoted_courses: z.array(courseCard),
  stats: z.object({ courses: z.number().int(), providers: z.number().int(), categories: z.number().int() }),
});
export type HomeResponse = z.infer<typeof homeResponse>;
