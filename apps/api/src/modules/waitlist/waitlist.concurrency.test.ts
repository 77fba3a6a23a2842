import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type App, buildApp } from "../../app";
import type { Database } from "../../db/client";
import { courses, waitlistEntries } from "../../db/schema/index";
import { heldNow, signedInUsers, widePool } from "../../test/race";
import { createTestApp, onPostgres, type TestApp } from "../../test/test-app";
import { saleCourse } from "../cart/cart.fixtures";
import { type OfferDeps, offerFreedPlaces, offerPlacesFreedOn } from "./waitlist.service";

/**
 * The offer round under real concurrency (WAITLIST-OFFER): several rounds at once, as several server
 * processes would run them, on a real PostgreSQL server through a pool of many connections, with buyers
 * adding the same course to their carts meanwhile. PGlite is one connection: nothing could overlap there.
 */
const waiting = 20;
const rounds = 8;

describe.skipIf(!onPostgres)(
  "waiting list offers under concurrency (needs a real PostgreSQL server: skipped on PGlite, which runs one connection in one process)",
  () => {
    let t: TestApp;
    let wide: Database;
    let app: App;
    const userIds: string[] = [];
    const tokens: string[] = [];

    beforeAll(async () => {
      t = await createTestApp();
      wide = await widePool(t, 20);
      app = await buildApp({ ...t.app.deps, database: wide });
      const racers = await signedInUsers(t.database.db, waiting + 10, {
        prefix: "wait",
        firstName: "Чакащ",
        lastName: "Номер",
        verified: true,
      });
      userIds.push(...racers.map((r) => r.id));
      tokens.push(...racers.map((r) => r.token));
    });
    afterAll(async () => {
      await app?.close();
      await wide?.close();
      await t?.close();
    });

    const deps = (lock = true): OfferDeps => ({
      db: wide.db,
      notify: { publicUrl: t.app.deps.config.publicUrl, officeEmail: t.app.deps.config.officeEmail },
      offerHours: 12,
      lock,
    });

    /** A full course of `capacity` places with the first `waiting` users queued, then `free` places freed. */
    async function queuedCourse(capacity: number, free: number) {
      const { course } = await saleCourse(t.database.db, { capacity, soldCount: capacity });
      for (const [i, userId] of userIds.slice(0, waiting).entries())
        await t.database.db
          .insert(waitlistEntries)
          .values({ userId, courseId: course.id, createdAt: new Date(Date.now() - (waiting - i) * 1000) });
      await t.database.db
        .update(courses)
        .set({ soldCount: capacity - free })
        .where(eq(courses.id, course.id));
      return course;
    }

    const heldOn = (courseId: string) => heldNow(t.database.db, { courseId });
    const offeredOn = async (courseId: string) =>
      (
        await t.database.db
          .select()
          .from(waitlistEntries)
          .where(and(eq(waitlistEntries.courseId, courseId), eq(waitlistEntries.status, "offered")))
      ).map((e) => e.userId);

    it("8 offer rounds at once for 3 freed places: exactly 3 offers, to the first 3 in the queue", async () => {
      const course = await queuedCourse(10, 3);
      const made = await Promise.all(Array.from({ length: rounds }, () => offerFreedPlaces(deps())));
      expect(made.reduce((a, b) => a + b, 0)).toBe(3);
      expect(await heldOn(course.id)).toBe(3);
      expect((await offeredOn(course.id)).sort()).toEqual(userIds.slice(0, 3).sort());
    });

    it("offer rounds racing 10 buyers for 3 freed places: never more places held than are free", async () => {
      const course = await queuedCourse(10, 3);
      const buyers = tokens.slice(waiting).map((token) =>
        app.inject({
          method: "POST",
          url: "/api/v1/cart/items",
          headers: { authorization: `Bearer ${token}` },
          payload: { course_id: course.id, quantity: 1 },
        }),
      );
      const [made, answers] = await Promise.all([
        Promise.all(Array.from({ length: rounds }, () => offerFreedPlaces(deps()))),
        Promise.all(buyers),
      ]);
      const bought = answers.filter((a) => a.statusCode === 200).length;
      expect(made.reduce((a, b) => a + b, 0) + bought).toBe(3);
      expect(await heldOn(course.id)).toBe(3);
    });

    it("rounds started by freed places racing the minute's rounds for 3 freed places: exactly 3 offers, in order", async () => {
      const course = await queuedCourse(10, 3);
      const made = await Promise.all(
        Array.from({ length: rounds }, (_, i) =>
          i % 2 ? offerFreedPlaces(deps()) : offerPlacesFreedOn(deps(), [course.id]),
        ),
      );
      expect(made.reduce((a, b) => a + b, 0)).toBe(3);
      expect(await heldOn(course.id)).toBe(3);
      expect((await offeredOn(course.id)).sort()).toEqual(userIds.slice(0, 3).sort());
    });

    it("one learner joining 5 times at once is queued once, with one place answered to all", async () => {
      const { course } = await saleCourse(t.database.db, { capacity: 2, soldCount: 2 });
      const answers = await Promise.all(
        Array.from({ length: 5 }, () =>
          app.inject({
            method: "POST",
            url: `/api/v1/courses/${course.id}/waitlist`,
            headers: { authorization: `Bearer ${tokens[0]}` },
            payload: {},
          }),
        ),
      );
      expect(answers.map((a) => a.statusCode)).toEqual([201, 201, 201, 201, 201]);
      expect(new Set(answers.map((a) => a.json().position))).toEqual(new Set([1]));
      const rows = await t.database.db
        .select()
        .from(waitlistEntries)
        .where(eq(waitlistEntries.courseId, course.id));
      expect(rows).toHaveLength(1);
    });

    it("control: the same rounds without the queue and row locks offer more places than are free", async () => {
      const runs: number[] = [];
      for (let attempt = 0; attempt < 10; attempt += 1) {
        const course = await queuedCourse(10, 3);
        await Promise.all(Array.from({ length: rounds }, () => offerFreedPlaces(deps(false))));
        runs.push(await heldOn(course.id));
        if (runs.at(-1)! > 3) break;
      }
      expect(Math.max(...runs), `places held per run: ${runs.join(", ")}`).toBeGreaterThan(3);
    });
  },
);
