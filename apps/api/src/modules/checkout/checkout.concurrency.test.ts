import { and, eq, inArray, sql } from "drizzle-orm";
import type pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type App, buildApp } from "../../app";
import { cartWiring, paymentEventWiring } from "../../app-wiring";
import { type Database, openDatabase } from "../../db/client";
import { authSessions, courses, orders, sandboxPaymentIntents, users } from "../../db/schema/index";
import { hashToken, newToken } from "../../platform/tokens";
import { controlApp } from "../../test/control-app";
import { billing, testCard } from "../../test/orders";
import { createTestApp, onPostgres, type TestApp } from "../../test/test-app";
import { saleCourse } from "../cart/cart.fixtures";
import { cartRoutes } from "../cart/cart.routes";
import { checkoutRoutes } from "./checkout.routes";

/**
 * CHECKOUT-ONCE under real concurrency, on a real PostgreSQL server through real HTTP servers with wide
 * pools: one buyer fires many checkouts of one cart at once (two tabs, a retrying client, two app
 * instances behind a load balancer), then pays every answer it got. Exactly one charge is made and one
 * place sold. The control registers the same routes without the buyer's lock and is charged many times.
 */
const parallel = 10;

describe.skipIf(!onPostgres)(
  "checkouts of one cart under concurrency (needs a real PostgreSQL server: skipped on PGlite)",
  () => {
    let t: TestApp;
    const pools: Database[] = [];
    const apps: App[] = [];
    const urls = { first: "", second: "", unguarded: "" };

    const listen = async (app: App) => {
      apps.push(app);
      await app.listen({ port: 0, host: "127.0.0.1" });
      const address = app.server.address();
      if (!address || typeof address === "string") throw new Error("no port");
      return `http://127.0.0.1:${address.port}/api/v1`;
    };
    /** another instance of the app: its own pool of connections to the same database */
    const instance = async () => {
      const testPool = (t.database.db as unknown as { $client: pg.Pool }).$client;
      const pool = await openDatabase({ url: testPool.options.connectionString, poolSize: 12 });
      pools.push(pool);
      return { ...t.app.deps, database: pool };
    };

    beforeAll(async () => {
      t = await createTestApp();
      urls.first = await listen(await buildApp(await instance()));
      urls.second = await listen(await buildApp(await instance()));
      // the control: the cart and checkout routes, the checkout registered without the buyer's lock
      const deps = await instance();
      const unguarded = await controlApp(deps, async (api) => {
        await api.register(cartRoutes, cartWiring(api as unknown as App));
        await api.register(checkoutRoutes, { lock: false });
        await api.register(paymentEventWiring);
      });
      urls.unguarded = await listen(unguarded);
    });
    afterAll(async () => {
      // the control last: its routes registered the payment event handler of the shared database again
      for (const app of apps.reverse()) await app.close();
      for (const pool of pools) await pool.close();
      await t?.close();
    });

    /** A verified buyer of its own with one place of the course in the cart. */
    async function buyerWithCart(courseId: string) {
      const db = t.database.db;
      const stamp = `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
      const [row] = await db
        .insert(users)
        .values({
          username: `tabs-${stamp}`,
          email: `tabs-${stamp}@example.com`,
          passwordHash: "not-used",
          firstName: "Мария",
          lastName: "Петрова",
          emailVerifiedAt: new Date(),
        })
        .returning({ id: users.id });
      const token = newToken();
      await db.insert(authSessions).values({
        userId: row!.id,
        tokenHash: hashToken(token),
        expiresAt: new Date(Date.now() + 3_600_000),
      });
      const added = await fetch(`${urls.first}/cart/items`, {
        method: "POST",
        headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
        body: JSON.stringify({ course_id: courseId, quantity: 1 }),
      });
      expect(added.status).toBe(200);
      return { id: row!.id, token };
    }

    const post = async (base: string, token: string, path: string, body: object) => {
      const res = await fetch(`${base}${path}`, {
        method: "POST",
        headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
        body: JSON.stringify(body),
      });
      return { status: res.status, body: (await res.json()) as Record<string, string> };
    };

    /**
     * The buyer's checkouts all at once, spread over `bases`, then every secret answered is paid with
     * 4242 (each answer as its own tab would). Answers the refusals, the charges made at the gateway for
     * the buyer's orders, the paid orders and the places sold.
     */
    async function checkoutStorm(bases: string[]) {
      const { course } = await saleCourse(t.database.db, { capacity: 30 });
      const buyer = await buyerWithCart(course.id);
      const answers = await Promise.all(
        Array.from({ length: parallel }, (_, i) =>
          post(bases[i % bases.length]!, buyer.token, "/checkout", { billing }),
        ),
      );
      const secrets = answers.filter((a) => a.status === 200).map((a) => a.body.secret!);
      await Promise.all(
        secrets.map((secret) =>
          post(urls.first, buyer.token, "/payments/sandbox/confirm", {
            secret,
            card: testCard("4242424242424242"),
          }),
        ),
      );
      const db = t.database.db;
      const mine = db.select({ id: orders.id }).from(orders).where(eq(orders.userId, buyer.id));
      const charges = await db
        .select({ id: sandboxPaymentIntents.id })
        .from(sandboxPaymentIntents)
        .where(
          and(
            eq(sandboxPaymentIntents.status, "succeeded"),
            inArray(sql`(${sandboxPaymentIntents.metadata}->>'order_id')::uuid`, mine),
          ),
        );
      const paid = await db
        .select({ id: orders.id })
        .from(orders)
        .where(and(eq(orders.userId, buyer.id), eq(orders.status, "paid")));
      const [after] = await db.select().from(courses).where(eq(courses.id, course.id));
      return { answers, secrets, charges: charges.length, paid: paid.length, sold: after!.soldCount };
    }

    const expectOneCharge = (result: Awaited<ReturnType<typeof checkoutStorm>>) => {
      for (const refused of result.answers.filter((a) => a.status !== 200)) {
        expect(refused.status).toBe(409);
        expect(refused.body.code).toBe("checkout_replaced");
      }
      expect(new Set(result.secrets).size).toBe(1);
      expect(result.charges).toBe(1);
      expect(result.paid).toBe(1);
      expect(result.sold).toBe(1);
    };

    it(`${parallel} checkouts of one cart at once on one instance: one order, one charge`, async () => {
      expectOneCharge(await checkoutStorm([urls.first]));
    });

    it(`${parallel} checkouts of one cart at once on two instances: one order, one charge`, async () => {
      expectOneCharge(await checkoutStorm([urls.first, urls.second]));
    });

    it("control: without the buyer's lock the same storm hands out several payments of one cart", async () => {
      let distinct = 0;
      // a race is a race: a few tries, each of which nearly always overlaps
      for (let round = 0; round < 3 && distinct < 2; round++)
        distinct = new Set((await checkoutStorm([urls.unguarded])).secrets).size;
      expect(distinct).toBeGreaterThan(1);
    });
  },
);
