import { and, asc, eq, type SQL, sql } from "drizzle-orm";
import { type Db, queryRows } from "../../db/client";
import { categories, courses, providers } from "../../db/schema/index";
import { transliterate } from "../../platform/transliterate";
import { searchStopWords, synonymGroups } from "./search-synonyms";

/**
 * Free-text search of the catalogue (CATALOGUE-SEARCH-SCALE, ADR 028). Texts and queries meet in Latin
 * (transliterate.ts). Each word of the query becomes a choice of lexemes: itself, the dictionary's nearest
 * words when it is not a known word (a typo), the names of its subject in the other language
 * (search-synonyms.ts) and, for the word being typed, every word it begins. A course matches when its full-text
 * document (courses.search_vector, GIN) has a choice of every word, or it is in a category the query names.
 */
export type Search = { tsquery: string | null; categoryIds: number[]; anyWord?: string | null };

/** At most this many matches are ranked and paged (the best of them, by relevance). */
export const searchMatchLimit = 1000;
/** Matches read before ranking: bounds the work of a word found in a large part of the catalogue. */
const rankedCandidates = 2000;

const synonymTerms = synonymGroups.flat();
const synonymGroupOf = synonymGroups.flatMap((group, i) => group.map(() => i));

/**
 * The words of a query in Latin, as the database's parser splits texts (letters and digits), without the
 * words that say nothing of the subject unless there is no other.
 */
export function queryWords(q: string) {
  const words = [...new Set(transliterate(q.trim()).split(/[^\p{L}\p{N}]+/u))].filter(
    (w) => w.length >= 1 && w.length <= 40,
  );
  const telling = words.filter((w) => !searchStopWords.has(w));
  return telling.length ? telling : words;
}

const lexeme = (word: string) => `'${word.replaceAll("'", "''").replaceAll("\\", "\\\\")}'`;

/** A word's beginning stands for the dictionary's words it begins when there are at most this many. */
const completionLimit = 16;

type DictionaryRow = {
  kind: "near" | "begins" | "category";
  asked: string | null;
  prefix: string | null;
  word: string | null;
  n: number;
};

/**
 * What the dictionary says of a query's words, in one statement (one round trip instead of four): the known
 * words near each word (a typo) and whether it is known itself; the subject names in the other language
 * of each word within a typo of one (pg_trgm similarity); the known words each of those names and the
 * word being typed begin (up to completionLimit + 1, the most used first; 8 for a word of one or two
 * letters); and the categories whose Bulgarian or English name the whole query is close to.
 */
function readDictionary(db: Db, words: string[], latin: string, typed: string | null) {
  const long = words.filter((w) => w.length >= 3);
  const prefixes = sql`select w.word as asked, t.term as prefix, ${completionLimit + 1}::int as n
      from unnest(${sql.param(long)}::text[]) as w(word)
      join synonyms g on similarity(g.term, w.word) >= 0.45
      join synonyms t on t.grp = g.grp
      ${typed ? sql`union select ${typed}::text, ${typed}::text, ${typed.length < 3 ? 8 : completionLimit + 1}::int` : sql``}`;
  return queryRows<DictionaryRow>(
    db,
    sql`with synonyms as (select * from unnest(${sql.param(synonymTerms)}::text[], ${sql.param(synonymGroupOf)}::int[]) as s(term, grp))
    select 'near' as kind, q.word as asked, null as prefix, d.word, similarity(d.word, q.word)::float8 as n
      from unnest(${sql.param(words)}::text[]) as q(word)
      cross join lateral (
        select s.word from search_words s
        where s.courses > 0 and (s.word = q.word or (length(q.word) >= 3 and s.word % q.word))
        order by s.word = q.word desc, similarity(s.word, q.word) desc, s.courses desc
        limit 4) as d
    union all
    select 'begins', p.asked, p.prefix, c.word, 0
      from (${prefixes}) as p
      left join lateral (
        select s.word from search_words s
        where s.courses > 0 and s.word like replace(replace(replace(p.prefix, '\\', '\\\\'), '%', '\\%'), '_', '\\_') || '%'
        order by s.courses desc, s.word
        limit p.n) as c on true
    ${
      latin.length >= 3
        ? sql`union all
    select 'category', null, null, null, id::float8 from ${categories}
      where word_similarity(${latin}, kursove_translit(${categories.nameBg})) >= 0.6
        or word_similarity(${latin}, lower(${categories.nameEn})) >= 0.6`
        : sql``
    }`,
  );
}

