import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../db/client";
import { courses, ledgerEntries, orderEvents, orders } from "../../db/schema/index";
import type { GatewayEvent } from "../../platform/payments/gateway";
import { sandboxOf } from "../../platform/payments/index";
import { apiCaller } from "../../test/accounts";
import { billing } from "../../test/orders";
import { signedInUsers, widePool } from "../../test/race";
import { createTestApp, onPostgres, type TestApp } from "../../test/test-app";
import { saleCourse } from "../cart/cart.fixtures";
import { ordersDeps } from "../orders";
import { applyGatewayEvent, setPaymentEventHandler } from "../payments";
import { afterPaymentEvent, applyPaymentIntentEvent } from "./payment-events.service";

/**
 * Webhooks are idempotent and may arrive twice (DESIGN.md 4) under real concurrency, on a real PostgreSQL
 * server with a wide pool: the success of one payment arrives many times at once, as the gateway's
 * retries of one event and as events of their own (the reconciliation job's, a cancel that found the
 * payment made). The order is paid once: one place sold, one sale in the ledger, one move to paid. The
 * control reads the order without its lock, and the place is sold more than once.
 */
const parallel = 12;

describe.skipIf(!onPostgres)(
  "one payment's success delivered many times at once (needs a real PostgreSQL server: skipped on PGlite)",
  () => {
    let t: TestApp;
    let pool: Database;

    beforeAll(async () => {
      t = await createTestApp();
      pool = await widePool(t, parallel + 2);
    });
    afterAll(async () => {
      setPaymentEventHandler(pool.db, null);
      await pool?.close();
      await t?.close();
    });

    /** An order of one place whose card the gateway charged, its success event not applied yet. */
    async function chargedOrder() {
      const db = t.database.db;
      const { course } = await saleCourse(db, { capacity: 5 });
      const [buyer] = await signedInUsers(db, 1, {
        prefix: "events-race",
        firstName: "Мария",
        lastName: "Петрова",
        verified: true,
      });
      const call = apiCaller(t.app);
      expect(
        (await call("POST", "/cart/items", buyer!.token, { course_id: course.id, quantity: 1 })).statusCode,
      ).toBe(200);
      const opened = await call("POST", "/checkout", buyer!.token, { billing });
      expect(opened.statusCode).toBe(200);
      const paid = await sandboxOf(t.app.deps.payments)!.confirmCardPayment(opened.json().secret, {
        number: "4242424242424242",
        cvc: "123",
        expMonth: 12,
        expYear: 2030,
      });
      if (paid?.outcome !== "attempted") throw new Error("the card was not charged");
      return { courseId: course.id, orderId: opened.json().order_id as string, event: paid.event.event };
    }

    /** The success, half of the deliveries one event's retries, half events of their own, all at once. */
    async function race(orderLock: boolean) {
      const deps = { ...ordersDeps(t.app), db: pool.db };
      setPaymentEventHandler(pool.db, async (tx, event) => {
        const after = await applyPaymentIntentEvent(tx, deps.mail, event, { orderLock });
        return () => afterPaymentEvent(deps, after);
      });
      const { courseId, orderId, event } = await chargedOrder();
      const deliveries: GatewayEvent[] = Array.from({ length: parallel }, (_, i) =>
        i % 2 === 0 ? event : { ...event, id: `${event.id}_${i}` },
      );
      await Promise.all(deliveries.map((e) => applyGatewayEvent(pool.db, "sandbox", e)));
      const db = t.database.db;
      const [course] = await db.select().from(courses).where(eq(courses.id, courseId));
      const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
      const charges = await db
        .select()
        .from(ledgerEntries)
        .where(and(eq(ledgerEntries.orderId, orderId), eq(ledgerEntries.kind, "charge")));
      const toPaid = await db
        .select()
        .from(orderEvents)
        .where(and(eq(orderEvents.orderId, orderId), eq(orderEvents.toStatus, "paid")));
      return { sold: course!.soldCount, status: order!.status, charges: charges.length, paid: toPaid.length };
    }

    it(`a payment's success delivered ${parallel} times at once: paid once, one place sold, one sale`, async () => {
      expect(await race(true)).toEqual({ sold: 1, status: "paid", charges: 1, paid: 1 });
    });

    it("control: without the order's lock the same deliveries sell the one place more than once", async () => {
      let sold = 0;
      // a race is a race: a few tries, each of which nearly always overlaps
      for (let round = 0; round < 3 && sold < 2; round++) sold = (await race(false)).sold;
      expect(sold).toBeGreaterThan(1);
    });
  },
);
