import { audiences, type CourseListQuery, courseTypes } from "@kursove/contracts";
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
import { type Db, queryRows } from "../../db/client";
import {
  cartItems,
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
import {
  findTextMatches,
  rankedSearchSql,
  searchMatchLimit,
  searchOf,
  withIndexReads,
} from "./search.repository";

const subcategories = alias(categories, "subcategories");
const thumbnails = alias(files, "thumbnails");

const nextDay = (date: string) => addDays(date, 1);

/** Only approved courses of approved providers are public. */
export const isPublicCourse = and(eq(courses.status, "approved"), eq(providers.status, "approved"))!;

/** An on-demand course: one that sells hours (slots), each until it starts. */
const isBookable = sql`'on_demand' = any(${courses.types})`;

/** Sales are open: the last sell date, if the course has one, is ahead. */
const salesOpenSql = (at: SQL) => sql`coalesce(${courses.lastSellDate}, 'infinity') > ${at}`;

/** An on-demand course still offering hours: it has not ended (one without an end never does). */
const offersHoursSql = (at: SQL) => sql`(${isBookable} and coalesce(${courses.endsAt}, 'infinity') > ${at})`;

/**
 * Whether a course can be booked now, as the cart decides (cart.service's checkItems): its last sell date
 * is ahead, and it has not started, or it offers hours (on demand). Every part compares a kept column with
 * the business clock's now and none is ever null, so "not bookable" is exact (CATALOGUE-BOOKABLE-FIRST).
 */
export const isBookableSql = () => {
  const at = nowSql();
  return sql`(${salesOpenSql(at)} and (coalesce(${courses.startsAt}, 'infinity') > ${at} or ${offersHoursSql(at)}))`;
};

/** Whether a course has ended on the business clock (a course without an end never has). */
const hasEndedSql = () => sql`coalesce(${courses.endsAt} < ${nowSql()}, false)`;

/**
 * One stretch of a list's order: the courses matching `where`, in `order`. A list in several stretches
 * (`Segments`) shows them one after the other; each is one index walk that stops after the page, where a
 * single ORDER BY on an expression of now() would sort every match (P10 of docs/performance.md).
 */
export type Segment = { where?: SQL | undefined; order: SQL[] };
export type Segments = Segment[];

/**
 * Courses open for booking first, then running ones, then finished ones, each in `order`: the order of
 * every course list (CATALOGUE-BOOKABLE-FIRST). In the default order (by start) the bookable stretch is cut
 * by start again, so each piece is a range of the start index: on-demand courses already running, courses
 * starting later, courses without a start.
 */
export const bookableFirst = (order: SQL[] = startOrder): Segments => {
  const at = nowSql();
  const open = salesOpenSql(at);
  const bookable = isBookableSql();
  return [
    ...(order === startOrder
      ? [
          { where: sql`${open} and ${courses.startsAt} <= ${at} and ${offersHoursSql(at)}` },
          { where: sql`${open} and ${courses.startsAt} > ${at}` },
          { where: sql`${open} and ${courses.startsAt} is null` },
        ]
      : [{ where: bookable }]),
    { where: sql`not ${bookable} and not ${hasEndedSql()}` },
    { where: sql`not ${bookable} and ${hasEndedSql()}` },
  ].map((segment) => ({ ...segment, order }));
};

/** Soonest start first, courses without a start last: the default order within each stretch. */
export const startOrder = [asc(courses.startsAt), asc(courses.id)];

/** The Bulgarian or English column of a translated name. */
const localized = <B, E>(locale: Locale, bg: B, en: E): B | E => (locale === "bg" ? bg : en);

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
 * The stretches are read in turn, each cut at what the page still needs, so a first page reads one or two;
 * a stretch that ends before the page's offset is counted and skipped whole.
 */
async function findCardsPage(
  db: Db,
  locale: Locale,
  where: SQL | undefined,
  segments: Segments,
  limit: number,
  offset = 0,
): Promise<CourseCardRow[]> {
  const ids: string[] = [];
  let skip = offset;
  const matching = (segment: Segment) =>
    db
      .select({ id: courses.id })
      .from(courses)
      .innerJoin(providers, eq(providers.id, courses.providerId))
      .leftJoin(cities, eq(cities.id, courses.cityId))
      .where(and(where, segment.where));
  for (const segment of segments) {
    const rows = await matching(segment)
      .orderBy(...segment.order)
      .limit(limit - ids.length)
      .offset(skip);
    ids.push(...rows.map((r) => r.id));
    if (ids.length >= limit) break;
    if (rows.length) skip = 0;
    else if (skip > 0) skip -= await db.$count(matching(segment).as("stretch"));
  }
  return cardsInOrder(db, locale, ids);
}

/** The cards of these courses, in the order of `ids`, whatever their status (a course page's own card). */
export async function cardsInOrder(db: Db, locale: Locale, ids: string[]): Promise<CourseCardRow[]> {
  if (!ids.length) return [];
  const rows = await selectCards(db, locale, inArray(courses.id, ids));
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** The facets of the catalogue: each counts its values with every filter but its own. */
type Facet = "category" | "type" | "language" | "audience" | "city" | "price";

/**
 * The conditions of a query: `base` (public, provider, rating, dates, this week, free text), which every
 * count keeps, and one per facet, which that facet's own counts leave out.
 */
/** The matches of free text: their ids, or the ranked subquery of them (search.repository rankedSearchSql). */
type Matched = string[] | { ranked: SQL };

/**
 * The columns of the courses the catalogue's conditions and counts read (catalogueConditions, liveFacets):
 * ranked matches carry them, and are then read under the name `courses` (a condition on another column fails loudly).
 */
const rankedColumns = [
  courses.status,
  courses.providerId,
  courses.categoryId,
  courses.subcategoryId,
  courses.cityId,
  courses.types,
  courses.audience,
  courses.language,
  courses.price,
  courses.ratingAvg,
  courses.startsAt,
  courses.endsAt,
].map((column) => sql`${column}`);

function catalogueConditions(query: CourseListQuery, matched?: Matched) {
  const base: (SQL | undefined)[] = [isPublicCourse];
  if (query.provider) base.push(eq(providers.slug, query.provider));
  if (query.rating) base.push(gte(courses.ratingAvg, Math.round(query.rating * 100)));
  // calendar days in Sofia, summer time included
  if (query.date_from) base.push(gte(courses.endsAt, sofiaInstant(query.date_from, "00:00")));
  if (query.date_to) base.push(lt(courses.startsAt, sofiaInstant(nextDay(query.date_to), "00:00")));
  if (query.sort === "this_week") {
    const week = thisWeek(businessNow());
    base.push(gte(courses.startsAt, week.from), lt(courses.startsAt, week.until));
  }
  // free text is matched first (findTextMatches); its ids are the filter
  // (a semi-join on the list: `= any(array)` would compare each course with every id)
  // (ranked matches are read themselves: see liveFacets)
  if (query.q && (Array.isArray(matched) || !matched))
    base.push(sql`${courses.id} in (select unnest(${sql.param(matched ?? [])}::uuid[]))`);
  const facets: Record<Facet, SQL | undefined> = {
    category: and(
      query.category_id ? eq(courses.categoryId, query.category_id) : undefined,
      query.subcategory_id ? eq(courses.subcategoryId, query.subcategory_id) : undefined,
    ),
    type: query.type?.length ? sql`${courses.types} && ${sql.param(query.type)}::text[]` : undefined,
    language: query.language?.length ? inArray(courses.language, query.language) : undefined,
    audience: query.audience ? sql`${query.audience} = any(${courses.audience})` : undefined,
    // the city's id, not its name through the join: the planner then knows how many courses it has (none,
    // few or a third of the catalogue) and reads them by the city index rather than walking the whole sort
    // order for them (15 s at a million courses)
    city: query.city
      ? sql`${courses.cityId} = (select ci.id from ${cities} ci where ci.slug = ${query.city})`
      : undefined,
    price: and(
      query.price_min !== undefined ? gte(courses.price, query.price_min) : undefined,
      query.price_max !== undefined ? lte(courses.price, query.price_max) : undefined,
    ),
  };
  return { base: and(...base)!, facets };
}

/** The WHERE of the catalogue for a query: every condition of catalogueConditions. */
export function catalogueWhere(query: CourseListQuery, matchedIds?: string[]): SQL {
  const { base, facets } = catalogueConditions(query, matchedIds);
  return and(base, ...Object.values(facets))!;
}

/** The order of a catalogue sort, in the stretches read one after the other (see Segment). */
function catalogueOrder(sort: CourseListQuery["sort"]): Segments {
  switch (sort) {
    case "rating":
      return [{ order: [desc(courses.ratingAvg), desc(courses.ratingCount), asc(courses.id)] }];
    case "newest":
      return [{ order: [desc(courses.publishedAt), asc(courses.id)] }];
    case "hot": {
      // promoted courses lead the hot sort while their paid promotion runs
      const { isPromoted } = runningPromotionSql();
      const order = [desc(courses.ratingCount), desc(courses.soldCount), asc(courses.id)];
      return [
        { where: isPromoted, order },
        { where: sql`not ${isPromoted}`, order },
      ];
    }
    case "bestsellers":
      return [{ order: [desc(courses.soldCount), desc(courses.ratingCount), asc(courses.id)] }];
    case "this_week":
      return [{ order: startOrder }];
    case "latest":
      return [{ order: [desc(courses.createdAt), asc(courses.id)] }];
    default:
      // what can be booked first, soonest first; closed and finished ones last (CATALOGUE-BOOKABLE-FIRST)
      return bookableFirst();
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
  const offset = (query.page - 1) * pageSize;
  // a search without a sort is in the order of relevance: one statement ranks the matches, counts the
  // facets and picks the page's ids, so the matches are read once (P9 of docs/performance.md)
  if (query.q && !query.sort) {
    const search = await searchOf(db, query.q);
    const page = { offset, limit: pageSize };
    const matched = search ? { ranked: rankedSearchSql(search, searchMatchLimit, rankedColumns) } : [];
    const found = await withIndexReads(db, (tx) => liveFacets(tx, locale, query, matched, { page }));
    return { rows: await cardsInOrder(db, locale, found.page), ...found.facets };
  }
  // the fuzzy text match is costly: find its courses once, then page and count on their ids
  const matchedIds = query.q ? await findTextMatches(db, query.q) : undefined;
  const where = catalogueWhere(query, matchedIds);
  const [rows, facets] = await Promise.all([
    findCardsPage(db, locale, where, catalogueOrder(query.sort), pageSize, offset),
    !options.live && summaryAnswers(query)
      ? summaryFacets(db, locale, query)
      : liveFacets(db, locale, query, matchedIds).then((live) => live.facets),
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

/**
 * The total, price range and facet counts read from every matching course, in one statement: the courses
 * that pass the base conditions are read once (with a flag per facet condition), and each count adds up
 * the rows that pass every flag but its own facet's. Seven separate counts read the matches seven times
 * (P9 of docs/performance.md).
 */
async function liveFacets(
  db: Db,
  locale: Locale,
  query: CourseListQuery,
  matched: Matched | undefined,
  options: { page?: { offset: number; limit: number } } = {},
): Promise<{ facets: Facets; page: string[] }> {
  const { base, facets: conditions } = catalogueConditions(query, matched);
  const ranked = matched && !Array.isArray(matched) ? matched.ranked : undefined;
  const names = Object.keys(conditions) as Facet[];
  const flag = (facet: Facet) => sql.raw(`ok_${facet}`);
  const flags = sql.join(
    names.map((facet) => sql`coalesce(${conditions[facet] ?? sql`true`}, false) as ${flag(facet)}`),
    sql`, `,
  );
  // the rows that pass every facet's condition except those named
  const passing = (...except: Facet[]) =>
    sql.join(names.filter((f) => !except.includes(f)).map(flag), sql` and `);
  // the courses having each value of an array column, in one pass (an unnest would join every row to its values)
  const countsOf = (column: "types" | "audience", values: readonly string[], facet: Facet) =>
    sql`array[${sql.join(
      values.map((v) => sql`count(*) filter (where ${passing(facet)} and ${v} = any(m.${sql.raw(column)}))`),
      sql`, `,
    )}]`;
  const categoryName = locale === "bg" ? sql`c.name_bg` : sql`c.name_en`;
  const cityName = locale === "bg" ? sql`ci.name_bg` : sql`ci.name_en`;
  const result = await queryRows<{
    kind: string;
    key: string | null;
    name: string | null;
    n: number | string | null;
    lo: number | null;
    hi: number | null;
  }>(
    db,
    sql`with ${ranked ? sql`ranked as materialized (${ranked}), ` : sql``}m as materialized (
      select ${courses.id} as id, ${courses.types} as types, ${courses.audience} as audience, ${courses.language} as language,
        ${courses.categoryId} as category_id, ${courses.cityId} as city_id, ${courses.price} as price, ${flags}
      from ${ranked ? sql`ranked as ${courses}` : courses}
      inner join ${providers} on ${providers.id} = ${courses.providerId}
      left join ${cities} on ${cities.id} = ${courses.cityId}
      where ${base})
    select 'total' as kind, null as key, null as name, count(*) filter (where ${passing()}) as n,
      min(price) filter (where ${passing("price")}) as lo, max(price) filter (where ${passing("price")}) as hi, 0 as pos
      from m
    union all
    select 'type', v.value, null, g.n[v.i], null, null, 0 from (select ${countsOf("types", courseTypes, "type")} as n from m) g,
      unnest(${sql.param([...courseTypes])}::text[]) with ordinality as v(value, i) where g.n[v.i] > 0
    union all
    select 'category', g.category_id::text, ${categoryName}, g.n, null, null, c.position
      from (select category_id, count(*) as n from m where ${passing("category")} group by category_id) g
      join ${categories} c on c.id = g.category_id
    union all
    select 'language', language, null, count(*), null, null, 0 from m where ${passing("language")} group by language
    union all
    select 'city', ci.slug, ${cityName}, g.n, null, null, ci.position
      from (select city_id, count(*) as n from m where ${passing("city")} group by city_id) g
      join ${cities} ci on ci.id = g.city_id
    union all
    select 'audience', v.value, null, g.n[v.i], null, null, 0 from (select ${countsOf("audience", audiences, "audience")} as n from m) g,
      unnest(${sql.param([...audiences])}::text[]) with ordinality as v(value, i) where g.n[v.i] > 0
    ${
      ranked
        ? sql`union all (select 'page', m.id::text, null, 0, null, null, r.pos from m join ranked r on r.id = m.id
            where ${passing()} order by r.pos offset ${options.page?.offset ?? 0} limit ${options.page?.limit ?? 0})`
        : sql``
    }
    order by kind, pos, key`,
  );
  const rows = result.map((r) => ({ ...r, n: Number(r.n ?? 0) }));
  const of = (kind: string) => rows.filter((r) => r.kind === kind);
  const totals = of("total")[0];
  const facets: Facets = {
    total: totals?.n ?? 0,
    prices: { min: totals?.lo ?? 0, max: totals?.hi ?? 0 },
    typeCounts: of("type").map((r) => ({ value: r.key!, count: r.n })),
    categoryCounts: of("category").map((r) => ({ id: Number(r.key), name: r.name!, count: r.n })),
    languageCounts: of("language").map((r) => ({ value: r.key!, count: r.n })),
    cityCounts: of("city").map((r) => ({ value: r.key!, name: r.name!, count: r.n })),
    audienceCounts: of("audience").map((r) => ({ value: r.key!, count: r.n })),
  };
  return { facets, page: of("page").map((r) => r.key!) };
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

/** Up to `limit` course cards matching `where`, in the stretches of `order` (public courses only by default). */
export function findCourseCards(
  db: Db,
  locale: Locale,
  where: SQL,
  order: Segments,
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

const covers = alias(files, "covers");
const logos = alias(files, "logos");
const providerCities = alias(cities, "provider_cities");

/** A JSON array of a subquery's rows (`[]` when none), read back by the driver as an array. */
const jsonRows = <T>(query: SQL) =>
  sql<T[]>`(select coalesce(json_agg(r), '[]'::json) from (${query}) r)`.mapWith((v: unknown) =>
    typeof v === "string" ? (JSON.parse(v) as T[]) : (v as T[]),
  );

type At = string;
export type PageModule = { id: string; title: string; description: string };
export type PageSession = {
  id: string;
  module_id: string;
  title: string;
  description: string;
  starts_at: At;
  ends_at: At;
  duration_minutes: number;
  instructor_id: string | null;
  instructor_name: string | null;
};
export type PageSlot = {
  id: string;
  starts_at: At;
  ends_at: At;
  capacity: number;
  sold_count: number;
  held: number;
};
export type PageStars = { stars: number; count: number; recommended: number };
export type PageReview = {
  id: string;
  first_name: string;
  last_name: string;
  overall: number;
  content_rating: number;
  outcomes_rating: number;
  recommend: boolean;
  comment: string;
  reply: string | null;
  created_at: At;
};
export type PageInstructor = {
  id: string;
  name: string;
  role: string;
  order: number;
  about: string;
  image_file_id: string | null;
  image_width: number | null;
  image_height: number | null;
};

/**
 * Everything a course page shows but its similar courses, in one statement (P8, ADR 042): the course, its
 * own card, its provider's summary, its cover, and as JSON arrays its modules, sessions, slots with their
 * held places, rating breakdown, latest visible reviews and instructors. It was twelve queries, each a
 * round trip and a statement built by drizzle. The subqueries are those of the queries it replaces.
 */
export async function findCoursePage(db: Db, locale: Locale, slug: string, reviewsLimit: number) {
  const prepared = coursePageStatements.get(db) ?? {};
  coursePageStatements.set(db, prepared);
  prepared[locale] ??= prepareCoursePage(db, locale);
  const [row] = await prepared[locale].execute({ slug, reviewsLimit });
  return row;
}

/**
 * The page's statement is built once per database and language and prepared under a name: building this
 * many columns with drizzle cost about 1 ms of the server's CPU per cold page, and PostgreSQL plans it once
 * per connection instead of on every request (P8, ADR 042).
 */
const coursePageStatements = new WeakMap<Db, Partial<Record<Locale, ReturnType<typeof prepareCoursePage>>>>();

function prepareCoursePage(db: Db, locale: Locale) {
  const course = sql`${courses.id}`;
  return db
    .select({
      course: courses,
      providerStatus: providers.status,
      providerOwnerId: providers.ownerUserId,
      providerPayoutsEnabled: providers.paymentPayoutsEnabled,
      card: cardColumns(locale),
      provider: providers,
      providerCityName: localized(locale, providerCities.nameBg, providerCities.nameEn),
      logoWidth: logos.width,
      logoHeight: logos.height,
      coursesCount: providerColumns(locale).coursesCount,
      coverId: covers.id,
      coverWidth: covers.width,
      coverHeight: covers.height,
      modules: jsonRows<PageModule>(
        sql`select m.id, m.title, m.description from ${courseModules} m where m.course_id = ${course} order by m.position`,
      ),
      sessions: jsonRows<PageSession>(
        sql`select s.id, s.module_id, s.title, s.description, s.starts_at, s.ends_at, s.duration_minutes,
          s.instructor_id, i.name as instructor_name
          from ${courseSessions} s left join ${instructors} i on i.id = s.instructor_id
          where s.course_id = ${course} order by s.starts_at, s.position`,
      ),
      // places in carts whose hold is still valid count as taken (seats' heldBySlot)
      slots: jsonRows<PageSlot>(
        sql`select sl.id, sl.starts_at, sl.ends_at, sl.capacity, sl.sold_count,
          (select coalesce(sum(ci.quantity), 0) from ${cartItems} ci
            where ci.course_id = ${course} and ci.slot_id = sl.id and ci.held_until > now()) as held
          from ${courseSlots} sl where sl.course_id = ${course} order by sl.starts_at`,
      ),
      stars: jsonRows<PageStars>(
        sql`select rv.overall as stars, count(*) as count, count(*) filter (where rv.recommend) as recommended
          from ${reviews} rv where rv.course_id = ${course} and not rv.hidden group by rv.overall`,
      ),
      reviews: jsonRows<PageReview>(
        sql`select rv.id, u.first_name, u.last_name, rv.overall, rv.content_rating, rv.outcomes_rating,
          rv.recommend, rv.comment, rv.reply, rv.created_at
          from ${reviews} rv join ${users} u on u.id = rv.user_id
          where rv.course_id = ${course} and not rv.hidden
          order by rv.created_at desc, rv.id limit ${sql.placeholder("reviewsLimit")}`,
      ),
      // the instructors of its sessions, or all the provider's when no session names one
      instructors: jsonRows<PageInstructor>(
        sql`select ins.id, ins.name, ins.role, ins."order", ins.about, ins.image_file_id,
          f.width as image_width, f.height as image_height
          from ${instructors} ins left join ${files} f on f.id = ins.image_file_id
          where ins.provider_id = ${courses.providerId} and (
            not exists (select 1 from ${courseSessions} s where s.course_id = ${course} and s.instructor_id is not null)
            or ins.id in (select s.instructor_id from ${courseSessions} s where s.course_id = ${course}))
          order by ins."order" desc, ins.name`,
      ),
    })
    .from(courses)
    .innerJoin(providers, eq(providers.id, courses.providerId))
    .leftJoin(categories, eq(categories.id, courses.categoryId))
    .leftJoin(subcategories, eq(subcategories.id, courses.subcategoryId))
    .leftJoin(cities, eq(cities.id, courses.cityId))
    .leftJoin(thumbnails, eq(thumbnails.id, courses.thumbnailFileId))
    .leftJoin(providerCities, eq(providerCities.id, providers.cityId))
    .leftJoin(logos, eq(logos.id, providers.logoFileId))
    .leftJoin(covers, eq(covers.id, courses.coverFileId))
    .where(and(eq(courses.slug, sql.placeholder("slug")), ne(courses.status, "deleted")))
    .limit(1)
    .prepare(`course_page_${locale}`);
}

/** The course's similar courses (SIMILAR-BOOKABLE) need only these of it. */
export async function findCourseKinship(db: Db, slug: string) {
  const [row] = await db
    .select({ id: courses.id, categoryId: courses.categoryId, subcategoryId: courses.subcategoryId })
    .from(courses)
    .innerJoin(providers, eq(providers.id, courses.providerId))
    .where(and(eq(courses.slug, slug), isPublicCourse))
    .limit(1);
  return row;
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
    .orderBy(desc(instructors.order), asc(instructors.name), asc(instructors.id));
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
  // a category both have, asked category by category: each test is one probe of the provider-and-category
  // index (migration 0028), where joining the two providers' courses on their category read a provider of
  // 140,000 courses against every other one, eight seconds at a million courses
  const sameCategory = sql`exists (select 1 from ${categories} k
    where exists (select 1 from ${courses} a where a.provider_id = ${providerId} and a.category_id = k.id)
      and exists (select 1 from ${courses} b
        where b.provider_id = ${providers.id} and b.category_id = k.id and b.status = 'approved'))`;
  return findApprovedProviders(
    db,
    locale,
    and(ne(providers.id, providerId), sameCategory),
    [desc(providers.ratingAvg), asc(providers.companyName)],
    limit,
  );
}

export async function countPublic(db: Db) {
  const [c, [p], [k]] = await Promise.all([
    countPublicCourses(db),
    db.select({ n: count() }).from(providers).where(eq(providers.status, "approved")),
    db.select({ n: count() }).from(categories).where(sql`${categories.parentId} is null`),
  ]);
  return { courses: c, providers: p?.n ?? 0, categories: k?.n ?? 0 };
}

/** How many courses are public, from the facet summary (ADR 018): a sum of its rows, not a count of courses. */
export async function countPublicCourses(db: Db) {
  const [row] = await db
    .select({ n: sql<number>`coalesce(sum(${catalogueFacets.courses}), 0)::int`.mapWith(Number) })
    .from(catalogueFacets);
  return row?.n ?? 0;
}

/**
 * A stretch of the public courses' addresses in address order, for one sitemap file: read from an index of
 * the approved courses' addresses that holds their last change and provider (migration 0028), so skipping
 * to the last file of a million courses reads index pages only (CATALOGUE-SITEMAP).
 */
export function findSitemapCourses(db: Db, limit: number, offset: number) {
  return db
    .select({ slug: courses.slug, updatedAt: courses.updatedAt })
    .from(courses)
    .innerJoin(providers, eq(providers.id, courses.providerId))
    .where(isPublicCourse)
    .orderBy(asc(courses.slug))
    .limit(limit)
    .offset(offset);
}