/**
 * The choices a beginning stands for: the dictionary's words it begins when they are few (a full-text
 * prefix reads the index about three times as slowly as the same courses' exact words: P9 of
 * docs/performance.md, ADR 045), else the prefix itself. None: no title or keyword begins so, and the
 * prefix still finds the words of descriptions and provider names.
 */
function beginningChoices(prefix: string, completions: string[], limit = completionLimit) {
  if (!completions.length || completions.length > limit) return [`${lexeme(prefix)}:*`];
  return completions.map(lexeme);
}

/**
 * The search for a query: the tsquery of its words (null when it has none) and the categories it names.
 * `typing`: the last word may be unfinished (suggestions, and a query not ended by a space).
 */
export async function buildSearch(db: Db, q: string, typing = true): Promise<Search> {
  const words = queryWords(q);
  const latin = transliterate(q.trim());
  if (!words.length) return { tsquery: null, categoryIds: [] };
  const last = words.at(-1)!;
  const rows = await readDictionary(db, words, latin, typing ? last : null);
  const near = rows.filter((r) => r.kind === "near");
  const categoryIds = rows.filter((r) => r.kind === "category").map((r) => Number(r.n));
  // the words each beginning stands for, by the word of the query it comes from
  const beginnings = new Map<string, Map<string, string[]>>();
  for (const r of rows.filter((r) => r.kind === "begins")) {
    const of = beginnings.get(r.asked!) ?? new Map<string, string[]>();
    of.set(r.prefix!, [...(of.get(r.prefix!) ?? []), ...(r.word ? [r.word] : [])]);
    beginnings.set(r.asked!, of);
  }
  const parts = words.map((word) => {
    const choices = new Set<string>([lexeme(word)]);
    const close = near.filter((n) => n.asked === word);
    const typed = typing && word === last ? beginnings.get(word)?.get(word) : undefined;
    // a known word stands for itself; an unknown one also for the known words within a typo of it, unless
    // it is being typed and begins known words (then it is unfinished, not mistyped)
    if (!close.some((n) => n.word === word) && !typed?.length)
      for (const n of close) if (n.n >= 0.35) choices.add(lexeme(n.word!));
    for (const [prefix, completions] of beginnings.get(word) ?? []) {
      if (typing && word === last && prefix === word && word.length < 3) {
        // one or two letters: the most used words they begin (such a tsquery prefix is costly)
        for (const w of completions) choices.add(lexeme(w));
        continue;
      }
      // subject names are stems: every form of the word begins with one (search-synonyms.ts);
      // the word being typed stands for the words it begins
      for (const choice of beginningChoices(prefix, completions)) choices.add(choice);
    }
    return `(${[...choices].join(" | ")})`;
  });
  // every word must be there; when no course has them all, any of them will do (ranked by how many)
  return { tsquery: parts.join(" & "), anyWord: parts.join(" | "), categoryIds };
}

const tsqueryOf = (search: Search) => sql`to_tsquery('simple', ${search.tsquery ?? ""})`;

/**
 * The courses of the categories a query names, best rated first, as two readings each an index gives in
 * its order and stops at a limit: in a named subcategory, then the rest of a named category. Their OR was a
 * bitmap of every course of the categories before any limit (75,000 for "upra" at a million courses, 17 ms
 * of the search); a course matching only by its category ranks by its rating, so the best rated are read.
 * Each named id is its own index walk (a lateral join): PostgreSQL 15 cannot read `= any(…)` of several ids
 * in the index's order, and sorted every course of the categories instead (7,500 at 100,000 courses, 37 ms).
 */
