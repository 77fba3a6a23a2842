import type { CourseListQuery } from "@kursove/contracts";
import { addDays, sofiaInstant, thisWeek } from "@kursove/contracts/domain/sofia-time";
import type { Locale } from "@kursove/i18n";
import {
  and,
  asc,
  count,
  desc,
  eq,
  gte,
  inArray,
  lt,
  lte,
  max,
  min,
  ne,
  type SQL,
  type SQLWrapper,
  sql,
} from "drizzle-orm";
import { alias, type SelectedFields } from "drizzle-orm/pg-core";
import type { Db } from "../../db/client";
import {
  catalogueFacets,
  categories,
  cities,
  courseModules,
  courseSessions,
  courseSlots,
  courses,
  files,
  instructors,
  providers,
  reviews,
  users,
} from "../../db/schema/index";
import { now as businessNow, nowSql } from "../../platform/clock";
import { runningPromotionSql } from "../authoring";
import { heldOnCourseSql, heldOnUpcomingSlotsSql } from "../seats";
import { findTextMatches } from "./search.repository";

const subcategories = alias(categories, "subcategories");
const thumbnails = alias(files, "thumbnails");

const nextDay = (date: string) => addDays(date, 1);

/** Only approved courses of approved providers are public. */
export const isPublicCourse = and(eq(courses.status, "approved"), eq(providers.status, "approved"))!;

/**
 * Whether a course can be booked now, as the cart decides (cart.service's checkItems): its last sell date
 * is ahead, and it has not started, or it offers hours (on demand) until its last one. Every part compares
 * a kept column with the business clock's now, so an index on that column can serve it
 * (CATALOGUE-BOOKABLE-FIRST).
 */
export const isBookableSql = () => {
  const at = nowSql();
  return sql`(coalesce(${courses.lastSellDate}, 'infinity') > ${at}
  and (coalesce(${courses.startsAt}, 'infinity') > ${at}
    or ('on_demand' = any(${courses.types}) and ${courses.endsAt} > ${at})))`;
};

/** Courses open for booking first, then running ones, then finished ones: the order of every course list. */
export const bookableFirst = () => [
  sql`${isBookableSql()} desc`,
  sql`coalesce(${courses.endsAt} < ${nowSql()}, false) asc`,
];

/** The Bulgarian or English column of a translated name. */
const localized = <B, E>(locale: Locale, bg: B, en: E): B | E => (locale === "bg" ? bg : en);

const isBookable = sql`'on_demand' = any(${courses.types})`;
const sumOfUpcomingSlots = (column: SQL) =>
  sql`(select coalesce(sum(${column}), 0) from ${courseSlots} us
    where us.course_id = ${courses.id} and us.starts_at > ${nowSql()})`;
/**
 * A bookable course sells its slots, each with its own capacity: its places are those of the slots still
 * ahead (FEATURES 2.35), never the course's own capacity, which its sales do not count.
 */
const bookableOr = (slots: SQL, course: SQLWrapper) =>
  sql<number>`(case when ${isBookable} then ${slots} else ${course} end)`.mapWith(Number);

/** The columns of a course card, with its category, city, provider and thumbnail. */
function cardColumns(locale: Locale) {
  return {
    id: courses.id,
    slug: courses.slug,
    title: courses.title,
    description: courses.description,
    types: courses.types,
    audience: courses.audience,
    language: courses.language,
    categoryId: categories.id,
    categoryName: localized(locale, categories.nameBg, categories.nameEn),
    subcategoryId: subcategories.id,
    subcategoryName: localized(locale, subcategories.nameBg, subcategories.nameEn),
    cityName: localized(locale, cities.nameBg, cities.nameEn),
    price: courses.price,
    earlyBirdPrice: courses.earlyBirdPrice,
    earlyBirdUntil: courses.earlyBirdUntil,
    startsAt: courses.startsAt,
    endsAt: courses.endsAt,
    ratingAvg: courses.ratingAvg,
    ratingCount: courses.ratingCount,
    soldCount: bookableOr(sumOfUpcomingSlots(sql`us.sold_count`), courses.soldCount),
    capacity: bookableOr(sumOfUpcomingSlots(sql`us.capacity`), courses.capacity),
    // places in carts whose 20-minute hold is still valid count as taken
    heldCount: bookableOr(heldOnUpcomingSlotsSql(), heldOnCourseSql()),
    thumbnailId: thumbnails.id,
    thumbnailWidth: thumbnails.width,
    thumbnailHeight: thumbnails.height,
    providerId: providers.id,
    providerSlug: providers.slug,
    providerName: providers.companyName,
  };
}

