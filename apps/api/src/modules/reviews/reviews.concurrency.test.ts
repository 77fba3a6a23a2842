import { eq, inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../db/client";
import { courseSessions, courses, providers, reviews, users } from "../../db/schema/index";
import { apiCaller } from "../../test/accounts";
import { payForCourses } from "../../test/orders";
import { signedInUsers, widePool } from "../../test/race";
import { createTestApp, onPostgres, type TestApp } from "../../test/test-app";
import { ratingAggregates } from "./reviews.fixtures";
import { refreshCourseRating } from "./reviews.repository";
import { rateCourse } from "./reviews.service";

/**
 * RATE-COURSE under real concurrency, on a real PostgreSQL server with a wide pool: buyers of one course
 * rate it at the same moment. Each transaction recomputes the course's and the provider's averages; read
 * without a lock, each sees only its own new review, and the last to commit leaves counts that miss the
 * others. The stored averages must equal those recomputed afterwards. The control races without the lock.
 */
const parallel = 8;

describe.skipIf(!onPostgres)(
  "reviews of one course written at once (needs a real PostgreSQL server: skipped on PGlite)",
  () => {
    let t: TestApp;
    let pool: Database;
    let courseId: string;
    let raters: (typeof users.$inferSelect)[];

    beforeAll(async () => {
      t = await createTestApp();
      pool = await widePool(t, parallel + 2);
      const db = t.database.db;
      const call = apiCaller(t.app);
      const [own] = await db
        .select({ id: providers.id, slug: providers.slug })
        .from(providers)
        .innerJoin(users, eq(users.id, providers.ownerUserId))
        .where(eq(users.email, "provider@example.com"));
      const list = (await call("GET", `/courses?provider=${own!.slug}&sort=newest`, null)).json();
      const course = (
        list.courses as { id: string; places_left: number; timing: string; types: string[] }[]
      ).find((c) => c.places_left >= parallel && c.timing === "future" && !c.types.includes("on_demand"))!;
      courseId = course.id;
      await db.update(courses).set({ requiresBookingApproval: false }).where(eq(courses.id, courseId));
      const racers = await signedInUsers(db, parallel, {
        prefix: "rater",
        firstName: "Оценител",
        lastName: "Курсов",
        verified: true,
      });
      for (const racer of racers) await payForCourses(call, racer.token, [{ id: courseId, quantity: 1 }]);
      // the course has started: its buyers may rate it
      const back = sql`interval '400 days'`;
      await db
        .update(courseSessions)
        .set({
          startsAt: sql`${courseSessions.startsAt} - ${back}`,
          endsAt: sql`${courseSessions.endsAt} - ${back}`,
        })
        .where(eq(courseSessions.courseId, courseId));
      await db
        .update(courses)
        .set({ startsAt: sql`${courses.startsAt} - ${back}`, endsAt: sql`${courses.endsAt} - ${back}` })
        .where(eq(courses.id, courseId));
      raters = await db
        .select()
        .from(users)
        .where(
          inArray(
            users.id,
            racers.map((r) => r.id),
          ),
        );
    });
    afterAll(async () => {
      await pool?.close();
      await t?.close();
    });

    const averages = () => ratingAggregates(t.database.db, courseId);

    /** Every buyer rates the course at once; answers the averages stored and those recomputed after. */
    async function race(lock: boolean) {
      await t.database.db.delete(reviews).where(eq(reviews.courseId, courseId));
      await refreshCourseRating(t.database.db, courseId);
      await Promise.all(
        raters.map((user, i) =>
          rateCourse(
            pool.db,
            user,
            courseId,
            {
              ratings: { content: 4, outcomes: 4 },
              overall: 1 + (i % 5),
              recommend: true,
              suggestions: "",
              other_courses_wanted: "",
              comment: "",
            },
            { lock },
          ),
        ),
      );
      const stored = await averages();
      await refreshCourseRating(t.database.db, courseId);
      return { stored, recomputed: await averages() };
    }

    it(`${parallel} buyers rating one course at once leave averages that count every review`, async () => {
      const { stored, recomputed } = await race(true);
      expect(recomputed.n).toBe(parallel);
      expect(stored).toEqual(recomputed);
    });

    it("control: without the provider's lock, the averages miss reviews written at the same time", async () => {
      let missed = false;
      // a race is a race: a few tries, each of which nearly always loses a review
      for (let round = 0; round < 3 && !missed; round++) {
        const { stored, recomputed } = await race(false);
        missed = stored.n !== recomputed.n || stored.pN !== recomputed.pN;
      }
      expect(missed).toBe(true);
    });
  },
);
