import type { ChildProcess } from "node:child_process";
import { and, eq, inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  authSessions,
  orders,
  sandboxMoneyMovements,
  sandboxPaymentIntents,
  users,
} from "../../db/schema/index";
import { hashToken, newToken } from "../../platform/tokens";
import { startApiProcess } from "../../test/api-process";
import { billing, testCard } from "../../test/orders";
import { createTestApp, type TestApp } from "../../test/test-app";
import { saleCourse } from "../cart/cart.fixtures";

const buyers = 24;

/**
 * CHECKOUT-CRASH (`npm run test:hard`, PostgreSQL): the API runs as its own process; buyers check out
 * and pay one after another, and a second into it the process is killed with SIGKILL. After the restart
 * every buyer retries as a person would (checks out the same cart again, pays what is answered). No
 * buyer is charged twice, every charge belongs to a paid order or is paid back, and nothing is left
 * waiting for a payment the gateway already took.
 */
describe("the server killed during payments", () => {
  let t: TestApp;
  let server: ChildProcess | undefined;
  let port: number;
  const tokens: { id: string; token: string; address: string }[] = [];

  const start = async () => {
    // each buyer from an address of its own (X-Forwarded-For), as real buyers are: the card tries are
    // limited per address
    ({ child: server, port } = await startApiProcess(t, { TRUST_PROXY: "true" }));
  };

  const addressOf = (token: string) => tokens.find((b) => b.token === token)?.address ?? "198.51.100.250";
  const post = async (token: string, url: string, body: object) => {
    const res = await fetch(`http://127.0.0.1:${port}/api/v1${url}`, {
      method: "POST",
      headers: {
        authorization: `Bearer ${token}`,
        "content-type": "application/json",
        "x-forwarded-for": addressOf(token),
      },
      body: JSON.stringify(body),
    });
    return { status: res.status, json: (await res.json()) as Record<string, string> };
  };

  beforeAll(async () => {
    if (!process.env.TEST_DATABASE_URL || process.env.KURSOVE_TEST_DB !== "postgres")
      throw new Error("npm run test:hard needs TEST_DATABASE_URL (a PostgreSQL server)");
    t = await createTestApp({ seed: "demo" });
    const { course } = await saleCourse(t.database.db, { capacity: 100 });
    const stamp = Date.now().toString(36);
    const rows = await t.database.db
      .insert(users)
      .values(
        Array.from({ length: buyers }, (_, i) => ({
          username: `killed-${stamp}-${i}`,
          email: `killed-${stamp}-${i}@example.com`,
          passwordHash: "not-used",
          firstName: "Купувач",
          lastName: `Номер ${i}`,
          emailVerifiedAt: new Date(),
        })),
      )
      .returning({ id: users.id });
    for (const row of rows) {
      const token = newToken();
      tokens.push({ id: row.id, token, address: `198.51.100.${tokens.length + 1}` });
      await t.database.db
        .insert(authSessions)
        .values({ userId: row.id, tokenHash: hashToken(token), expiresAt: new Date(Date.now() + 3_600_000) });
    }
    await start();
    for (const { token } of tokens)
      expect((await post(token, "/cart/items", { course_id: course.id, quantity: 1 })).status).toBe(200);
  });
  afterAll(async () => {
    server?.kill("SIGKILL");
    await t?.close();
  });

  const pay = async (token: string) => {
    const opened = await post(token, "/checkout", { billing });
    if (opened.status !== 200 || !opened.json.secret) return JSON.stringify(opened);
    const paid = await post(token, "/payments/sandbox/confirm", {
      secret: opened.json.secret,
      card: testCard("4242424242424242"),
    });
    return JSON.stringify([opened, paid]);
  };

  it("charges nobody twice, and leaves nothing waiting for a payment that was made", async () => {
    const victim = server!;
    const exited = new Promise((resolve) => victim.once("exit", resolve));
    const loop = (async () => {
      for (const { token } of tokens) await pay(token).catch(() => undefined);
    })();
    await new Promise((resolve) => setTimeout(resolve, 1000));
    victim.kill("SIGKILL");
    await exited;
    await loop;

    await start();
    // every buyer tries again, twice, as someone who did not see a thank-you page would
    const said = new Map<string, string[]>();
    for (const { id, token } of tokens) said.set(id, [await pay(token)]);
    for (const { id, token } of tokens) said.get(id)!.push(await pay(token));

    const db = t.database.db;
    for (const buyer of tokens) {
      const mine = db.select({ id: orders.id }).from(orders).where(eq(orders.userId, buyer.id));
      const charged = await db
        .select({ id: sandboxPaymentIntents.id, amount: sandboxPaymentIntents.amount })
        .from(sandboxPaymentIntents)
        .where(
          and(
            eq(sandboxPaymentIntents.status, "succeeded"),
            inArray(sql`(${sandboxPaymentIntents.metadata}->>'order_id')::uuid`, mine),
          ),
        );
      const refunded = charged.length
        ? await db
            .select({
              amount: sql<number>`coalesce(sum(${sandboxMoneyMovements.amount}), 0)`.mapWith(Number),
            })
            .from(sandboxMoneyMovements)
            .where(
              and(
                eq(sandboxMoneyMovements.kind, "refund"),
                inArray(
                  sandboxMoneyMovements.paymentIntentId,
                  charged.map((c) => c.id),
                ),
              ),
            )
        : [{ amount: 0 }];
      const kept = charged.reduce((sum, c) => sum + c.amount, 0) - refunded[0]!.amount;
      const statuses = (
        await db.select({ status: orders.status }).from(orders).where(eq(orders.userId, buyer.id))
      ).map((o) => o.status);
      // one place bought, paid once: what the gateway kept is one price, and one order is paid
      expect(kept, `buyer ${buyer.id}: ${statuses.join(", ")} ${said.get(buyer.id)?.join(" | ")}`).toBe(
        10_000,
      );
      expect(statuses.filter((s) => s === "paid")).toHaveLength(1);
      expect(statuses.filter((s) => s === "awaiting_payment" || s === "pending")).toEqual([]);
    }
  });
});