export type CourseCardRow = Awaited<ReturnType<typeof selectCards>>[number];

function selectCards(db: Db, locale: Locale, where: SQL | undefined) {
  return db
    .select(cardColumns(locale))
    .from(courses)
    .innerJoin(providers, eq(providers.id, courses.providerId))
    .leftJoin(categories, eq(categories.id, courses.categoryId))
    .leftJoin(subcategories, eq(subcategories.id, courses.subcategoryId))
    .leftJoin(cities, eq(cities.id, courses.cityId))
    .leftJoin(thumbnails, eq(thumbnails.id, courses.thumbnailFileId))
    .where(where);
}

/**
 * The cards of one page: the page's ids first, sorted and cut on courses alone (an index in the sort's
 * order can stop after the page), then the cards of those ids, with their joins and places left, so the
 * places-left subquery runs for the page's courses and not for every match (P3 of docs/performance.md).
 */
async function findCardsPage(
  db: Db,
  locale: Locale,
  where: SQL | undefined,
  order: SQL[],
  limit: number,
  offset = 0,
): Promise<CourseCardRow[]> {
  const page = await db
    .select({ id: courses.id })
    .from(courses)
    .innerJoin(providers, eq(providers.id, courses.providerId))
    .leftJoin(cities, eq(cities.id, courses.cityId))
    .where(where)
    .orderBy(...order)
    .limit(limit)
    .offset(offset);
  return cardsInOrder(
    db,
    locale,
    page.map((r) => r.id),
  );
}

