import { adminOrderDetail, payment as paymentSchema, userOrderDetail } from "@kursove/contracts";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../../db/client";
import { orders } from "../../db/schema/index";
import { sandboxOf } from "../../platform/payments/index";
import { apiCaller, signInDemo } from "../../test/accounts";
import { billing, confirmCard } from "../../test/orders";
import { createTestApp, type TestApp } from "../../test/test-app";
import { moveOrder } from "../orders";
import { countAutomaticRefunds } from "./automatic-refunds.repository";

/**
 * CHECKOUT-STRAY, seen by people: an automatic refund shows its reason in the order's history (learner
 * and admin), and a payment the order could not keep is listed on the admin's order page.
 */
describe("automatic refunds on the order pages", () => {
  let t: TestApp;
  let db: Db;
  let call: ReturnType<typeof apiCaller>;
  let learner: string;
  let admin: string;
  let courseId: string;

  beforeAll(async () => {
    t = await createTestApp({ seed: "demo" });
    db = t.database.db;
    call = apiCaller(t.app);
    learner = await signInDemo(t.app, "learner@example.com");
    admin = await signInDemo(t.app, "admin@example.com");
    const page = (await call("GET", "/courses?sort=newest", null)).json();
    const onSale = page.courses.find(
      (c: { places_left: number; timing: string; types: string[]; current_price: number }) =>
        c.places_left > 3 && c.timing === "future" && !c.types.includes("on_demand") && c.current_price > 0,
    );
    courseId = onSale.id;
  });
  afterAll(() => t.close());

  const checkout = async () => {
    await call("DELETE", "/cart", learner);
    expect(
      (await call("POST", "/cart/items", learner, { course_id: courseId, quantity: 1 })).statusCode,
    ).toBe(200);
    return paymentSchema.parse((await call("POST", "/checkout", learner, { billing })).json());
  };
  const orderOf = async (id: string) => (await db.select().from(orders).where(eq(orders.id, id)))[0]!;

  it("a payment made after its order was canceled shows paid_after_cancel in the order's history", async () => {
    const pay = await checkout();
    // the cart changed and the order was canceled, but the gateway never heard that the payment was off
    expect(await moveOrder(db, await orderOf(pay.order_id), "canceled", "cart_changed")).not.toBeNull();
    expect((await confirmCard(call, pay.secret)).json().status).toBe("succeeded");
    expect((await orderOf(pay.order_id)).status).toBe("refunded");

    const mine = userOrderDetail.parse((await call("GET", `/user/orders/${pay.order_id}`, learner)).json());
    expect(mine.history.map((h) => [h.status, h.reason])).toEqual([
      ["pending", null],
      ["awaiting_payment", null],
      ["canceled", "cart_changed"],
      ["refunding", "paid_after_cancel"],
      ["refunded", null],
    ]);
    const seen = adminOrderDetail.parse((await call("GET", `/admin/orders/${pay.order_id}`, admin)).json());
    expect(seen.history).toEqual(mine.history);
    expect(seen.stray_payments).toEqual([]);
  });

  it("an admin sees a second payment of a paid order, paid back, on the order's page", async () => {
    const pay = await checkout();
    expect((await confirmCard(call, pay.secret)).json().status).toBe("succeeded");
    const order = await orderOf(pay.order_id);
    expect(order.status).toBe("paid");
    const stray = await sandboxOf(t.app.deps.payments)!.createPaymentIntent({
      amount: order.total,
      currency: "eur",
      purpose: { orderId: order.id },
      idempotencyKey: `stray-${order.id}`,
      description: "stray",
      receiptEmail: "learner@example.com",
    });
    expect((await confirmCard(call, stray.clientSecret)).json().status).toBe("succeeded");

    const seen = adminOrderDetail.parse((await call("GET", `/admin/orders/${order.id}`, admin)).json());
    expect(seen.status).toBe("paid");
    expect(seen.history.at(-1)).toMatchObject({ status: "paid", reason: "payment_succeeded" });
    expect(seen.stray_payments).toEqual([
      {
        payment_intent_id: stray.id,
        amount: order.total,
        currency: "EUR",
        reason: "order_has_other_payment",
        created_at: expect.any(String),
        refunded_at: expect.any(String),
      },
    ]);
    // the learner's own page has no such list: it is the admin's record
    const mine = (await call("GET", `/user/orders/${order.id}`, learner)).json();
    expect(mine).not.toHaveProperty("stray_payments");
  });

  it("counts the automatic refunds by reason, every reason present", async () => {
    expect(await countAutomaticRefunds(db)).toEqual([
      { reason: "places_gone", count: 0 },
      { reason: "paid_after_cancel", count: 1 },
      { reason: "order_has_other_payment", count: 1 },
      { reason: "order_missing", count: 0 },
    ]);
  });
});
