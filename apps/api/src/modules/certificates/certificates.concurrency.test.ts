import { eq } from "drizzle-orm";
import type pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type App, buildApp } from "../../app";
import { type Database, openDatabase } from "../../db/client";
import { certificates, courses, orderItems, orders, outbox, users } from "../../db/schema/index";
import { signInDemo } from "../../test/accounts";
import { createTestApp, onPostgres, type TestApp } from "../../test/test-app";

/**
 * CERT-ONCE under real concurrency: many confirmations of one place at once (double clicks, two tabs,
 * retries), on a real PostgreSQL server through a real HTTP server and a wide pool, so the transactions
 * truly overlap. PGlite is one connection in one process: nothing could overlap there.
 */
const clicks = 12;

describe.skipIf(!onPostgres)(
  "issuing a certificate under concurrency (needs a real PostgreSQL server: skipped on PGlite)",
  () => {
    let t: TestApp;
    let wide: Database;
    let server: App;
    let url = "";
    let owner = "";
    let place = "";

    beforeAll(async () => {
      t = await createTestApp({ seed: "demo" });
      const testPool = (t.database.db as unknown as { $client: pg.Pool }).$client;
      wide = await openDatabase({ url: testPool.options.connectionString, poolSize: clicks });
      server = await buildApp({ ...t.app.deps, database: wide });
      await server.listen({ port: 0, host: "127.0.0.1" });
      const address = server.server.address();
      if (!address || typeof address === "string") throw new Error("no port");
      url = `http://127.0.0.1:${address.port}/api/v1`;
      owner = await signInDemo(t.app, "owner@digitalen-kampus.example.com");
      const db = t.database.db;
      const [item] = await db
        .select({ id: orderItems.id })
        .from(orderItems)
        .innerJoin(orders, eq(orders.id, orderItems.orderId))
        .innerJoin(users, eq(users.id, orders.userId))
        .innerJoin(courses, eq(courses.id, orderItems.courseId))
        .where(eq(courses.slug, "javascript-i-react-ot-nulata"));
      place = item!.id;
    });
    afterAll(async () => {
      await server?.close();
      await wide?.close();
      await t?.close();
    });

    it("gives one certificate and one mail however many confirmations of a place arrive at once", async () => {
      const answers = await Promise.all(
        Array.from({ length: clicks }, () =>
          fetch(`${url}/provider/certificates`, {
            method: "POST",
            headers: { authorization: `Bearer ${owner}`, "content-type": "application/json" },
            body: JSON.stringify({ order_item_id: place }),
          }).then(async (res) => ({ status: res.status, body: (await res.json()) as { code: string } })),
        ),
      );
      expect(answers.filter((a) => a.status === 201)).toHaveLength(1);
      expect(answers.filter((a) => a.status === 200)).toHaveLength(clicks - 1);
      expect(new Set(answers.map((a) => a.body.code)).size).toBe(1);
      const db = t.database.db;
      expect(await db.select().from(certificates).where(eq(certificates.orderItemId, place))).toHaveLength(1);
      expect(await db.select().from(outbox).where(eq(outbox.kind, "certificate_issued"))).toHaveLength(1);
    });
  },
);