/** The cards of these courses, in the order of `ids`, whatever their status (a course page's own card). */
export async function cardsInOrder(db: Db, locale: Locale, ids: string[]): Promise<CourseCardRow[]> {
  if (!ids.length) return [];
  const rows = await selectCards(db, locale, inArray(courses.id, ids));
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** A page of matches in the order of `ranked` (at most a few thousand ids, ordered here, not in SQL). */
async function findRankedPage(
  db: Db,
  locale: Locale,
  where: SQL,
  ranked: string[],
  limit: number,
  offset: number,
): Promise<CourseCardRow[]> {
  const kept = await db
    .select({ id: courses.id })
    .from(courses)
    .innerJoin(providers, eq(providers.id, courses.providerId))
    .leftJoin(cities, eq(cities.id, courses.cityId))
    .where(where);
  const keep = new Set(kept.map((r) => r.id));
  return cardsInOrder(db, locale, ranked.filter((id) => keep.has(id)).slice(offset, offset + limit));
}

/** The WHERE of the catalogue for a query; the price filter can be left out to compute the price range. */
export function catalogueWhere(
  query: CourseListQuery,
  options: { withPrice: boolean; matchedIds?: string[] | undefined },
): SQL {
  const parts: (SQL | undefined)[] = [isPublicCourse];
  if (query.category_id) parts.push(eq(courses.categoryId, query.category_id));
  if (query.subcategory_id) parts.push(eq(courses.subcategoryId, query.subcategory_id));
  if (query.type?.length) parts.push(sql`${courses.types} && ${sql.param(query.type)}::text[]`);
  if (query.language?.length) parts.push(inArray(courses.language, query.language));
  if (query.audience) parts.push(sql`${query.audience} = any(${courses.audience})`);
  if (query.city) parts.push(eq(cities.slug, query.city));
  if (query.provider) parts.push(eq(providers.slug, query.provider));
  if (query.rating) parts.push(gte(courses.ratingAvg, Math.round(query.rating * 100)));
  // calendar days in Sofia, summer time included
  if (query.date_from) parts.push(gte(courses.endsAt, sofiaInstant(query.date_from, "00:00")));
  if (query.date_to) parts.push(lt(courses.startsAt, sofiaInstant(nextDay(query.date_to), "00:00")));
  if (query.sort === "this_week") {
    const week = thisWeek(businessNow());
    parts.push(gte(courses.startsAt, week.from), lt(courses.startsAt, week.until));
  }
  // free text is matched first (findTextMatches); its ids are the filter
  // (a semi-join on the list: `= any(array)` would compare each course with every id)
  if (query.q)
    parts.push(sql`${courses.id} in (select unnest(${sql.param(options.matchedIds ?? [])}::uuid[]))`);
  if (options.withPrice) {
    if (query.price_min !== undefined) parts.push(gte(courses.price, query.price_min));
    if (query.price_max !== undefined) parts.push(lte(courses.price, query.price_max));
  }
  return and(...parts)!;
}

function catalogueOrder(sort: CourseListQuery["sort"]): SQL[] {
  switch (sort) {
    case "rating":
      return [desc(courses.ratingAvg), desc(courses.ratingCount), asc(courses.id)];
    case "newest":
      return [desc(courses.publishedAt), asc(courses.id)];
    case "hot":
      // promoted courses lead the hot sort while their paid promotion runs
      return [
        sql`${runningPromotionSql().isPromoted} desc`,
        desc(courses.ratingCount),
        desc(courses.soldCount),
        asc(courses.id),
      ];
    case "bestsellers":
      return [desc(courses.soldCount), desc(courses.ratingCount), asc(courses.id)];
    case "this_week":
      return [asc(courses.startsAt), asc(courses.id)];
    case "latest":
      return [desc(courses.createdAt), asc(courses.id)];
    default:
      // what can be booked first, soonest first; closed and finished ones last (CATALOGUE-BOOKABLE-FIRST)
      return [...bookableFirst(), asc(courses.startsAt), asc(courses.id)];
  }
}

/**
 * Whether the catalogue_facets summary can give a query's total, price range and facet counts: it keeps
 * the category, subcategory, language, city, types and audience of the public courses, so it answers every
 * query filtered by those alone. Free text, provider, rating, dates, price and "this week" read courses.
 */
export const summaryAnswers = (query: CourseListQuery) =>
  !query.q &&
  !query.provider &&
  !query.rating &&
  !query.date_from &&
  !query.date_to &&
  query.sort !== "this_week" &&
  query.price_min === undefined &&
  query.price_max === undefined;

/** The WHERE of the summary for the filters it keeps (see summaryAnswers). */
function summaryWhere(query: CourseListQuery): SQL | undefined {
  const f = catalogueFacets;
  return and(
    query.category_id ? eq(f.categoryId, query.category_id) : undefined,
    query.subcategory_id ? eq(f.subcategoryId, query.subcategory_id) : undefined,
    query.type?.length ? sql`${f.types} && ${sql.param(query.type)}::text[]` : undefined,
    query.language?.length ? inArray(f.language, query.language) : undefined,
    query.audience ? sql`${query.audience} = any(${f.audience})` : undefined,
    query.city ? eq(cities.slug, query.city) : undefined,
  );
}

/** One page of the public catalogue with the total count, the price range and the facet counts. */
export async function findCataloguePage(
  db: Db,
  locale: Locale,
  query: CourseListQuery,
  pageSize: number,
  options: { live?: boolean } = {},
) {
  // the fuzzy text match is costly: find its courses once, then page and count on their ids
  const matchedIds = query.q ? await findTextMatches(db, query.q) : undefined;
  const where = catalogueWhere(query, { withPrice: true, matchedIds });
  const offset = (query.page - 1) * pageSize;
  const [rows, facets] = await Promise.all([
    // a search without a sort keeps the order of relevance its matches were found in (findTextMatches)
    matchedIds && !query.sort
      ? findRankedPage(db, locale, where, matchedIds, pageSize, offset)
      : findCardsPage(db, locale, where, catalogueOrder(query.sort), pageSize, offset),
    !options.live && summaryAnswers(query)
      ? summaryFacets(db, locale, query)
      : liveFacets(db, locale, query, where, matchedIds),
  ]);
  return { rows, ...facets };
}

type Facets = {
  total: number;
  prices: { min: number; max: number };
  typeCounts: { value: string; count: number }[];
  categoryCounts: { id: number; name: string; count: number }[];
  languageCounts: { value: string; count: number }[];
  cityCounts: { value: string; name: string; count: number }[];
  audienceCounts: { value: string; count: number }[];
};

/** A query with some of its filters left out: each facet counts with every other filter, not its own. */
const withoutFilters = (query: CourseListQuery, keys: (keyof CourseListQuery)[]): CourseListQuery => ({
  ...query,
  ...Object.fromEntries(keys.map((k) => [k, undefined])),
});

/** The total, price range and facet counts read from every matching course (`where`: the page's). */
async function liveFacets(
  db: Db,
  locale: Locale,
  query: CourseListQuery,
  where: SQL,
  matchedIds: string[] | undefined,
): Promise<Facets> {
  // the other values of a facet keep their counts while one is chosen
  const without = (...keys: (keyof CourseListQuery)[]) =>
    catalogueWhere(withoutFilters(query, keys), { withPrice: true, matchedIds });
  const counted = <T extends SelectedFields>(columns: T) =>
    db
      .select({ ...columns, count: count() })
      .from(courses)
      .innerJoin(providers, eq(providers.id, courses.providerId))
      .leftJoin(cities, eq(cities.id, courses.cityId));
  const [[totals], [range], typeRows, categoryRows, languageRows, cityRows, audienceRows] = await Promise.all(
    [
      counted({}).where(where),
      db
        .select({ min: min(courses.price), max: max(courses.price) })
        .from(courses)
        .innerJoin(providers, eq(providers.id, courses.providerId))
        .leftJoin(cities, eq(cities.id, courses.cityId))
        .where(catalogueWhere(query, { withPrice: false, matchedIds })),
      counted({ value: sql<string>`t.value` })
        .innerJoin(sql`unnest(${courses.types}) as t(value)`, sql`true`)
        .where(without("type"))
        .groupBy(sql`t.value`),
      counted({ id: categories.id, name: localized(locale, categories.nameBg, categories.nameEn) })
        .innerJoin(categories, eq(categories.id, courses.categoryId))
        .where(without("category_id", "subcategory_id"))
        .groupBy(categories.id, categories.nameBg, categories.nameEn, categories.position)
        .orderBy(asc(categories.position)),
      counted({ value: courses.language }).where(without("language")).groupBy(courses.language),
      counted({ value: cities.slug, name: localized(locale, cities.nameBg, cities.nameEn) })
        .where(and(without("city"), sql`${cities.slug} is not null`))
        .groupBy(cities.slug, cities.nameBg, cities.nameEn, cities.position)
        .orderBy(asc(cities.position)),
      counted({ value: sql<string>`a.value` })
        .innerJoin(sql`unnest(${courses.audience}) as a(value)`, sql`true`)
        .where(without("audience"))
        .groupBy(sql`a.value`),
    ],
  );
  return {
    total: totals?.count ?? 0,
    prices: { min: range?.min ?? 0, max: range?.max ?? 0 },
    typeCounts: typeRows,
    categoryCounts: categoryRows,
    languageCounts: languageRows,
    cityCounts: cityRows.map((c) => ({ value: c.value!, name: c.name!, count: c.count })),
    audienceCounts: audienceRows,
  };
}

/** The same as liveFacets for the queries the summary answers, adding up its rows (migration 0012). */
async function summaryFacets(db: Db, locale: Locale, query: CourseListQuery): Promise<Facets> {
  const f = catalogueFacets;
  const without = (...keys: (keyof CourseListQuery)[]) => summaryWhere(withoutFilters(query, keys));
  const summed = <T extends SelectedFields>(columns: T) =>
    db
      .select({ ...columns, count: sql<number>`coalesce(sum(${f.courses}), 0)::int`.mapWith(Number) })
      .from(f)
      .leftJoin(cities, eq(cities.id, f.cityId));
  const [[totals], typeRows, categoryRows, languageRows, cityRows, audienceRows] = await Promise.all([
    summed({ min: min(f.minPrice), max: max(f.maxPrice) }).where(summaryWhere(query)),
    summed({ value: sql<string>`t.value` })
      .innerJoin(sql`unnest(${f.types}) as t(value)`, sql`true`)
      .where(without("type"))
      .groupBy(sql`t.value`),
    summed({ id: categories.id, name: localized(locale, categories.nameBg, categories.nameEn) })
      .innerJoin(categories, eq(categories.id, f.categoryId))
      .where(without("category_id", "subcategory_id"))
      .groupBy(categories.id, categories.nameBg, categories.nameEn, categories.position)
      .orderBy(asc(categories.position)),
    summed({ value: f.language }).where(without("language")).groupBy(f.language),
    summed({ value: cities.slug, name: localized(locale, cities.nameBg, cities.nameEn) })
      .where(and(without("city"), sql`${cities.slug} is not null`))
      .groupBy(cities.slug, cities.nameBg, cities.nameEn, cities.position)
      .orderBy(asc(cities.position)),
    summed({ value: sql<string>`a.value` })
      .innerJoin(sql`unnest(${f.audience}) as a(value)`, sql`true`)
      .where(without("audience"))
      .groupBy(sql`a.value`),
  ]);
  return {
    total: totals?.count ?? 0,
    prices: { min: totals?.min ?? 0, max: totals?.max ?? 0 },
    typeCounts: typeRows,
    categoryCounts: categoryRows,
    languageCounts: languageRows,
    cityCounts: cityRows.map((c) => ({ value: c.value!, name: c.name!, count: c.count })),
    audienceCounts: audienceRows,
  };
}

/** What a free-text query looks for: its words in Latin, also in the other language, and the categories it names. */
export function findCourseCards(
  db: Db,
  locale: Locale,
  where: SQL,
  order: SQL[],
  limit: number,
  publicOnly = true,
) {
  return findCardsPage(db, locale, publicOnly ? and(isPublicCourse, where) : where, order, limit);
}

export async function findCourseBySlug(db: Db, slug: string) {
  const [row] = await db
    .select({
      course: courses,
      providerStatus: providers.status,
      providerOwnerId: providers.ownerUserId,
      providerPayoutsEnabled: providers.paymentPayoutsEnabled,
    })
    .from(courses)
    .innerJoin(providers, eq(providers.id, courses.providerId))
    .where(and(eq(courses.slug, slug), ne(courses.status, "deleted")))
    .limit(1);
  return row;
}

export async function findCourseProgram(db: Db, courseId: string) {
  const [modules, sessions, slots] = await Promise.all([
    db
      .select()
      .from(courseModules)
      .where(eq(courseModules.courseId, courseId))
      .orderBy(asc(courseModules.position)),
    db
      .select({ session: courseSessions, instructorName: instructors.name })
      .from(courseSessions)
      .leftJoin(instructors, eq(instructors.id, courseSessions.instructorId))
      .where(eq(courseSessions.courseId, courseId))
      .orderBy(asc(courseSessions.startsAt), asc(courseSessions.position)),
    db
      .select()
      .from(courseSlots)
      .where(eq(courseSlots.courseId, courseId))
      .orderBy(asc(courseSlots.startsAt)),
  ]);
  return { modules, sessions, slots };
}

export function findInstructors(db: Db, providerId: string, onlyIds?: string[]) {
  const where = onlyIds
    ? and(eq(instructors.providerId, providerId), inArray(instructors.id, onlyIds))
    : eq(instructors.providerId, providerId);
  return db
    .select({ instructor: instructors, imageWidth: files.width, imageHeight: files.height })
    .from(instructors)
    .leftJoin(files, eq(files.id, instructors.imageFileId))
    .where(where)
    .orderBy(desc(instructors.order), asc(instructors.name));
}

const reviewColumns = {
  id: reviews.id,
  firstName: users.firstName,
  lastName: users.lastName,
  overall: reviews.overall,
  content: reviews.contentRating,
  outcomes: reviews.outcomesRating,
  recommend: reviews.recommend,
  comment: reviews.comment,
  reply: reviews.reply,
  createdAt: reviews.createdAt,
  courseSlug: courses.slug,
  courseTitle: courses.title,
};

export function findVisibleReviews(db: Db, where: SQL, limit: number, offset = 0) {
  return db
    .select(reviewColumns)
    .from(reviews)
    .innerJoin(users, eq(users.id, reviews.userId))
    .innerJoin(courses, eq(courses.id, reviews.courseId))
    .where(and(eq(reviews.hidden, false), where))
    .orderBy(desc(reviews.createdAt), asc(reviews.id))
    .limit(limit)
    .offset(offset);
}

export async function countVisibleReviews(db: Db, courseId: string) {
  const [row] = await db
    .select({ n: count() })
    .from(reviews)
    .where(and(eq(reviews.courseId, courseId), eq(reviews.hidden, false)));
  return row?.n ?? 0;
}

export function findRatingBreakdown(db: Db, courseId: string) {
  return db
    .select({
      stars: reviews.overall,
      count: count(),
      recommended: sql<number>`count(*) filter (where ${reviews.recommend})`.mapWith(Number),
    })
    .from(reviews)
    .where(and(eq(reviews.courseId, courseId), eq(reviews.hidden, false)))
    .groupBy(reviews.overall);
}

const providerColumns = (locale: Locale) => ({
  provider: providers,
  cityName: localized(locale, cities.nameBg, cities.nameEn),
  logoWidth: files.width,
  logoHeight: files.height,
  coursesCount:
    sql<number>`(select count(*) from ${courses} c where c.provider_id = ${providers.id} and c.status = 'approved')`.mapWith(
      Number,
    ),
});

export function findApprovedProviders(
  db: Db,
  locale: Locale,
  where: SQL | undefined,
  order: SQL[],
  limit: number,
  approvedOnly = true,
) {
  return db
    .select(providerColumns(locale))
    .from(providers)
    .leftJoin(cities, eq(cities.id, providers.cityId))
    .leftJoin(files, eq(files.id, providers.logoFileId))
    .where(and(approvedOnly ? eq(providers.status, "approved") : undefined, where))
    .orderBy(...order)
    .limit(limit);
}

export type ProviderRow = Awaited<ReturnType<typeof findApprovedProviders>>[number];

/** Providers that teach in the same categories as the given one, best rated first. */
export function findSimilarProviders(db: Db, locale: Locale, providerId: string, limit: number) {
  const sameCategory = sql`exists (select 1 from ${courses} a join ${courses} b on a.category_id = b.category_id
    where a.provider_id = ${providerId} and b.provider_id = ${providers.id} and b.status = 'approved')`;
  return findApprovedProviders(
    db,
    locale,
    and(ne(providers.id, providerId), sameCategory),
    [desc(providers.ratingAvg), asc(providers.companyName)],
    limit,
  );
}

export async function countPublic(db: Db) {
  const [[c], [p], [k]] = await Promise.all([
    db
      .select({ n: count() })
      .from(courses)
      .innerJoin(providers, eq(providers.id, courses.providerId))
      .where(isPublicCourse),
    db.select({ n: count() }).from(providers).where(eq(providers.status, "approved")),
    db.select({ n: count() }).from(categories).where(sql`${categories.parentId} is null`),
  ]);
  return { courses: c?.n ?? 0, providers: p?.n ?? 0, categories: k?.n ?? 0 };
}
