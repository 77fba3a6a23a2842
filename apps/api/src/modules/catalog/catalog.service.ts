import {
  audiences,
  type CourseDetail,
  type CourseListQuery,
  type CourseListResponse,
  courseTypes,
  type HomeResponse,
  type ProviderDetail,
  sitemapCoursesPerFile,
} from "@kursove/contracts";
import type { Currency } from "@kursove/contracts/currency";
import { catalogueMaxPage, lastPage } from "@kursove/contracts/domain/paging";
import { sofiaDateAndHour } from "@kursove/contracts/domain/sofia-time";
import type { Locale } from "@kursove/i18n";
import { and, asc, desc, eq, gt, ne, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { courses, providers, reviews } from "../../db/schema/index";
import { now, nowSql } from "../../platform/clock";
import { AppError } from "../../platform/errors";
import { fileUrl } from "../../platform/file-url";
import { runningPromotionSql } from "../authoring";
import { toInstructor } from "../instructors";
import { cardsIn, rating, toProviderSummary, toReview } from "./catalog.mappers";
import * as repo from "./catalog.repository";
import { findSuggestions } from "./search.repository";

export const cataloguePageSize = 12;
export const reviewsPageSize = 10;

/** One page of the public catalogue (GET /courses). */
export async function listCourses(
  db: Db,
  locale: Locale,
  currency: Currency,
  query: CourseListQuery,
): Promise<CourseListResponse> {
  const page = await repo.findCataloguePage(db, locale, query, cataloguePageSize);
  const { rows, total, prices, typeCounts } = page;
  const counts = new Map(typeCounts.map((t) => [t.value, t.count]));
  const audienceCounts = new Map(page.audienceCounts.map((a) => [a.value, a.count]));
  return {
    courses: rows.map(cardsIn(currency)),
    totalPages: lastPage(total, cataloguePageSize, catalogueMaxPage),
    page: query.page,
    total,
    filters: {
      prices,
      types: courseTypes.map((value) => ({ value, count: counts.get(value) ?? 0 })),
      categories: page.categoryCounts,
      languages: page.languageCounts.sort((a, b) => b.count - a.count),
      cities: page.cityCounts,
      audiences: audiences.map((value) => ({ value, count: audienceCounts.get(value) ?? 0 })),
    },
  };
}

/** Up to eight courses and three providers matching what the visitor types. */
export async function suggest(db: Db, q: string) {
  const { courseRows, providerRows } = await findSuggestions(db, q, 8);
  return { courses: courseRows, providers: providerRows };
}

/** The home page: best rated, starting soon, top providers and promoted courses. */
export async function getHome(db: Db, locale: Locale, currency: Currency): Promise<HomeResponse> {
  const toCourseCard = cardsIn(currency);
  const running = sql`coalesce(${courses.endsAt}, ${nowSql()}) >= ${nowSql()}`;
  const promoted = runningPromotionSql();
  const [top, upcoming, topProviders, stats, promotedRows] = await Promise.all([
    repo.findCourseCards(
      db,
      locale,
      running,
      // the home page features what a visitor can book (CATALOGUE-BOOKABLE-FIRST)
      repo.bookableFirst([desc(courses.ratingAvg), desc(courses.ratingCount), asc(courses.id)]),
      8,
    ),
    repo.findCourseCards(db, locale, gt(courses.startsAt, nowSql()), repo.bookableFirst(), 8),
    repo.findApprovedProviders(
      db,
      locale,
      undefined,
      [desc(providers.ratingAvg), asc(providers.companyName)],
      6,
    ),
    repo.countPublic(db),
    // Courses with a paid promotion running today (Sofia), the most recently paid first
    repo.findCourseCards(
      db,
      locale,
      promoted.isPromoted,
      repo.bookableFirst([sql`${promoted.paidAt} desc`, asc(courses.id)]),
      8,
    ),
  ]);
  return {
    top_courses: top.map(toCourseCard),
    upcoming_courses: upcoming.map(toCourseCard),
    top_providers: topProviders.map(toProviderSummary),
    promoted_courses: promotedRows.map(toCourseCard),
    stats,
  };
}

/** A public course page; 404 "course does not exist", or 403 while it awaits approval. */
export type Viewer = { id: string; isAdmin: boolean } | null;

/**
 * A course page. Only approved courses of approved providers are public; the owning provider and admins
 * also see the others (the page then says it awaits approval). Everyone else gets "course does not exist".
 */
export async function getCourse(
  db: Db,
  locale: Locale,
  currency: Currency,
  slug: string,
  viewer: Viewer = null,
): Promise<CourseDetail> {
  // one statement for the whole page (P8, ADR 042); the similar courses are their own call
  const found = await repo.findCoursePage(db, locale, slug, reviewsPageSize);
  if (!found) throw new AppError(404, "course_not_found");
  const isPublic = found.course.status === "approved" && found.providerStatus === "approved";
  const mayPreview = !!viewer && (viewer.isAdmin || viewer.id === found.providerOwnerId);
  if (!isPublic && !mayPreview) throw new AppError(404, "course_not_found");
  const c = found.course;
  const breakdown = found.stars.map((b) => ({
    stars: b.stars,
    count: Number(b.count),
    recommended: Number(b.recommended),
  }));
  const reviewCount = breakdown.reduce((sum, b) => sum + b.count, 0);
  const recommended = breakdown.reduce((sum, b) => sum + b.recommended, 0);
  const at = (d: Date | string) => sofiaDateAndHour(new Date(d));
  const iso = (d: string) => new Date(d).toISOString();
  return {
    ...cardsIn(currency)(found.card as repo.CourseCardRow),
    overview: c.overview,
    outcomes: c.outcomes,
    audience_text: c.audienceText,
    keywords: c.keywords,
    frequency: c.frequency === "subscription" ? "subscription" : "one_off",
    address: c.address,
    group_size: c.groupSize,
    requires_booking_approval: c.requiresBookingApproval,
    last_sell_date: c.lastSellDate?.toISOString() ?? null,
    payment_deadline: c.paymentDeadline?.toISOString() ?? null,
    cancellation_deadline: c.cancellationDeadline?.toISOString() ?? null,
    cover: found.coverId
      ? { url: fileUrl(found.coverId)!, width: found.coverWidth, height: found.coverHeight }
      : null,
    modules: found.modules.map((m) => ({
      id: m.id,
      title: m.title,
      description: m.description,
      sessions: found.sessions
        .filter((s) => s.module_id === m.id)
        .map((s) => ({
          id: s.id,
          title: s.title,
          description: s.description,
          date: at(s.starts_at).date,
          start_hour: at(s.starts_at).hour,
          end_hour: at(s.ends_at).hour,
          starts_at: iso(s.starts_at),
          ends_at: iso(s.ends_at),
          duration_minutes: s.duration_minutes,
          instructor:
            s.instructor_id && s.instructor_name ? { id: s.instructor_id, name: s.instructor_name } : null,
        })),
    })),
    slots: found.slots.map((s) => ({
      id: s.id,
      starts_at: iso(s.starts_at),
      ends_at: iso(s.ends_at),
      date: at(s.starts_at).date,
      start_hour: at(s.starts_at).hour,
      end_hour: at(s.ends_at).hour,
      places_left: Math.max(0, s.capacity - s.sold_count - Number(s.held)),
    })),
    instructors: found.instructors.map((i) =>
      toInstructor({
        instructor: {
          id: i.id,
          name: i.name,
          role: i.role,
          order: i.order,
          about: i.about,
          imageFileId: i.image_file_id,
        },
        imageWidth: i.image_width,
        imageHeight: i.image_height,
      }),
    ),
    status: c.status as CourseDetail["status"],
    awaiting_approval: !isPublic,
    // courses sell only once their provider can receive payouts; the cart refuses the others
    on_sale:
      isPublic &&
      found.providerPayoutsEnabled &&
      (!c.lastSellDate || c.lastSellDate.getTime() > now().getTime()),
    rating_summary: {
      average: rating(c.ratingAvg),
      count: reviewCount,
      recommend_percent: reviewCount ? Math.round((recommended / reviewCount) * 100) : 0,
      stars: [5, 4, 3, 2, 1].map((stars) => ({
        stars,
        count: breakdown.find((b) => b.stars === stars)?.count ?? 0,
      })),
    },
    reviews: found.reviews.map((r) =>
      toReview({
        id: r.id,
        firstName: r.first_name,
        lastName: r.last_name,
        overall: r.overall,
        content: r.content_rating,
        outcomes: r.outcomes_rating,
        recommend: r.recommend,
        comment: r.comment,
        reply: r.reply,
        createdAt: new Date(r.created_at),
      }),
    ),
    provider: toProviderSummary({
      provider: found.provider,
      cityName: found.providerCityName,
      logoWidth: found.logoWidth,
      logoHeight: found.logoHeight,
      coursesCount: found.coursesCount,
    }),
  };
}

/**
 * A public course's similar courses (GET /courses/{slug}/similar): asked by the course page after its first
 * paint, so a cold page does not wait for them (P8, ADR 042); 404 for a course that is not public.
 */
export async function listSimilarCourses(db: Db, locale: Locale, currency: Currency, slug: string) {
  const course = await repo.findCourseKinship(db, slug);
  if (!course) throw new AppError(404, "course_not_found");
  const rows = await findSimilarCourses(db, locale, course);
  return { courses: rows.map(cardsIn(currency)) };
}

/**
 * Up to four courses like this one that can still be booked (SIMILAR-BOOKABLE): its subcategory's first, then
 * the rest of its category, each best rated first. Asked in two steps rather than one OR sorted by "same
 * subcategory", so each walks an index in rating order and stops after four instead of sorting the whole
 * category on every course page (P8, ADR 034).
 */
async function findSimilarCourses(
  db: Db,
  locale: Locale,
  c: { id: string; categoryId: number | null; subcategoryId: number | null },
) {
  const order = [desc(courses.ratingAvg), asc(courses.id)];
  const open = and(ne(courses.id, c.id), repo.isBookableSql())!;
  // two stretches of one list (ADR 035): the second is read only when the first has fewer than four
  const stretches: repo.Segments = [
    ...(c.subcategoryId ? [{ where: eq(courses.subcategoryId, c.subcategoryId), order }] : []),
    ...(c.categoryId !== null
      ? [
          {
            where: and(
              eq(courses.categoryId, c.categoryId),
              c.subcategoryId ? sql`${courses.subcategoryId} is distinct from ${c.subcategoryId}` : undefined,
            ),
            order,
          },
        ]
      : []),
  ];
  return stretches.length ? repo.findCourseCards(db, locale, open, stretches, 4) : [];
}

/** A page of a public course's reviews (GET /courses/{slug}/reviews). */
export async function listCourseReviews(db: Db, slug: string, page: number) {
  const found = await repo.findCourseBySlug(db, slug);
  if (found?.course.status !== "approved" || found.providerStatus !== "approved") {
    throw new AppError(404, "course_not_found");
  }
  const [rows, total] = await Promise.all([
    repo.findVisibleReviews(
      db,
      eq(reviews.courseId, found.course.id),
      reviewsPageSize,
      (page - 1) * reviewsPageSize,
    ),
    repo.countVisibleReviews(db, found.course.id),
  ]);
  return { data: rows.map(toReview), last_page: Math.max(1, Math.ceil(total / reviewsPageSize)) };
}

/**
 * The sitemap's overview (GET /sitemap): every approved provider's address and the number of files the public
 * course pages take, sitemapCoursesPerFile to a file (CATALOGUE-SITEMAP). The count comes from the facet
 * summary, so the overview costs the same at a million courses as at a hundred.
 */
export async function getSitemapOverview(db: Db) {
  const [courseCount, providerRows] = await Promise.all([
    repo.countPublicCourses(db),
    db
      .select({ slug: providers.slug })
      .from(providers)
      .where(eq(providers.status, "approved"))
      .orderBy(asc(providers.slug)),
  ]);
  return { providers: providerRows, course_files: Math.ceil(courseCount / sitemapCoursesPerFile) };
}

/** One sitemap file's public course pages (GET /sitemap/courses?page), by address; none past the last. */
export async function listSitemapCourses(db: Db, page: number, perFile = sitemapCoursesPerFile) {
  const rows = await repo.findSitemapCourses(db, perFile, (page - 1) * perFile);
  return { courses: rows.map((c) => ({ slug: c.slug, updated_at: c.updatedAt.toISOString() })) };
}

/** Every approved provider, best rated first (GET /providers). */
export async function listProviders(db: Db, locale: Locale) {
  const rows = await repo.findApprovedProviders(
    db,
    locale,
    undefined,
    [desc(providers.ratingAvg), asc(providers.companyName)],
    200,
  );
  return { providers: rows.map(toProviderSummary) };
}

/** A public provider page: about, instructors, courses, student feedback and similar providers. */
/** A provider page: public once approved; before that only its owner and admins see it. */
export async function getProvider(
  db: Db,
  locale: Locale,
  currency: Currency,
  slug: string,
  viewer: Viewer = null,
): Promise<ProviderDetail> {
  const [row] = await repo.findApprovedProviders(
    db,
    locale,
    eq(providers.slug, slug),
    [asc(providers.id)],
    1,
    false,
  );
  const mayPreview = !!viewer && !!row && (viewer.isAdmin || viewer.id === row.provider.ownerUserId);
  if (!row || (row.provider.status !== "approved" && !mayPreview))
    throw new AppError(404, "provider_not_found");
  const p = row.provider;
  const [instructorRows, courseRows, feedback, similar] = await Promise.all([
    repo.findInstructors(db, p.id),
    repo.findCourseCards(db, locale, eq(courses.providerId, p.id), repo.bookableFirst(), 60),
    repo.findVisibleReviews(db, and(eq(courses.providerId, p.id), eq(courses.status, "approved"))!, 6),
    repo.findSimilarProviders(db, locale, p.id, 3),
  ]);
  return {
    ...toProviderSummary(row),
    status: p.status === "approved" ? "approved" : p.status === "rejected" ? "rejected" : "pending",
    welcome_text: p.welcomeText,
    description: p.description,
    website: p.website,
    email: p.email,
    phone: p.phone,
    address: p.address,
    instructors: instructorRows.map(toInstructor),
    courses: courseRows.map(cardsIn(currency)),
    feedback: feedback.map((f) => ({ ...toReview(f), course: { slug: f.courseSlug, title: f.courseTitle } })),
    similar: similar.map(toProviderSummary),
  };
}
