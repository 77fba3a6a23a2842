import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { orderEvents, orders, strayPayments, users } from "../db/schema/index";
import { signUp } from "../test/accounts";
import { billing } from "../test/orders";
import { createTestApp, type TestApp } from "../test/test-app";

const token = "scrape-token-of-the-test-1234";

/** METRICS: Prometheus figures for those who hold the scrape token, and for no one else. */
describe("GET /metrics", () => {
  let t: TestApp;
  let off: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seed: "reference", env: { METRICS_TOKEN: token } });
    off = await createTestApp({ seed: "none" });
  });
  afterAll(async () => {
    await t.close();
    await off.close();
  });

  it("answers a scrape with the token: the process's figures and each API route's durations by status", async () => {
    await t.app.inject({ url: "/api/v1/courses?sort=newest" });
    await t.app.inject({ url: "/api/v1/courses/no-such-course" });
    const res = await t.app.inject({ url: "/metrics", headers: { authorization: `Bearer ${token}` } });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(res.body).toMatch(/^kursove_process_resident_memory_bytes \d+/m);
    expect(res.body).toMatch(/^kursove_nodejs_eventloop_lag_seconds /m);
    expect(res.body).toMatch(
      /^kursove_http_request_duration_seconds_count\{method="GET",route="\/api\/v1\/courses",status="200"\} 1$/m,
    );
    // the route's pattern, not the address: ids and slugs never become series of their own
    expect(res.body).toMatch(/route="\/api\/v1\/courses\/:slug",status="404"/);
    expect(res.body).not.toMatch(/no-such-course/);
  });

  it("reads the automatic refunds by reason from the database at each scrape", async () => {
    const scrape = async () =>
      (await t.app.inject({ url: "/metrics", headers: { authorization: `Bearer ${token}` } })).body;
    const gauge = (body: string) =>
      Object.fromEntries(
        [...body.matchAll(/^kursove_automatic_refunds\{reason="(\w+)"\} (\d+)$/gm)].map((m) => [
          m[1],
          Number(m[2]),
        ]),
      );
    const before = await scrape();
    expect(before).toMatch(/^# TYPE kursove_automatic_refunds gauge$/m);
    expect(gauge(before)).toEqual({
      places_gone: 0,
      paid_after_cancel: 0,
      order_has_other_payment: 0,
      order_missing: 0,
    });

    // written as another process would: nothing in this one's memory counts them
    const db = t.database.db;
    const { body } = await signUp(t.app);
    const [buyer] = await db.select().from(users).where(eq(users.email, body.email));
    const order = (reason: string, n: number) => ({
      number: `K-METRICS-${reason}-${n}`,
      userId: buyer!.id,
      status: "refunded",
      total: 2500,
      billing,
    });
    const made = await db
      .insert(orders)
      .values([order("late", 1), order("late", 2), order("canceled", 1), order("free", 1)])
      .returning();
    const [late1, late2, canceled, free] = made.map((o) => o.id) as [string, string, string, string];
    await db.insert(orderEvents).values([
      { orderId: late1, fromStatus: "awaiting_payment", toStatus: "refunding", reason: "places_gone" },
      { orderId: late2, fromStatus: "awaiting_payment", toStatus: "refunding", reason: "places_gone" },
      { orderId: canceled, fromStatus: "canceled", toStatus: "refunding", reason: "paid_after_cancel" },
      // a free order whose places were gone is canceled, not refunded: no refund to count
      { orderId: free, fromStatus: "pending", toStatus: "canceled", reason: "places_gone" },
    ]);
    await db.insert(strayPayments).values([
      {
        paymentIntentId: "pi_metrics_1",
        orderId: late1,
        amount: 2500,
        currency: "eur",
        reason: "order_has_other_payment",
      },
      {
        paymentIntentId: "pi_metrics_2",
        orderId: null,
        amount: 900,
        currency: "eur",
        reason: "order_missing",
      },
      {
        paymentIntentId: "pi_metrics_3",
        orderId: null,
        amount: 900,
        currency: "eur",
        reason: "order_missing",
      },
    ]);
    expect(gauge(await scrape())).toEqual({
      places_gone: 2,
      paid_after_cancel: 1,
      order_has_other_payment: 1,
      order_missing: 2,
    });
  });

  it("refuses scrapes without the right token, and has no /metrics when no token is set", async () => {
    for (const authorization of [
      undefined,
      "Bearer wrong-token-of-the-same-len",
      `Bearer ${token}x`,
      token,
    ]) {
      const res = await t.app.inject({ url: "/metrics", headers: authorization ? { authorization } : {} });
      expect(res.statusCode, authorization).toBe(401);
      expect(res.body).not.toMatch(/kursove_/);
    }
    expect((await off.app.inject({ url: "/metrics" })).statusCode).toBe(404);
  });
});
