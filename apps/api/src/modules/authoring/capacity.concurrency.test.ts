import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../db/client";
import { courseSlots, courses } from "../../db/schema/index";
import { apiCaller, signInDemo } from "../../test/accounts";
import {
  bookableCourseWithHour,
  type CourseRefs,
  completeCourse,
  courseRefs,
  fullBody,
} from "../../test/courses";
import { widePool } from "../../test/race";
import { createTestApp, onPostgres, type TestApp } from "../../test/test-app";

/**
 * A provider lowers the places of a course (or of a bookable hour) while a sale of one of them is being
 * confirmed. The lower number passed the check against the places sold before the sale, so it must be
 * checked again once the sale has committed: the provider is told the places cannot go below those sold
 * (422), the sale stands and nothing answers 500. Without the row lock the update waits for the sale's
 * lock and then breaks the CHECK sold_count <= capacity: the control is this test failing with a 500.
 */
describe.skipIf(!onPostgres)(
  "places lowered while a sale commits (needs a real PostgreSQL server: skipped on PGlite)",
  () => {
    let t: TestApp;
    let pool: Database;
    let provider: string;
    let refs: CourseRefs;
    beforeAll(async () => {
      t = await createTestApp();
      pool = await widePool(t, 4);
      provider = await signInDemo(t.app, "provider@example.com");
      refs = await courseRefs(t.database.db);
    });
    afterAll(async () => {
      await pool?.close();
      await t?.close();
    });
    const call: ReturnType<typeof apiCaller> = (...args) => apiCaller(t.app)(...args);

    /** Runs `sale` in a transaction of its own that commits only after `during` has been waiting a while. */
    async function whileSaleCommits<T>(
      sale: (tx: Database["db"]) => Promise<unknown>,
      during: () => Promise<T>,
    ) {
      let release!: () => void;
      const released = new Promise<void>((r) => {
        release = r;
      });
      let locked!: () => void;
      const isLocked = new Promise<void>((r) => {
        locked = r;
      });
      const saleDone = pool.db.transaction(async (tx) => {
        await sale(tx as unknown as Database["db"]);
        locked();
        await released;
      });
      await isLocked;
      const answer = during();
      // the request reads the places sold before the sale and then waits for the sale's row lock
      await new Promise((r) => setTimeout(r, 500));
      release();
      await saleDone;
      return answer;
    }

    it("refuses a course capacity that a sale committing meanwhile has gone above", async () => {
      const course = await completeCourse(t.app, provider, refs);
      const db = t.database.db;
      await db.update(courses).set({ soldCount: 1 }).where(eq(courses.id, course.id));
      const answer = await whileSaleCommits(
        (tx) =>
          tx
            .update(courses)
            .set({ soldCount: sql`${courses.soldCount} + 1` })
            .where(eq(courses.id, course.id)),
        () =>
          call(
            "PUT",
            `/provider/courses/${course.id}`,
            provider,
            fullBody(refs, { capacity: 1, group_size: 1 }),
          ),
      );
      expect(answer.statusCode).toBe(422);
      expect(answer.json().errors.capacity).toEqual(["The places cannot be fewer than those already sold"]);
      const [row] = await db.select().from(courses).where(eq(courses.id, course.id));
      expect(row).toMatchObject({ capacity: 12, soldCount: 2 });
    });

    it("refuses an hour's places that a sale committing meanwhile has gone above", async () => {
      const { course, slot, id } = await bookableCourseWithHour(t.app, provider, refs, 3);
      const db = t.database.db;
      await db.update(courseSlots).set({ soldCount: 1 }).where(eq(courseSlots.id, id));
      const answer = await whileSaleCommits(
        (tx) =>
          tx
            .update(courseSlots)
            .set({ soldCount: sql`${courseSlots.soldCount} + 1` })
            .where(eq(courseSlots.id, id)),
        () =>
          call("PUT", `/provider/courses/${course.id}/slots`, provider, {
            slots: [{ ...slot, id, capacity: 1 }],
          }),
      );
      expect(answer.statusCode).toBe(422);
      expect(answer.json().errors["slots.0.capacity"]).toEqual([
        "The places cannot be fewer than those already sold",
      ]);
      const [row] = await db.select().from(courseSlots).where(eq(courseSlots.id, id));
      expect(row).toMatchObject({ capacity: 3, soldCount: 2 });
    });
  },
);
