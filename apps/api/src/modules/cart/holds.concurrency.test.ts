import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type App, buildApp } from "../../app";
import type { Database } from "../../db/client";
import { controlApp } from "../../test/control-app";
import { heldNow, type Racer, signedInUsers, widePool } from "../../test/race";
import { createTestApp, onPostgres, type TestApp } from "../../test/test-app";
import { placesLeft } from "../seats/holds";
import { saleCourse } from "./cart.fixtures";
import { cartRoutes } from "./cart.routes";

/**
 * The hold guard under real concurrency: many requests for the last places, on a real
 * PostgreSQL server through a real HTTP server and a pool of many connections, so the transactions
 * truly overlap. PGlite is one connection in one process: nothing could overlap there. The buyer's caps
 * (place hoarding) likewise: many adds of one buyer at once hold no more than the caps.
 */
const buyers = 40;
const poolSize = 20;

describe.skipIf(!onPostgres)(
  "holds under concurrency (needs a real PostgreSQL server: skipped on PGlite, which runs one connection in one process)",
  () => {
    let t: TestApp;
    let wide: Database;
    let guarded: App;
    let unguarded: App;
    const tokens: string[] = [];
    const urls = { guarded: "", unguarded: "" };

    const listen = async (app: App) => {
      await app.listen({ port: 0, host: "127.0.0.1" });
      const address = app.server.address();
      if (!address || typeof address === "string") throw new Error("no port");
      return `http://127.0.0.1:${address.port}/api/v1`;
    };

    beforeAll(async () => {
      t = await createTestApp();
      // the same test database, through a pool wider than the places on sale
      wide = await widePool(t, poolSize);
      const deps = { ...t.app.deps, database: wide };
      guarded = await buildApp(deps);
      // the control: the same cart routes, registered with the row lock removed (never done by the app)
      unguarded = await controlApp(deps, async (api) => {
        await api.register(cartRoutes, { lock: false });
      });
      urls.guarded = await listen(guarded);
      urls.unguarded = await listen(unguarded);

      const racers = await signedInUsers(t.database.db, buyers, {
        prefix: "race",
        firstName: "Купувач",
        lastName: "Номер",
      });
      tokens.push(...racers.map((r) => r.token));
    });
    afterAll(async () => {
      await guarded?.close();
      await unguarded?.close();
      await wide?.close();
      await t?.close();
    });

    /** Every buyer asks at the same moment for `quantity` places; answers the statuses and places held. */
    async function race(base: string, body: object, courseId: string) {
      const answers = await Promise.all(
        tokens.map((token) =>
          fetch(`${base}/cart/items`, {
            method: "POST",
            headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
            body: JSON.stringify(body),
          }).then(async (res) => ({
            status: res.status,
            code: ((await res.json()) as { code?: string }).code,
          })),
        ),
      );
      const count = (status: number) => answers.filter((a) => a.status === status).length;
      return {
        ok: count(200),
        refused: count(409),
        answers,
        held: await heldNow(t.database.db, { courseId }),
      };
    }

    it("40 buyers of 1 place each for 5 places: exactly 5 holds, 35 refusals", async () => {
      const { course } = await saleCourse(t.database.db, { capacity: 5 });
      const result = await race(urls.guarded, { course_id: course.id, quantity: 1 }, course.id);
      expect(result.ok).toBe(5);
      expect(result.refused).toBe(35);
      expect(result.answers.filter((a) => a.status === 409).every((a) => a.code === "no_places_left")).toBe(
        true,
      );
      expect(result.held).toBe(5);
    });

    it("40 buyers of 2 places each for 5 places: exactly 2 holds (4 places), 38 refusals", async () => {
      const { course } = await saleCourse(t.database.db, { capacity: 5 });
      const result = await race(urls.guarded, { course_id: course.id, quantity: 2 }, course.id);
      expect(result.ok).toBe(2);
      expect(result.refused).toBe(38);
      expect(result.held).toBe(4);
    });

    it("40 buyers of 1 place for a bookable hour of 3 places, 2 already sold: exactly 1 hold", async () => {
      const { course, slots } = await saleCourse(t.database.db, { capacity: 50 }, [
        { inHours: 48, capacity: 3 },
      ]);
      await t.database.db.execute(sql`update course_slots set sold_count = 2 where id = ${slots[0]!.id}`);
      const result = await race(urls.guarded, { course_id: course.id, slot_id: slots[0]!.id }, course.id);
      expect(result.ok).toBe(1);
      expect(result.refused).toBe(39);
      expect(result.held).toBe(1);
    });

    /** A buyer of their own, signed in, with a verified email or not: answers the id and token. */
    async function oneBuyer(verified: boolean) {
      const [buyer] = await signedInUsers(t.database.db, 1, {
        prefix: "hoarder",
        firstName: "Събирач",
        lastName: "На места",
        verified,
      });
      return buyer!;
    }

    /** One buyer sends every body at the same moment; answers the statuses and the places they hold. */
    async function raceOfOne(base: string, buyer: Racer, bodies: object[]) {
      const answers = await Promise.all(
        bodies.map((body) =>
          fetch(`${base}/cart/items`, {
            method: "POST",
            headers: { authorization: `Bearer ${buyer.token}`, "content-type": "application/json" },
            body: JSON.stringify(body),
          }).then(async (res) => ({
            status: res.status,
            code: ((await res.json()) as { code?: string }).code,
          })),
        ),
      );
      const count = (status: number) => answers.filter((a) => a.status === status).length;
      const held = await heldNow(t.database.db, { userId: buyer.id });
      return { ok: count(200), refused: count(409), answers, held };
    }

    /** Courses of their own with `capacity` places each, and one add of `quantity` places per course. */
    async function coursesToHoard(count: number, capacity: number, quantity: number) {
      const ids: string[] = [];
      for (let i = 0; i < count; i++) ids.push((await saleCourse(t.database.db, { capacity })).course.id);
      return { ids, bodies: ids.map((id) => ({ course_id: id, quantity })) };
    }

    it("one buyer's 20 parallel adds of 10 places on 20 courses: exactly 30 places held, 17 refusals", async () => {
      const hoarder = await oneBuyer(true);
      const { ids, bodies } = await coursesToHoard(20, 10, 10);
      const result = await raceOfOne(urls.guarded, hoarder, bodies);
      expect(result.ok).toBe(3);
      expect(result.refused).toBe(17);
      expect(
        result.answers.filter((a) => a.status === 409).every((a) => a.code === "hold_limit_per_buyer"),
      ).toBe(true);
      expect(result.held).toBe(30);
      // the refused courses keep all their places for someone else
      const left = await Promise.all(ids.map((id) => placesLeft(t.database.db, id)));
      expect(left.filter((n) => n === 10)).toHaveLength(17);
      const rival = await oneBuyer(true);
      const free = ids[left.indexOf(10)]!;
      const taken = await raceOfOne(urls.guarded, rival, [{ course_id: free, quantity: 10 }]);
      expect(taken.ok).toBe(1);
    });

    it("one unverified buyer's 20 parallel adds of 1 place: exactly 2 places held, 18 refusals", async () => {
      const unverified = await oneBuyer(false);
      const { bodies } = await coursesToHoard(20, 5, 1);
      const result = await raceOfOne(urls.guarded, unverified, bodies);
      expect(result.ok).toBe(2);
      expect(result.refused).toBe(18);
      expect(
        result.answers.filter((a) => a.status === 409).every((a) => a.code === "hold_limit_unverified"),
      ).toBe(true);
      expect(result.held).toBe(2);
    });

    it("control: the same buyer's race without the buyer's lock holds more than 30 places, so the race can see a missing guard", async () => {
      const runs: number[] = [];
      for (let attempt = 0; attempt < 10; attempt += 1) {
        const hoarder = await oneBuyer(true);
        const { bodies } = await coursesToHoard(20, 10, 10);
        const result = await raceOfOne(urls.unguarded, hoarder, bodies);
        expect(result.ok + result.refused).toBe(bodies.length);
        runs.push(result.held);
        if (result.held > 30) break;
      }
      expect(Math.max(...runs), `places held per run: ${runs.join(", ")}`).toBeGreaterThan(30);
    });

    it("control: the same race without the row lock oversells, so the race can see a missing guard", async () => {
      const runs: number[] = [];
      for (let attempt = 0; attempt < 10; attempt += 1) {
        const { course } = await saleCourse(t.database.db, { capacity: 5 });
        const result = await race(urls.unguarded, { course_id: course.id, quantity: 1 }, course.id);
        expect(result.ok + result.refused).toBe(buyers);
        runs.push(result.held);
        if (result.held > 5) break;
      }
      expect(Math.max(...runs), `places held per run: ${runs.join(", ")}`).toBeGreaterThan(5);
    });
  },
);