const namedCategoryReads = (categoryIds: number[]) => {
  const ids = sql.param(categoryIds);
  return [
    { column: courses.subcategoryId, match: sql``, order: sql`${courses.ratingAvg} desc, ${courses.id}` },
    {
      column: courses.categoryId,
      match: sql` and coalesce(${courses.subcategoryId} <> all(${ids}::int[]), true)`,
      order: sql`${courses.ratingAvg} desc, ${courses.ratingCount} desc, ${courses.id}`,
    },
  ];
};

/** What a named subcategory adds to a course's relevance (half of it for a named category). */
const namedBonus = 0.3;

/**
 * How well a course answers: the title weighs most, then keywords, provider, description; a named category
 * adds. `matching`: whether the course is known to match the text; otherwise its document is ranked only
 * when it does (ts_rank is most of a category read's time, and gives a course not matching nothing: 1e-20).
 */
function relevanceSql(search: Search, matching = true): SQL {
  const ids = sql.param(search.categoryIds);
  const rank = sql`ts_rank('{0.05, 0.1, 0.4, 1.0}', ${courses.searchVector}, ${tsqueryOf(search)})`;
  const text = !search.tsquery
    ? sql`0`
    : matching
      ? rank
      : sql`case when ${courses.searchVector} @@ ${tsqueryOf(search)} then ${rank} else 0 end`;
  return sql`${text} + case when ${courses.subcategoryId} = any(${ids}::int[]) then ${sql.raw(String(namedBonus))}
    when ${courses.categoryId} = any(${ids}::int[]) then ${sql.raw(String(namedBonus / 2))} else 0 end`;
}

/** The search of a query as typed (a query not ended by a space is being typed); null when it asks for nothing. */
export async function searchOf(db: Db, q: string): Promise<Search | null> {
  const search = await buildSearch(db, q, !/\s$/.test(q));
  return search.tsquery || search.categoryIds.length ? search : null;
}

/** The same search asking for any of its words: for when no course has them all (null when that is no different). */
const anyWordSearch = (search: Search): Search | null =>
  search.anyWord && search.anyWord !== search.tsquery ? { ...search, tsquery: search.anyWord } : null;

/**
 * The public courses matching a query, best first (at most searchMatchLimit). Ranking reads every match's
 * document, so it is bounded: a word found in more than rankedCandidates courses ranks the first of them.
 */
export async function findTextMatches(db: Db, q: string, limit = searchMatchLimit) {
  const search = await searchOf(db, q);
  if (!search) return [];
  const rows = await withIndexReads(db, (tx) =>
    queryRows<{ id: string }>(tx, rankedSearchSql(search, limit)),
  );
  return rows.map((r) => r.id);
}

/**
 * Reads ranked matches with scans of whole tables ruled out. Given a LIMIT, the planner takes a scan of the
 * courses in the table's order for a word it thinks common, and may read much of a million courses before
 * it finds enough (seen: 240,000 rows, half a second), where the full-text and category indexes read only
 * the matches.
 */
export function withIndexReads<T>(db: Db, read: (tx: Db) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`set local enable_seqscan = off`);
    return read(tx);
  });
}

/**
 * The matches of a search as a subquery of (id, pos), pos 1 the best. Ranking reads at most
 * rankedCandidates courses matching the text and as many of the categories it names, each read on its own
 * index, so a named category's many courses never crowd out the courses whose texts match. `carry`: columns
 * of the courses read to pass on (a statement then need not read the matches again).
 */
