import cookie from "@fastify/cookie";
import { and, eq, gt, sql } from "drizzle-orm";
import Fastify from "fastify";
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from "fastify-type-provider-zod";
import type pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type App, buildApp } from "../../app";
import { type Database, openDatabase } from "../../db/client";
import { authSessions, cartItems, users } from "../../db/schema/index";
import { registerErrorHandling } from "../../platform/error-handler";
import { localePlugin } from "../../platform/locale";
import { hashToken, newToken } from "../../platform/tokens";
import { createTestApp, type TestApp } from "../../test/test-app";
import { authPlugin } from "../auth/auth.plugin";
import { saleCourse } from "./cart.fixtures";
import { cartRoutes } from "./cart.routes";

/**
 * The hold guard under real concurrency (issue 7): many requests for the last places, on a real
 * PostgreSQL server through a real HTTP server and a pool of many connections, so the transactions
 * truly overlap. PGlite is one connection in one process: nothing could overlap there.
 */
const onPostgres = process.env.KURSOVE_TEST_DB === "postgres" && !!process.env.TEST_DATABASE_URL;
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
      const testPool = (t.database.db as unknown as { $client: pg.Pool }).$client;
      wide = await openDatabase({ url: testPool.options.connectionString, poolSize });
      const deps = { ...t.app.deps, database: wide };
      guarded = await buildApp(deps);
      // the control: the same cart routes, registered with the row lock removed (never done by the app)
      unguarded = Fastify({ logger: false }).withTypeProvider<ZodTypeProvider>() as unknown as App;
      unguarded.setValidatorCompiler(validatorCompiler);
      unguarded.setSerializerCompiler(serializerCompiler);
      unguarded.decorate("deps", deps);
      await unguarded.register(localePlugin);
      registerErrorHandling(unguarded);
      await unguarded.register(cookie);
      await unguarded.register(
        async (api) => {
          await api.register(authPlugin);
          await api.register(cartRoutes, { lock: false });
        },
        { prefix: "/api/v1" },
      );
      urls.guarded = await listen(guarded);
      urls.unguarded = await listen(unguarded);

      const stamp = Date.now().toString(36);
      const rows = await t.database.db
        .insert(users)
        .values(
          Array.from({ length: buyers }, (_, i) => ({
            username: `race-${stamp}-${i}`,
            email: `race-${stamp}-${i}@example.com`,
            passwordHash: "not-used",
            firstName: "Купувач",
            lastName: `Номер ${i}`,
          })),
        )
        .returning({ id: users.id });
      for (const row of rows) {
        const token = newToken();
        tokens.push(token);
        await t.database.db.insert(authSessions).values({
          userId: row.id,
          tokenHash: hashToken(token),
          expiresAt: new Date(Date.now() + 3_600_000),
        });
      }
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
      const [row] = await t.database.db
        .select({ held: sql<number>`coalesce(sum(${cartItems.quantity}), 0)`.mapWith(Number) })
        .from(cartItems)
        .where(and(eq(cartItems.courseId, courseId), gt(cartItems.heldUntil, sql`now()`)));
      const count = (status: number) => answers.filter((a) => a.status === status).length;
      return { ok: count(200), refused: count(409), answers, held: row?.held ?? 0 };
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
