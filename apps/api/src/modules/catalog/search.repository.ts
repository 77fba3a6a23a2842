import { and, asc, desc, eq, type SQL, sql } from "drizzle-orm";
import { type Db, queryRows } from "../../db/client";
import { categories, courses, providers, searchWords } from "../../db/schema/index";
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

type Correction = { asked: string; word: string; sim: number };

/** Known words near each word of the query, and whether each is known itself (one statement). */
function nearWords(db: Db, words: string[]) {
  if (!words.length) return Promise.resolve([]);
  return queryRows<Correction>(
    db,
    sql`select q.word as asked, d.word, similarity(d.word, q.word)::float8 as sim
      from unnest(${sql.param(words)}::text[]) as q(word)
      cross join lateral (
        select s.word from search_words s
        where s.courses > 0 and (s.word = q.word or (length(q.word) >= 3 and s.word % q.word))
        order by s.word = q.word desc, similarity(s.word, q.word) desc, s.courses desc
        limit 4) as d`,
  );
}

/** The most used known words beginning with a short prefix (a tsquery prefix of one or two letters is costly). */
async function completions(db: Db, prefix: string) {
  const rows = await db
    .select({ word: searchWords.word })
    .from(searchWords)
    .where(
      and(
        sql`${searchWords.courses} > 0`,
        sql`${searchWords.word} like ${`${prefix.replace(/[\\%_]/g, (c) => `\\${c}`)}%`}`,
      ),
    )
    .orderBy(desc(searchWords.courses))
    .limit(8);
  return rows.map((r) => r.word);
}

/** Subject names in the other language for each word within a typo of one (pg_trgm similarity). */
async function otherLanguageTerms(db: Db, words: string[]) {
  const long = words.filter((w) => w.length >= 3);
  if (!long.length) return new Map<string, string[]>();
  const found = await db
    .select({ word: sql<string>`w.word`, group: sql<number>`g.grp` })
    .from(sql`unnest(${sql.param(long)}::text[]) as w(word)`)
    .innerJoin(
      sql`unnest(${sql.param(synonymTerms)}::text[], ${sql.param(synonymGroupOf)}::int[]) as g(term, grp)`,
      sql`similarity(g.term, w.word) >= 0.45`,
    );
  const terms = new Map<string, string[]>();
  for (const { word, group } of found)
    terms.set(word, [...(terms.get(word) ?? []), ...(synonymGroups[Number(group)] ?? [])]);
  return terms;
}

/** The categories and subcategories whose Bulgarian or English name the whole query is close to. */
async function namedCategories(db: Db, latin: string) {
  const rows = await db
    .select({ id: categories.id })
    .from(categories)
    .where(
      sql`word_similarity(${latin}, kursove_translit(${categories.nameBg})) >= 0.6
        or word_similarity(${latin}, lower(${categories.nameEn})) >= 0.6`,
    );
  return rows.map((r) => r.id);
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
  const [near, other, named, short] = await Promise.all([
    nearWords(db, words),
    otherLanguageTerms(db, words),
    latin.length >= 3 ? namedCategories(db, latin) : Promise.resolve([]),
    typing && last.length < 3 ? completions(db, last) : Promise.resolve([]),
  ]);
  const parts = words.map((word) => {
    const choices = new Set<string>([lexeme(word)]);
    const close = near.filter((n) => n.asked === word);
    // a known word stands for itself; an unknown one also for the known words within a typo of it
    if (!close.some((n) => n.word === word))
      for (const n of close) if (n.sim >= 0.35) choices.add(lexeme(n.word));
    // subject names are stems: every form of the word begins with one (search-synonyms.ts)
    for (const term of other.get(word) ?? []) choices.add(`${lexeme(term)}:*`);
    if (typing && word === last) {
      if (word.length >= 3) choices.add(`${lexeme(word)}:*`);
      for (const w of short) choices.add(lexeme(w));
    }
    return `(${[...choices].join(" | ")})`;
  });
  // every word must be there; when no course has them all, any of them will do (ranked by how many)
  return { tsquery: parts.join(" & "), anyWord: parts.join(" | "), categoryIds: named };
}

const tsqueryOf = (search: Search) => sql`to_tsquery('simple', ${search.tsquery ?? ""})`;

const namedCategorySql = (categoryIds: number[]) => {
  const ids = sql.param(categoryIds);
  return sql`(${courses.categoryId} = any(${ids}::int[]) or ${courses.subcategoryId} = any(${ids}::int[]))`;
};

/** How well a course answers: the title weighs most, then keywords, provider, description; a named category adds. */
function relevanceSql(search: Search): SQL {
  const ids = sql.param(search.categoryIds);
  const text = search.tsquery
    ? sql`ts_rank('{0.05, 0.1, 0.4, 1.0}', ${courses.searchVector}, ${tsqueryOf(search)})`
    : sql`0`;
  return sql`${text} + case when ${courses.subcategoryId} = any(${ids}::int[]) then 0.3
    when ${courses.categoryId} = any(${ids}::int[]) then 0.15 else 0 end`;
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
  const candidates = (match: SQL) =>
    sql`(select ${courses.id} as id, ${courses.ratingAvg} as rating, ${relevanceSql(search)} as relevance${carried}
      from ${courses} inner join ${providers} on ${providers.id} = ${courses.providerId}
      where ${courses.status} = 'approved' and ${providers.status} = 'approved' and ${match}
      limit ${rankedCandidates})`;
  const reads: SQL[] = [];
  if (search.tsquery) reads.push(candidates(sql`${courses.searchVector} @@ ${tsqueryOf(search)}`));
  if (search.categoryIds.length) reads.push(candidates(namedCategorySql(search.categoryIds)));
  return sql`select candidates.*, row_number() over (order by relevance desc, rating desc, id) as pos
    from (${reads.length ? sql.join(reads, sql` union `) : sql`select null::uuid as id, 0 as rating, 0 as relevance where false`}) as candidates
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
