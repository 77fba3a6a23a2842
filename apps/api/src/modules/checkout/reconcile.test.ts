import { payment as paymentSchema } from "@kursove/contracts";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../../db/client";
import {
  auditLog,
  courses,
  ledgerEntries,
  notifications,
  orders,
  refundPlans,
  refundRequests,
  sandboxPaymentIntents,
} from "../../db/schema/index";
import { GatewayError } from "../../platform/payments/gateway";
import { type SandboxGateway, sandboxOf } from "../../platform/payments/index";
import { apiCaller, signInDemo } from "../../test/accounts";
import { billing } from "../../test/orders";
import { createTestApp, type TestApp } from "../../test/test-app";
import { findOrderItems, moveOrder } from "../orders";
import { applyGatewayEvent } from "../payments/payments.service";
import { reconcileAfterMs, reconcilePayments } from "./reconcile.service";

const card = {
  number: "4242424242424242",
  cvc: "123",
  expMonth: 12,
  expYear: new Date().getUTCFullYear() + 2,
};

/**
 * RECONCILE: a payment whose event never arrived, or an automatic refund cut off after the
 * order moved, is put right from the gateway's own state, once, with no money lost or counted twice.
 */
describe("payment reconciliation job", () => {
  let t: TestApp;
  let db: Db;
  let sandbox: SandboxGateway;
  let call: ReturnType<typeof apiCaller>;
  let learner: string;
  let course: { id: string; price: number };
  /** set: the gateway's refunds fail, as when the process dies before the gateway answers */
  let refundsDown = false;

  beforeAll(async () => {
    t = await createTestApp({
      seed: "demo",
      payments: (sb) =>
        new Proxy(sb, {
          get: (target, key) =>
            key === "createRefund" && refundsDown
              ? async () => {
                  throw new GatewayError("the gateway could not be reached");
                }
              : Reflect.get(target, key),
        }),
    });
    db = t.database.db;
    sandbox = sandboxOf(t.app.deps.payments)!;
    call = apiCaller(t.app);
    learner = await signInDemo(t.app, "learner@example.com");
    const page = (await call("GET", "/courses?sort=newest", null)).json();
    const onSale = page.courses.find(
      (c: { places_left: number; timing: string }) => c.places_left > 3 && c.timing === "future",
    );
    course = { id: onSale.id, price: onSale.current_price };
    await db.update(courses).set({ requiresBookingApproval: false }).where(eq(courses.id, course.id));
  });
  afterAll(() => t.close());

  const deps = () => ({
    db,
    gateway: t.app.deps.payments,
    mail: {
      publicUrl: t.app.deps.config.publicUrl,
      officeEmail: t.app.deps.config.officeEmail,
      money: { second: t.app.deps.config.showSecondCurrency },
    },
  });
  const later = () => new Date(Date.now() + reconcileAfterMs + 60_000);
  const orderOf = async (id: string) => (await db.select().from(orders).where(eq(orders.id, id)))[0]!;
  const sold = async () =>
    (await db.select({ sold: courses.soldCount }).from(courses).where(eq(courses.id, course.id)))[0]!.sold;
  const ledgerOf = async (orderId: string) =>
    (await db.select().from(ledgerEntries).where(eq(ledgerEntries.orderId, orderId)))
      .map((e) => `${e.kind} ${e.amount}`)
      .sort();
  /** the learner's cart holds one place of the course, checked out: the order awaits its payment */
  const checkedOut = async () => {
    await call("DELETE", "/cart", learner);
    expect(
      (await call("POST", "/cart/items", learner, { course_id: course.id, quantity: 1 })).statusCode,
    ).toBe(200);
    const res = await call("POST", "/checkout", learner, { billing });
    expect(res.statusCode).toBe(200);
    return paymentSchema.parse(res.json());
  };

  it("settles a paid order whose event was lost, once, and the late event changes nothing", async () => {
    const pay = await checkedOut();
    const soldBefore = await sold();
    // the card is charged at the gateway, but the event that would mark the order paid never arrives
    const confirmed = await sandbox.confirmCardPayment(pay.secret, card);
    expect(confirmed?.outcome).toBe("attempted");
    expect((await orderOf(pay.order_id)).status).toBe("awaiting_payment");

    // a fresh order is left alone: its event may still be on the way
    expect((await reconcilePayments(deps(), new Date())).settled).toBe(0);
    expect((await orderOf(pay.order_id)).status).toBe("awaiting_payment");

    expect((await reconcilePayments(deps(), later())).settled).toBe(1);
    const order = await orderOf(pay.order_id);
    expect(order.status).toBe("paid");
    expect(order.paymentMethod).toMatchObject({ brand: "visa", last4: "4242" });
    expect(await sold()).toBe(soldBefore + 1);
    const ledger = await ledgerOf(pay.order_id);
    expect(ledger.filter((e) => e.startsWith("charge "))).toEqual([`charge ${order.total}`]);

    // the job again, and then the real event arriving late: nothing more is sold or booked
    expect((await reconcilePayments(deps(), later())).settled).toBe(0);
    if (confirmed?.outcome !== "attempted") throw new Error("not attempted");
    const late = await applyGatewayEvent(db, "sandbox", confirmed.event.event);
    expect(late.duplicate).toBe(false);
    expect((await orderOf(pay.order_id)).status).toBe("paid");
    expect(await sold()).toBe(soldBefore + 1);
    expect(await ledgerOf(pay.order_id)).toEqual(ledger);
  });

  it("cancels an order whose payment the gateway canceled without telling, and frees its holds", async () => {
    const pay = await checkedOut();
    const { paymentIntentId } = await orderOf(pay.order_id);
    await db
      .update(sandboxPaymentIntents)
      .set({ status: "canceled" })
      .where(eq(sandboxPaymentIntents.id, paymentIntentId ?? ""));
    expect((await reconcilePayments(deps(), later())).settled).toBe(1);
    expect((await orderOf(pay.order_id)).status).toBe("canceled");
    expect(await ledgerOf(pay.order_id)).toEqual([]);
    // the place is back in the cart, not held by the dead order
    const cart = (await call("GET", "/cart", learner)).json();
    expect(JSON.stringify(cart)).toContain(course.id);
  });

  it("leaves a payment still open at the gateway waiting", async () => {
    const pay = await checkedOut();
    expect((await reconcilePayments(deps(), later())).settled).toBe(0);
    expect((await orderOf(pay.order_id)).status).toBe("awaiting_payment");
    await call("DELETE", "/cart", learner);
  });

  it("finishes an automatic refund cut off after the order moved to refunding: the card is paid back once", async () => {
    const pay = await checkedOut();
    // the order is canceled (the learner left), then the payment succeeds after all
    const waiting = await orderOf(pay.order_id);
    await moveOrder(db, waiting, "canceled", "test_left");
    const confirmed = await sandbox.confirmCardPayment(pay.secret, card);
    if (confirmed?.outcome !== "attempted") throw new Error("not attempted");
    refundsDown = true;
    const applied = await applyGatewayEvent(db, "sandbox", confirmed.event.event, t.app.log);
    refundsDown = false;
    expect(applied.followUpFailed).toBe(true);
    expect((await orderOf(pay.order_id)).status).toBe("refunding");

    expect((await reconcilePayments(deps(), new Date())).refunded).toBe(0);
    expect((await reconcilePayments(deps(), later())).refunded).toBe(1);
    const order = await orderOf(pay.order_id);
    expect(order.status).toBe("refunded");
    expect(await ledgerOf(pay.order_id)).toEqual([`charge ${order.total}`, `refund -${order.total}`].sort());
    const intent = await sandbox.retrievePaymentIntent(order.paymentIntentId ?? "");
    expect(intent.amountRefunded).toBe(order.total);

    expect((await reconcilePayments(deps(), later())).refunded).toBe(0);
    expect((await sandbox.retrievePaymentIntent(order.paymentIntentId ?? "")).amountRefunded).toBe(
      order.total,
    );
  });

  /** a paid order of one place of the course */
  const paidOrder = async () => {
    const pay = await checkedOut();
    const confirmed = await sandbox.confirmCardPayment(pay.secret, card);
    if (confirmed?.outcome !== "attempted") throw new Error("not attempted");
    await applyGatewayEvent(db, "sandbox", confirmed.event.event);
    const order = await orderOf(pay.order_id);
    expect(order.status).toBe("paid");
    const [item] = await findOrderItems(db, order.id);
    return { order, item: item! };
  };
  const planOf = async (orderId: string) =>
    db.select().from(refundPlans).where(eq(refundPlans.orderId, orderId));

  it("replays an admin's refund cut off by the gateway from its plan: paid back once, recorded, told and audited", async () => {
    const admin = await signInDemo(t.app, "admin@example.com");
    const { order, item } = await paidOrder();
    const amount = Math.floor(order.total / 2);
    const requestKey = `reconcile-${Date.now()}`;
    refundsDown = true;
    const failed = await call("POST", `/admin/orders/${order.id}/refund`, admin, {
      items: [{ item_id: item.id, amount }],
      reason: "Курсът беше прекъснат",
      request_key: requestKey,
    });
    refundsDown = false;
    expect(failed.statusCode).toBeGreaterThanOrEqual(500);
    expect((await orderOf(order.id)).status).toBe("refunding");
    expect(await planOf(order.id)).toHaveLength(1);
    // meanwhile nobody can start another refund of the order
    const other = await call("POST", `/admin/orders/${order.id}/refund`, admin, {
      items: [{ item_id: item.id, amount: 100 }],
      reason: "Друго",
      request_key: `${requestKey}-other`,
    });
    expect(other.json().code).toBe("refund_in_progress");
    // the gateway did pay back, but its answer was lost on the way
    await t.app.deps.payments.createRefund({
      paymentIntentId: order.paymentIntentId ?? "",
      amount,
      idempotencyKey: `admin-${requestKey}-${item.id}`,
      metadata: { order_id: order.id },
    });

    expect((await reconcilePayments(deps(), new Date())).replayed).toBe(0);
    expect((await reconcilePayments(deps(), later())).replayed).toBe(1);
    const done = await orderOf(order.id);
    expect(done.status).toBe("partially_refunded");
    expect((await sandbox.retrievePaymentIntent(order.paymentIntentId ?? "")).amountRefunded).toBe(amount);
    expect((await ledgerOf(order.id)).filter((e) => e.startsWith("refund "))).toEqual([`refund -${amount}`]);
    expect(await planOf(order.id)).toEqual([]);
    const told = await db.select().from(notifications).where(eq(notifications.kind, "refund_decided"));
    expect(told.some((n) => (n.data as Record<string, unknown>).number === order.number)).toBe(true);
    const audit = await db.select().from(auditLog).where(eq(auditLog.subjectId, order.id));
    expect(audit.map((a) => a.action)).toContain("order.refunded");

    // once: the job again changes nothing
    expect((await reconcilePayments(deps(), later())).replayed).toBe(0);
    expect((await sandbox.retrievePaymentIntent(order.paymentIntentId ?? "")).amountRefunded).toBe(amount);
  });

  it("replays a learner's cancellation cut off by the gateway: the place is paid back and freed, the request closed", async () => {
    const { order, item } = await paidOrder();
    const soldBefore = await sold();
    refundsDown = true;
    const failed = await call("POST", `/orders/${order.id}/refund-request`, learner, {
      item_ids: [item.id],
      reason: "Не мога да присъствам.",
    });
    refundsDown = false;
    expect(failed.statusCode).toBeGreaterThanOrEqual(500);
    const [request] = await db.select().from(refundRequests).where(eq(refundRequests.orderItemId, item.id));
    expect(request?.status).toBe("pending");

    expect((await reconcilePayments(deps(), later())).replayed).toBe(1);
    expect((await orderOf(order.id)).status).toBe("refunded");
    expect(await sold()).toBe(soldBefore - 1);
    const [closed] = await db.select().from(refundRequests).where(eq(refundRequests.id, request!.id));
    expect(closed?.status).toBe("refunded");
    expect((await sandbox.retrievePaymentIntent(order.paymentIntentId ?? "")).amountRefunded).toBe(
      order.total,
    );
    expect(await ledgerOf(order.id)).toEqual(
      expect.arrayContaining([`charge ${order.total}`, `refund -${order.total}`]),
    );
  });

  it("does not pay back in full an order left refunding by a refund of items, whose parts it does not know", async () => {
    const pay = await checkedOut();
    const confirmed = await sandbox.confirmCardPayment(pay.secret, card);
    if (confirmed?.outcome !== "attempted") throw new Error("not attempted");
    await applyGatewayEvent(db, "sandbox", confirmed.event.event);
    const paid = await orderOf(pay.order_id);
    expect(paid.status).toBe("paid");
    await moveOrder(db, paid, "refunding", "learner_cancel");
    expect((await reconcilePayments(deps(), later())).refunded).toBe(0);
    expect((await orderOf(pay.order_id)).status).toBe("refunding");
    expect((await sandbox.retrievePaymentIntent(paid.paymentIntentId ?? "")).amountRefunded).toBe(0);
  });
});
