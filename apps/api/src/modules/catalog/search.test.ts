import { courseListResponse, suggestResponse } from "@kursove/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "../../db/client";
import { createTestApp, onPostgres, type TestApp } from "../../test/test-app";
import { buildSearch } from "./search.repository";

/**
 * Free-text search (CATALOGUE-SEARCH-SCALE): the course that must come first for each query of a small
 * corpus on the demo catalogue, and the dictionary the database keeps for typos and words being typed.
 */
describe("catalogue search: relevance and the search dictionary", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());
  const first = async (q: string) => {
    const res = await t.app.inject({ url: `/api/v1/courses?q=${encodeURIComponent(q)}` });
    expect(res.statusCode, q).toBe(200);
    return courseListResponse.parse(res.json()).courses[0]?.slug;
  };
  const countOf = async (word: string) => {
    const rows = await queryRows<{ courses: number }>(
      t.database.db,
      `select courses from search_words where word = '${word}'` as never,
    );
    return rows[0]?.courses ?? 0;
  };

  const corpus: [query: string, slug: string][] = [
    // words as written, in either script
    ["акварел", "akvarel-za-nachinaeshti"],
    ["kubernetes", "docker-and-kubernetes-in-practice"],
    ["scrum", "agile-i-scrum-v-praktikata"],
    ["калиграфия", "kaligrafiya-za-nachinaeshti"],
    ["пленер", "plener-po-zhivopis-v-arbanasi"],
    ["davinci resolve", "videomontazh-s-davinci-resolve"],
    ["excel финансисти", "excel-za-finansisti-napredno-nivo"],
    ["курс по счетоводство", "schetovodstvo-za-nachinaeshti"],
    // Bulgarian typed in Latin, and Latin names typed in Cyrillic
    ["akvarel", "akvarel-za-nachinaeshti"],
    ["meditatsiya", "meditatsiya-i-osaznatost-za-21-dni"],
    ["фигма", "ux-ui-dizain-s-figma"],
    ["йога", "yoga-za-nachinaeshti-dobrich"],
    // typos
    ["akvarl", "akvarel-za-nachinaeshti"],
    ["kubernets", "docker-and-kubernetes-in-practice"],
    ["kaligrafia", "kaligrafiya-za-nachinaeshti"],
    ["докер", "docker-and-kubernetes-in-practice"],
    // the other language's name of the subject
    ["ceramics", "keramika-na-grancharsko-kolelo"],
    ["pottery", "keramika-na-grancharsko-kolelo"],
    // a word being typed
    ["woocom", "onlayn-magazin-s-woocommerce"],
    ["scra", "programirane-na-igri-sas-scratch"],
    ["пле", "plener-po-zhivopis-v-arbanasi"],
  ];

  it("puts the expected course first for every query of the corpus", async () => {
    const misses: string[] = [];
    for (const [q, slug] of corpus) {
      const found = await first(q);
      if (found !== slug) misses.push(`${q}: ${found ?? "nothing"} instead of ${slug}`);
    }
    expect(misses).toEqual([]);
  });

  it("answers a query of words no course has with no course, and one of no word with none", async () => {
    expect(await first("qwzx vbnm")).toBeUndefined();
    expect(await first("!!! ---")).toBeUndefined();
  });

  it("finds a course by a word of its description, and any of two words when none has both", async () => {
    const res = await t.app.inject({ url: "/api/v1/courses?q=kubernetes%20akvarel" });
    const slugs = courseListResponse.parse(res.json()).courses.map((c) => c.slug);
    expect(slugs).toEqual(
      expect.arrayContaining(["docker-and-kubernetes-in-practice", "akvarel-za-nachinaeshti"]),
    );
  });

  it("ranks a course whose title matches first however many courses the category the query names has", async () => {
    const db = t.database.db;
    const slug = "upravlenie-na-vremeto-i-lichna-efektivnost";
    // more courses in its subcategory than ranking reads (rankedCandidates), none with the words
    await db.execute(
      `insert into courses (provider_id, slug, status, title, description, language, types, audience, price, capacity,
         category_id, subcategory_id)
       select c.provider_id, 'zzfill-' || g, 'approved', 'Qqfill ' || g, '', c.language, c.types, c.audience, c.price,
         c.capacity, c.category_id, c.subcategory_id
       from courses c, generate_series(1, 2100) g where c.slug = '${slug}'` as never,
    );
    try {
      // written again, the course is the last row a scan in the table's order meets
      await db.execute(`update courses set sold_count = sold_count where slug = '${slug}'` as never);
      expect(await first("управление на времето")).toBe(slug);
    } finally {
      await db.execute("delete from courses where slug like 'zzfill-%'" as never);
    }
  });

  it("reads a word being typed as the known words it begins, and as a prefix only when it begins none", async () => {
    const db = t.database.db;
    // a full-text prefix reads the index about three times as slowly as exact words (ADR 045)
    const typed = await buildSearch(db, "woocom");
    expect(typed.tsquery).toContain("'woocommerce'");
    expect(typed.tsquery).not.toContain(":*");
    // it is unfinished, not mistyped: no typo corrections beside the words it begins
    expect((await buildSearch(db, "scra")).tsquery).toBe("('scra' | 'scratch')");
    // no title or keyword begins so: the prefix still finds descriptions and provider names
    expect((await buildSearch(db, "zzqx")).tsquery).toBe("('zzqx' | 'zzqx':*)");
  });

  it("completes a word being typed in the suggestions", async () => {
    const res = await t.app.inject({ url: "/api/v1/courses/suggest?q=kaligr" });
    const suggested = suggestResponse.parse(res.json());
    expect(suggested.courses[0]?.slug).toBe("kaligrafiya-za-nachinaeshti");
  });

  it("keeps the dictionary as courses are written, approved, renamed, sold and deleted", async () => {
    const db = t.database.db;
    const [course] = await queryRows<{ id: string; title: string; keywords: string }>(
      db,
      "select id, title, keywords::text from courses where slug = 'akvarel-za-nachinaeshti'" as never,
    );
    const before = await countOf("akvarel");
    expect(before).toBeGreaterThan(0);
    expect(await countOf("zzyzxakvarel")).toBe(0);
    // renamed: the old word leaves, the new one enters, and the search follows
    await db.execute(
      `update courses set title = 'Zzyzxakvarel за начинаещи', keywords = '{}' where id = '${course!.id}'` as never,
    );
    expect(await countOf("akvarel")).toBe(before - 1);
    expect(await countOf("zzyzxakvarel")).toBe(1);
    expect(await first("zzyzxakvarel")).toBe("akvarel-za-nachinaeshti");
    // a sale changes no word
    await db.execute(`update courses set sold_count = sold_count where id = '${course!.id}'` as never);
    expect(await countOf("zzyzxakvarel")).toBe(1);
    // no longer approved: its words leave the dictionary, and it leaves the search
    await db.execute(`update courses set status = 'draft' where id = '${course!.id}'` as never);
    expect(await countOf("zzyzxakvarel")).toBe(0);
    // (another spelling: direct writes do not empty the public cache of the first answer)
    expect(await first("ZZYZXAKVAREL")).toBeUndefined();
    await db.execute(
      `update courses set status = 'approved', title = '${course!.title}', keywords = '${course!.keywords}'
       where id = '${course!.id}'` as never,
    );
    expect(await countOf("akvarel")).toBe(before);
    // a new approved course brings its words, deleting it takes them away
    await db.execute(
      `insert into courses (provider_id, slug, status, title, description, language, types, audience, price, capacity)
       select provider_id, 'zzyzx-new', 'approved', 'Qwertyzz курс', '', language, types, audience, price, capacity
       from courses where id = '${course!.id}'` as never,
    );
    expect(await countOf("qwertyzz")).toBe(1);
    await db.execute("delete from courses where slug = 'zzyzx-new'" as never);
    expect(await countOf("qwertyzz")).toBe(0);
  });

  it.skipIf(!onPostgres)(
    "counts every course of a new word when many write it at once (PostgreSQL)",
    async () => {
      const db = t.database.db;
      const writers = Array.from({ length: 16 }, (_, i) =>
        db.transaction(async (tx) => {
          const words = i % 2 ? "Zzracea Zzraceb" : "Zzraceb Zzracea";
          await tx.execute(
            `insert into courses (provider_id, slug, status, title, description, language, types, audience, price, capacity)
             select provider_id, 'zzrace-${i}', 'approved', '${words}', '', language, types, audience, price, capacity
             from courses where slug = 'akvarel-za-nachinaeshti'` as never,
          );
          // holds its dictionary rows while the others write theirs
          await tx.execute("select pg_sleep(0.05)" as never);
        }),
      );
      await Promise.all(writers);
      expect(await countOf("zzracea")).toBe(16);
      expect(await countOf("zzraceb")).toBe(16);
      await db.execute("delete from courses where slug like 'zzrace-%'" as never);
      expect(await countOf("zzracea")).toBe(0);
    },
  );
});
