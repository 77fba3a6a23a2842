import { eq, sql } from "drizzle-orm";
import type pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Database, openDatabase } from "../../db/client";
import { authSessions, discountRedemptions, orders, users } from "../../db/schema/index";
import { AppError } from "../../platform/errors";
import { hashToken, newToken } from "../../platform/tokens";
import { apiCaller } from "../../test/accounts";
import { billing } from "../../test/orders";
import { createTestApp, onPostgres, type TestApp } from "../../test/test-app";
import { saleCourse } from "../cart/cart.fixtures";
import { ordersDeps } from "../orders";
import { checkout } from "./checkout.service";

/**
 * DISCOUNT-USES under real concurrency, on a real PostgreSQL server with a wide pool: buyers who all
 * entered a code with one use left check out at once. Exactly one order takes the use and the others are
 * told the code is used up. The control checks out without locking the code, and several orders take it.
 */
const parallel = 8;

describe.skipIf(!onPostgres)(
  "the last use of a discount code under concurrency (needs a real PostgreSQL server: skipped on PGlite)",
  () => {
    let t: TestApp;
    let pool: Database;

    beforeAll(async () => {
      t = await createTestApp();
      const testPool = (t.database.db as unknown as { $client: pg.Pool }).$client;
      pool = await openDatabase({ url: testPool.options.connectionString, poolSize: 12 });
    });
    afterAll(async () => {
      await pool?.close();
      await t?.close();
    });

    /** A verified buyer of its own with one place of the course and the code in the cart. */
    async function buyerWithCode(courseId: string, code: string) {
      const db = t.database.db;
      const stamp = `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
      const [row] = await db
        .insert(users)
        .values({
          username: `code-${stamp}`,
          email: `code-${stamp}@example.com`,
          passwordHash: "not-used",
          firstName: "Мария",
          lastName: "Петрова",
          emailVerifiedAt: new Date(),
        })
        .returning();
      const token = newToken();
      await db.insert(authSessions).values({
        userId: row!.id,
        tokenHash: hashToken(token),
        expiresAt: new Date(Date.now() + 3_600_000),
      });
      const call = apiCaller(t.app);
      expect(
        (await call("POST", "/cart/items", token, { course_id: courseId, quantity: 1 })).statusCode,
      ).toBe(200);
      expect((await call("POST", "/cart/discount", token, { code })).statusCode).toBe(200);
      return row!;
    }

    /** Buyers check out at once; answers the orders that took the code and the refusals. */
    async function race(discountLock: boolean) {
      const { course, provider } = await saleCourse(t.database.db, { capacity: 30 });
      const code = `LAST${Date.now().toString(36).toUpperCase()}${discountLock ? "A" : "B"}`;
      const signedIn = await apiCaller(t.app)("POST", "/login", null, {
        email: "provider@example.com",
        password: "demo12345",
      });
      const made = await apiCaller(t.app)("POST", "/provider/discount-codes", signedIn.json().t, {
        code,
        kind: "percent",
        value: 50,
        max_uses: 1,
        course_ids: [course.id],
      });
      expect(made.statusCode).toBe(201);
      expect(provider.id).toBe(course.providerId);
      const buyers = [];
      for (let i = 0; i < parallel; i++) buyers.push(await buyerWithCode(course.id, code));
      const deps = { ...ordersDeps(t.app), db: pool.db, discountLock };
      const answers = await Promise.allSettled(
        buyers.map((buyer) => checkout(deps, buyer, { billing: { ...billing, countryIso: "BG" as const } })),
      );
      const refusals = answers.filter(
        (a) =>
          a.status === "rejected" &&
          a.reason instanceof AppError &&
          a.reason.code === "discount_code_used_up",
      );
      const taken = await t.database.db
        .select({ n: sql<number>`count(*)::int` })
        .from(discountRedemptions)
        .innerJoin(orders, eq(orders.id, discountRedemptions.orderId))
        .where(eq(discountRedemptions.codeId, made.json().id));
      return { taken: taken[0]!.n, refused: refusals.length, answered: answers.length };
    }

    it("gives a code's last use to one of the buyers racing for it; the others are told it is used up", async () => {
      const outcome = await race(true);
      expect(outcome).toEqual({ taken: 1, refused: parallel - 1, answered: parallel });
    });

    it("control: without the code's lock, several racing buyers take its last use", async () => {
      const outcome = await race(false);
      expect(outcome.taken).toBeGreaterThan(1);
    });
  },
);
