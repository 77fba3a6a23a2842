import { and, eq, inArray, notInArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../db/client";
import { courses, promotions, providers, users } from "../../db/schema/index";
import { AppError } from "../../platform/errors";
import { inDays } from "../../test/courses";
import { widePool } from "../../test/race";
import { createTestApp, onPostgres, type TestApp } from "../../test/test-app";
import { createPromotion } from "./promotions.service";

/**
 * PROMOTION-RACE under real concurrency, on a real PostgreSQL server with a wide pool: a provider's
 * double click, two tabs or a retrying client ask at once to promote one course on days that overlap.
 * Exactly one promotion is made and the others are told the days are taken, so the provider never pays
 * twice for the same days. The control checks the overlap without the course's lock, and several are made.
 */
const parallel = 10;

describe.skipIf(!onPostgres)(
  "promotions of one course asked for at once (needs a real PostgreSQL server: skipped on PGlite)",
  () => {
    let t: TestApp;
    let pool: Database;
    let owner: typeof users.$inferSelect;
    const free: string[] = [];

    beforeAll(async () => {
      t = await createTestApp();
      pool = await widePool(t, parallel + 2);
      const db = t.database.db;
      [owner] = (await db.select().from(users).where(eq(users.email, "provider@example.com"))) as [
        typeof users.$inferSelect,
      ];
      const own = db.select({ id: providers.id }).from(providers).where(eq(providers.ownerUserId, owner.id));
      const promoted = db.select({ id: promotions.courseId }).from(promotions);
      // approved courses of the provider without the demo's promotions: only this file's can overlap
      const rows = await db
        .select({ id: courses.id })
        .from(courses)
        .where(
          and(
            eq(courses.status, "approved"),
            inArray(courses.providerId, own),
            notInArray(courses.id, promoted),
          ),
        );
      free.push(...rows.map((r) => r.id));
      expect(free.length).toBeGreaterThanOrEqual(4);
    });
    afterAll(async () => {
      await pool?.close();
      await t?.close();
    });

    /** `parallel` overlapping promotions of one course asked for at once: the ones made and the refusals. */
    async function race(lock: boolean) {
      const courseId = free.shift()!;
      const answers = await Promise.allSettled(
        Array.from({ length: parallel }, (_, i) =>
          createPromotion(
            pool.db,
            owner,
            courseId,
            { date_from: inDays(3 + (i % 3)), date_to: inDays(12) },
            "EUR",
            { lock },
          ),
        ),
      );
      const refused = answers.filter(
        (a) =>
          a.status === "rejected" && a.reason instanceof AppError && a.reason.code === "promotion_overlaps",
      );
      const made = await t.database.db.select().from(promotions).where(eq(promotions.courseId, courseId));
      return { made: made.length, refused: refused.length, answered: answers.length };
    }

    it(`${parallel} overlapping promotions of one course at once: one is made, the others are refused`, async () => {
      expect(await race(true)).toEqual({ made: 1, refused: parallel - 1, answered: parallel });
    });

    it("control: without the course's lock, racing requests book the same days more than once", async () => {
      let made = 0;
      // a race is a race: a few tries, each of which nearly always overlaps
      for (let round = 0; round < 3 && made < 2; round++) made = (await race(false)).made;
      expect(made).toBeGreaterThan(1);
    });
  },
);
