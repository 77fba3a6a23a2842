import type { CourseListQuery } from "@kursove/contracts";
import { sql } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, onPostgres, type TestApp } from "../../test/test-app";
import { findCataloguePage, summaryAnswers } from "./catalog.repository";

type Row = Record<string, unknown>;

/**
 * CATALOGUE-FACETS (P3 of docs/performance.md): the summary kept by triggers on courses and providers always equals the
 * catalogue counted from scratch, after any sequence of inserts, edits, sales, deletes and provider
 * approvals, one course or many at a time; and a catalogue answer from the summary equals the one read
 * from every course.
 */
describe("catalogue facets summary", () => {
  let t: TestApp;
  let ref: { providers: string[]; subcategories: { id: number; parent: number }[]; cities: number[] };
  let serial = 0;

  const exec = async (q: ReturnType<typeof sql>) =>
    (await t.database.db.execute(q)) as unknown as { rows: Row[] };

  beforeAll(async () => {
    t = await createTestApp();
    const providers = (await exec(sql`select id from providers order by id`)).rows;
    const subs = (
      await exec(sql`select id, parent_id from categories where parent_id is not null order by id limit 6`)
    ).rows;
    const cities = (await exec(sql`select id from cities order by id limit 3`)).rows;
    ref = {
      providers: providers.map((r) => r.id as string),
      subcategories: subs.map((r) => ({ id: r.id as number, parent: r.parent_id as number })),
      cities: cities.map((r) => r.id as number),
    };
  });
  afterAll(() => t.close());

  /** The summary and the same sums computed from courses, both sorted the same way. */
  async function compare() {
    const order = sql`order by category_id nulls first, subcategory_id nulls first, language, city_id nulls first, types, audience`;
    const kept = await exec(
      sql`select category_id, subcategory_id, language, city_id, types, audience, courses, min_price, max_price
          from catalogue_facets ${order}`,
    );
    const counted = await exec(sql`select * from (
        select c.category_id, c.subcategory_id, c.language, c.city_id, c.types, c.audience,
          count(*)::int as courses, min(c.price) as min_price, max(c.price) as max_price
        from courses c join providers p on p.id = c.provider_id and p.status = 'approved'
        where c.status = 'approved'
        group by c.category_id, c.subcategory_id, c.language, c.city_id, c.types, c.audience) s ${order}`);
    return { kept: kept.rows, counted: counted.rows };
  }

  const types = fc.subarray(["online", "onsite", "open", "recorded", "certification", "group"], {
    minLength: 1,
    maxLength: 3,
  });
  const audience = fc.subarray(["consumers", "business", "kids", "individuals"], {
    minLength: 1,
    maxLength: 2,
  });
  const status = fc.constantFrom("approved", "approved", "draft", "in_review", "rejected", "deleted");
  const price = fc.integer({ min: 1000, max: 90000 });

  type Command =
    | {
        kind: "insert";
        n: number;
        sub: number;
        lang: string;
        city: number | null;
        types: string[];
        audience: string[];
        price: number;
        status: string;
        provider: number;
      }
    | { kind: "status"; pick: number; status: string }
    | { kind: "price"; pick: number; price: number }
    | { kind: "move"; pick: number; sub: number; city: number | null; types: string[]; audience: string[] }
    | { kind: "sale"; pick: number }
    | { kind: "bulkPrice"; provider: number; delta: number }
    | { kind: "delete"; pick: number }
    | { kind: "provider"; provider: number; status: string };

  const command: fc.Arbitrary<Command> = fc.oneof(
    fc.record({
      kind: fc.constant("insert" as const),
      n: fc.integer({ min: 1, max: 4 }),
      sub: fc.nat(5),
      lang: fc.constantFrom("bg", "en", "de"),
      city: fc.option(fc.nat(2), { nil: null }),
      types,
      audience,
      price,
      status,
      provider: fc.nat(20),
    }),
    fc.record({ kind: fc.constant("status" as const), pick: fc.nat(), status }),
    fc.record({ kind: fc.constant("price" as const), pick: fc.nat(), price }),
    fc.record({
      kind: fc.constant("move" as const),
      pick: fc.nat(),
      sub: fc.nat(5),
      city: fc.option(fc.nat(2), { nil: null }),
      types,
      audience,
    }),
    fc.record({ kind: fc.constant("sale" as const), pick: fc.nat() }),
    fc.record({
      kind: fc.constant("bulkPrice" as const),
      provider: fc.nat(20),
      delta: fc.integer({ min: -500, max: 500 }),
    }),
    fc.record({ kind: fc.constant("delete" as const), pick: fc.nat() }),
    fc.record({
      kind: fc.constant("provider" as const),
      provider: fc.nat(20),
      status: fc.constantFrom("approved", "suspended", "pending"),
    }),
  );

  /** One of the generated courses (those the test may change freely), by a random number. */
  async function pick(n: number) {
    const rows = (await exec(sql`select id from courses where slug like 'facet-%' order by slug`)).rows;
    return rows.length ? (rows[n % rows.length]!.id as string) : undefined;
  }

  async function run(c: Command) {
    const provider = (i: number) => ref.providers[i % ref.providers.length]!;
    const sub = (i: number) => ref.subcategories[i % ref.subcategories.length]!;
    const city = (i: number | null) => (i === null ? null : ref.cities[i % ref.cities.length]!);
    switch (c.kind) {
      case "insert": {
        const s = sub(c.sub);
        const first = serial + 1;
        serial += c.n;
        // one statement inserting several courses (the statement trigger sums them together)
        await exec(sql`insert into courses (provider_id, slug, status, title, category_id, subcategory_id, language,
            city_id, types, audience, price, capacity)
          select ${provider(c.provider)}, 'facet-' || lpad(g::text, 6, '0'), ${c.status}, 'Курс ' || g, ${s.parent},
            ${s.id}, ${c.lang}, ${city(c.city)}, ${sql.param(c.types)}::text[], ${sql.param(c.audience)}::text[],
            ${c.price} + g, 20
          from generate_series(${first}::int, ${serial}::int) g`);
        return;
      }
      case "status": {
        const id = await pick(c.pick);
        if (id) await exec(sql`update courses set status = ${c.status} where id = ${id}`);
        return;
      }
      case "price": {
        const id = await pick(c.pick);
        if (id) await exec(sql`update courses set price = ${c.price} where id = ${id}`);
        return;
      }
      case "move": {
        const id = await pick(c.pick);
        const s = sub(c.sub);
        if (id)
          await exec(sql`update courses set category_id = ${s.parent}, subcategory_id = ${s.id},
            city_id = ${city(c.city)}, types = ${sql.param(c.types)}::text[], audience = ${sql.param(c.audience)}::text[]
            where id = ${id}`);
        return;
      }
      case "sale": {
        const id = await pick(c.pick);
        if (id)
          await exec(sql`update courses set sold_count = least(sold_count + 1, capacity),
            rating_avg_x100 = 450, rating_count = rating_count + 1 where id = ${id}`);
        return;
      }
      case "bulkPrice":
        // many courses in one statement, demo courses included
        await exec(sql`update courses set price = greatest(100, price + ${c.delta})
          where provider_id = ${provider(c.provider)}`);
        return;
      case "delete": {
        const id = await pick(c.pick);
        if (id) await exec(sql`delete from courses where id = ${id}`);
        return;
      }
      case "provider":
        await exec(sql`update providers set status = ${c.status} where id = ${provider(c.provider)}`);
        return;
    }
  }

  it("starts equal to the catalogue counted from scratch (the migration filled it)", async () => {
    const { kept, counted } = await compare();
    expect(kept.length).toBeGreaterThan(0);
    expect(kept).toEqual(counted);
  });

  it("stays equal after any sequence of inserts, edits, sales, deletes and provider changes", async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(command, { minLength: 1, maxLength: 8 }), async (commands) => {
        for (const c of commands) await run(c);
        const { kept, counted } = await compare();
        expect(kept).toEqual(counted);
      }),
      { numRuns: 60 },
    );
  });

  /** Facet lists in one order (the service sorts them for the answer; SQL groups come in any order). */
  const normalized = (page: Awaited<ReturnType<typeof findCataloguePage>>) => {
    const byValue = <T extends { value: string }>(list: T[]) =>
      [...list].sort((a, b) => a.value.localeCompare(b.value));
    return {
      ...page,
      typeCounts: byValue(page.typeCounts),
      languageCounts: byValue(page.languageCounts),
      audienceCounts: byValue(page.audienceCounts),
      cityCounts: byValue(page.cityCounts),
      categoryCounts: [...page.categoryCounts].sort((a, b) => a.id - b.id),
    };
  };

  it("gives the same totals, price range and facet counts as counting every course", async () => {
    const db = t.database.db;
    const cats = ref.subcategories.map((s) => s.parent);
    const queries: CourseListQuery[] = [
      { page: 1 },
      { page: 1, category_id: cats[0] },
      { page: 2, category_id: cats[0], type: ["online"], sort: "rating" },
      { page: 1, subcategory_id: ref.subcategories[1]!.id, language: ["bg", "en"] },
      { page: 1, type: ["onsite", "open"], audience: "kids" },
      { page: 1, city: "plovdiv" },
      { page: 1, city: "sofia", type: ["onsite"], sort: "newest" },
      { page: 1, language: ["de"], audience: "business", category_id: cats[3] },
    ];
    // after the random sequences most providers may be suspended: approve them all again (triggers and all)
    await exec(sql`update providers set status = 'approved'`);
    await exec(
      sql`update courses set status = 'approved' where slug like 'facet-%' and status <> 'approved'`,
    );
    const { kept, counted } = await compare();
    expect(kept).toEqual(counted);
    let answered = 0;
    for (const locale of ["bg", "en"] as const)
      for (const query of queries) {
        expect(summaryAnswers(query)).toBe(true);
        const fromSummary = normalized(await findCataloguePage(db, locale, query, 12));
        const live = normalized(await findCataloguePage(db, locale, query, 12, { live: true }));
        if (live.total > 0) answered++;
        expect(fromSummary, JSON.stringify(query)).toEqual(live);
      }
    expect(answered).toBeGreaterThanOrEqual(8);
    expect(summaryAnswers({ page: 1, q: "python" })).toBe(false);
    expect(summaryAnswers({ page: 1, price_min: 100 })).toBe(false);
    expect(summaryAnswers({ page: 1, rating: 4 })).toBe(false);
    expect(summaryAnswers({ page: 1, sort: "this_week" })).toBe(false);
  });

  // PGlite is one connection: two transactions cannot overlap there
  it.skipIf(!onPostgres)(
    "counts a course approved while its provider is being approved in another transaction",
    async () => {
      const db = t.database.db;
      const s = ref.subcategories[0]!;
      const [provider] = (
        await exec(sql`update providers set status = 'pending' where id = ${ref.providers[0]!} returning id`)
      ).rows;
      const [course] = (
        await exec(sql`insert into courses (provider_id, slug, status, title, category_id, subcategory_id, price, capacity,
          types, audience) values (${provider!.id}, 'facet-race', 'draft', 'Състезание', ${s.parent}, ${s.id}, 5000, 10,
          '{online}', '{kids}') returning id`)
      ).rows;
      let providerUpdated!: () => void;
      const updated = new Promise<void>((resolve) => {
        providerUpdated = resolve;
      });
      let courseDone = false;
      // the provider's approval is written (its trigger has run) but not committed when the course is approved
      const approveProvider = db.transaction(async (tx) => {
        await tx.execute(sql`update providers set status = 'approved' where id = ${provider!.id}`);
        providerUpdated();
        await new Promise((r) => setTimeout(r, 400));
        // the course's trigger waits for this transaction instead of reading the provider as it was
        expect(courseDone).toBe(false);
      });
      await updated;
      const approveCourse = db
        .transaction(async (tx) => {
          await tx.execute(sql`update courses set status = 'approved' where id = ${course!.id}`);
        })
        .then(() => {
          courseDone = true;
        });
      await Promise.all([approveProvider, approveCourse]);
      const { kept, counted } = await compare();
      expect(kept).toEqual(counted);
    },
  );
});