function rankedMatchesSql(search: Search, limit = searchMatchLimit, carry: SQL[] = []): SQL {
  const carried = carry.length ? sql`, ${sql.join(carry, sql`, `)}` : sql``;
  const candidates = (match: SQL, matching: boolean, order?: SQL) =>
    sql`select ${courses.id} as id, ${courses.ratingAvg} as rating, ${relevanceSql(search, matching)} as relevance${carried}
      from ${courses} inner join ${providers} on ${providers.id} = ${courses.providerId}
      where ${courses.status} = 'approved' and ${providers.status} = 'approved' and ${match}
      ${order ? sql`order by ${order}` : sql``} limit ${rankedCandidates}`;
  const text = sql`${courses.searchVector} @@ ${tsqueryOf(search)}`;
  // the named categories' courses: the subcategories' first, the rest of the categories' only when needed
  const named = sql.param([...search.categoryIds].sort((a, b) => a - b));
  const inNamed = (skip: SQL, count: SQL = sql`${rankedCandidates}`) =>
    sql`select * from (${sql.join(
      namedCategoryReads(search.categoryIds).map(
        (read) =>
          sql`(select walk.* from unnest(${named}::int[]) as wanted(id) cross join lateral (${candidates(
            sql`${read.column} = wanted.id${read.match}${skip}`,
            false,
            read.order,
          )}) as walk limit ${rankedCandidates})`,
      ),
      sql` union all `,
    )}) as named limit ${count}`;
  let reads: SQL;
  if (search.tsquery && search.categoryIds.length)
    // a course of the category whose text matches is read once: the category's reading skips the text's
    // matches (a hashed list of ids) instead of a union comparing every column of both readings. A course
    // matching only by its category ranks at most namedBonus: when enough text matches rank above that,
    // none of the category's would be kept, and it is not read (ADR 045)
    reads = sql`with text_matches as materialized (${candidates(text, true)})
      select * from text_matches
      union all
      (${inNamed(
        sql` and ${courses.id} not in (select id from text_matches)`,
        sql`(select case when count(*) >= ${limit} then 0 else ${rankedCandidates} end
          from text_matches where relevance > ${sql.raw(String(namedBonus))})`,
      )})`;
  else if (search.tsquery) reads = candidates(text, true);
  else if (search.categoryIds.length) reads = inNamed(sql``);
  else reads = sql`select null::uuid as id, 0 as rating, 0 as relevance where false`;
  return sql`select candidates.*, row_number() over (order by relevance desc, rating desc, id) as pos
    from (${reads}) as candidates
    order by relevance desc, rating desc, id limit ${limit}`;
}

/**
 * The ranked matches of a search (as rankedMatchesSql): of every word, or, when no course has them all, of
 * any of them. One statement: the second reading runs only when the first found nothing.
 */
export function rankedSearchSql(search: Search, limit = searchMatchLimit, carry: SQL[] = []): SQL {
  const any = anyWordSearch(search);
  if (!any) return rankedMatchesSql(search, limit, carry);
  return sql`with every_word as materialized (${rankedMatchesSql(search, limit, carry)})
    select * from every_word
    union all
    select * from (${rankedMatchesSql(any, limit, carry)}) as any_word where not exists (select 1 from every_word)`;
}

/** Courses and providers whose names are close to what the visitor is typing. */
export async function findSuggestions(db: Db, q: string, limit: number) {
  const ids = await findTextMatches(db, q, limit);
  const latin = transliterate(q.trim());
  const pattern = `%${latin.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const [found, providerRows] = await Promise.all([
    ids.length
      ? db
          .select({ id: courses.id, slug: courses.slug, title: courses.title })
          .from(courses)
          .where(sql`${courses.id} = any(${sql.param(ids)}::uuid[])`)
      : Promise.resolve([]),
    db
      .select({ slug: providers.slug, name: providers.companyName })
      .from(providers)
      .where(
        and(
          eq(providers.status, "approved"),
          sql`kursove_translit(${providers.companyName}) ilike ${pattern}`,
        ),
      )
      .orderBy(asc(providers.companyName))
      .limit(3),
  ]);
  const byId = new Map(found.map((c) => [c.id, c]));
  const courseRows = ids.flatMap((id) => {
    const c = byId.get(id);
    return c ? [{ slug: c.slug, title: c.title }] : [];
  });
  return { courseRows, providerRows };
}
