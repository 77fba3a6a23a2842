import type { CourseListQuery } from "@kursove/contracts";
import { todayInSofia } from "@kursove/contracts/domain/sofia-time";
import { type SQL, sql } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { now as businessNow, nowSql } from "../../platform/clock";
import { createTestApp, type TestApp } from "../../test/test-app";
import { findCataloguePage } from "./catalog.repository";

type Row = Record<string, unknown>;

/**
 * CATALOGUE-ORDER-SEGMENTS (P10 of docs/performance.md): each sort is read in stretches, each an index walk
 * cut at the page. Paged through to the end, every sort gives exactly the list one ORDER BY of the whole
 * catalogue gives, for courses of every kind: starting later, running, ended, on demand, without dates,
 * closed for sale, promoted.
 */
describe("catalogue order in stretches", () => {
  let t: TestApp;
  const exec = async (q: SQL) => (await t.database.db.execute(q)) as unknown as { rows: Row[] };

  const day = 24 * 3600 * 1000;
  // offsets from now in days; null for no date; ties on purpose (several courses start on the same day)
  const offset = fc.option(fc.constantFrom(-40, -10, -1, 1, 3, 3, 30), { nil: null });
  const course = fc.record({
    starts: offset,
    length: fc.constantFrom(null, 2, 60),
    sell: offset,
    onDemand: fc.boolean(),
    rating: fc.constantFrom(0, 300, 300, 450),
    ratings: fc.integer({ min: 0, max: 3 }),
    sold: fc.integer({ min: 0, max: 3 }),
    promoted: fc.boolean(),
  });

  beforeAll(async () => {
    t = await createTestApp();
    const [sub] = (await exec(sql`select id, parent_id from categories where parent_id is not null limit 1`))
      .rows;
    const [provider] = (await exec(sql`select id from providers where status = 'approved' limit 1`)).rows;
    const [clock] = (await exec(sql`select ${nowSql()}::timestamptz as now`)).rows;
    const now = new Date(clock!.now as string).getTime();
    const today = todayInSofia(new Date(now));
    const at = (days: number | null) => (days === null ? null : new Date(now + days * day).toISOString());
    const courses = fc.sample(course, { numRuns: 90, seed: 20261126 });
    for (const [i, c] of courses.entries()) {
      const startsAt = at(c.starts);
      const endsAt = c.starts === null || c.length === null ? null : at(c.starts + c.length);
      const [row] = (
        await exec(sql`insert into courses (provider_id, slug, status, title, category_id, subcategory_id, price,
          capacity, types, audience, starts_at, ends_at, last_sell_date, rating_avg_x100, rating_count, sold_count,
          published_at)
          values (${provider!.id}, ${`order-${i}`}, 'approved', ${`Подредба ${i}`}, ${sub!.parent_id}, ${sub!.id},
          5000, 10, ${c.onDemand ? "{on_demand,online}" : "{online}"}, '{consumers}', ${startsAt}, ${endsAt},
          ${at(c.sell)}, ${c.rating}, ${c.ratings}, ${c.sold}, ${i % 9 === 0 ? null : at(-(i % 7))}) returning id`)
      ).rows;
      if (c.promoted)
        await exec(sql`insert into promotions (course_id, provider_id, date_from, date_to, total_days, amount, status,
          paid_at) values (${row!.id}, ${provider!.id}, ${today}::date - 1, ${today}::date + 1, 3, 1000, 'paid', ${nowSql()})`);
    }
  });
  afterAll(() => t.close());

  /** The whole list in one ORDER BY, as the catalogue sorted before it was read in stretches. */
  function referenceOrder(sort: CourseListQuery["sort"]) {
    const at = nowSql();
    const bookable = sql`(coalesce(c.last_sell_date, 'infinity') > ${at} and (coalesce(c.starts_at, 'infinity') > ${at}
      or ('on_demand' = any(c.types) and coalesce(c.ends_at, 'infinity') > ${at})))`;
    const today = todayInSofia(businessNow());
    const promoted = sql`exists (select 1 from promotions pr where pr.course_id = c.id and pr.status = 'paid'
      and pr.date_from <= ${today} and pr.date_to >= ${today})`;
    switch (sort) {
      case "rating":
        return sql`c.rating_avg_x100 desc, c.rating_count desc, c.id`;
      case "newest":
        return sql`c.published_at desc, c.id`;
      case "latest":
        return sql`c.created_at desc, c.id`;
      case "bestsellers":
        return sql`c.sold_count desc, c.rating_count desc, c.id`;
      case "hot":
        return sql`${promoted} desc, c.rating_count desc, c.sold_count desc, c.id`;
      default:
        return sql`${bookable} desc, coalesce(c.ends_at < ${at}, false), c.starts_at, c.id`;
    }
  }

  it("pages through every sort in the order one ORDER BY of the whole catalogue gives", async () => {
    const sorts: CourseListQuery["sort"][] = [undefined, "rating", "newest", "latest", "bestsellers", "hot"];
    for (const sort of sorts) {
      const expected = (
        await exec(sql`select c.id from courses c join providers p on p.id = c.provider_id
          where c.status = 'approved' and p.status = 'approved' order by ${referenceOrder(sort)}`)
      ).rows.map((r) => r.id);
      const paged: unknown[] = [];
      for (let page = 1; paged.length < expected.length + 11; page++) {
        const { rows } = await findCataloguePage(
          t.database.db,
          "bg",
          { page, ...(sort ? { sort } : {}) },
          11,
        );
        if (!rows.length) break;
        paged.push(...rows.map((r) => r.id));
      }
      expect(paged, String(sort)).toEqual(expected);
    }
    // six sorts paged through to the end: longer than one request on a busy machine
  }, 120_000);
});
