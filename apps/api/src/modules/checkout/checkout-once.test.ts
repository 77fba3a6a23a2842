import { payment as paymentSchema } from "@kursove/contracts";
import { and, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../../db/client";
import {
  courses,
  orders,
  sandboxMoneyMovements,
  sandboxPaymentIntents,
  strayPayments,
  users,
} from "../../db/schema/index";
import { GatewayError, type PaymentGateway } from "../../platform/payments/gateway";
import { type SandboxGateway, sandboxOf } from "../../platform/payments/index";
import { apiCaller, signInDemo } from "../../test/accounts";
import { billing, confirmCard } from "../../test/orders";
import { createTestApp, type TestApp } from "../../test/test-app";
import { moveOrder } from "../orders";
import { reconcilePayments } from "./reconcile.service";

const card = {
  number: "4242424242424242",
  cvc: "123",
  expMonth: 12,
  expYear: new Date().getUTCFullYear() + 2,
};

/**
 * CHECKOUT-ONCE, CHECKOUT-STRAY, CHECKOUT-CRASH: a cart makes one payable order and one charge at most,
 * whatever happens between the steps of the checkout; a payment no order may keep is paid back in full
 * with a mail; a charge whose event was lost is settled before the buyer can be charged again. The steps
 * are interleaved here by a gateway that runs a step of its own in the middle of a call; the parallel
 * races on PostgreSQL are in checkout.concurrency.test.ts.
 */
describe("checkout as one workflow", () => {
  let t: TestApp;
  let db: Db;
  let sandbox: SandboxGateway;
  let call: ReturnType<typeof apiCaller>;
  let learner: string;
  let learnerEmail: string;
  let course: { id: string; price: number };
  let other: { id: string; price: number };
  /** runs inside the gateway's next createPaymentIntent, after the payment is made (another request's step) */
  let duringOpen: (() => Promise<void>) | null = null;
  /** set: the gateway refuses to cancel payments (unreachable) */
  let cancelsDown = false;

  beforeAll(async () => {
    t = await createTestApp({
      seed: "demo",
      payments: (sb) =>
        new Proxy(sb, {
          get(target, key) {
            if (key === "createPaymentIntent")
              return async (input: Parameters<PaymentGateway["createPaymentIntent"]>[0]) => {
                const intent = await target.createPaymentIntent(input);
                const step = duringOpen;
                duringOpen = null;
                if (step) await step();
                return intent;
              };
            if (key === "cancelPaymentIntent" && cancelsDown)
              return async () => {
                throw new GatewayError("the gateway could not be reached");
              };
            return Reflect.get(target, key);
          },
        }),
    });
    db = t.database.db;
    sandbox = sandboxOf(t.app.deps.payments)!;
    call = apiCaller(t.app);
    learnerEmail = "learner@example.com";
    learner = await signInDemo(t.app, learnerEmail);
    const page = (await call("GET", "/courses?sort=newest", null)).json();
    const onSale = page.courses.filter(
      (c: { places_left: number; timing: string; types: string[]; current_price: number }) =>
        c.places_left > 3 && c.timing === "future" && !c.types.includes("on_demand") && c.current_price > 0,
    );
    course = { id: onSale[0].id, price: onSale[0].current_price };
    other = { id: onSale[1].id, price: onSale[1].current_price };
    await db
      .update(courses)
      .set({ requiresBookingApproval: false })
      .where(inArray(courses.id, [course.id, other.id]));
  });
  afterAll(() => t.close());

  const orderOf = async (id: string) => (await db.select().from(orders).where(eq(orders.id, id)))[0]!;
  /** the newest canceled order */
  const lastCanceled = async () =>
    (await db.select().from(orders).where(eq(orders.status, "canceled")).orderBy(orders.createdAt)).at(-1);
  const intentOf = async (id: string) =>
    (await db.select().from(sandboxPaymentIntents).where(eq(sandboxPaymentIntents.id, id)))[0]!;
  const sold = async (id: string) =>
    (await db.select({ sold: courses.soldCount }).from(courses).where(eq(courses.id, id)))[0]!.sold;
  const refundsOf = async (paymentIntentId: string) =>
    (
      await db
        .select()
        .from(sandboxMoneyMovements)
        .where(
          and(
            eq(sandboxMoneyMovements.paymentIntentId, paymentIntentId),
            eq(sandboxMoneyMovements.kind, "refund"),
          ),
        )
    ).reduce((sum, m) => sum + m.amount, 0);
  const hold = async (courseId: string, quantity = 1) => {
    await call("DELETE", "/cart", learner);
    expect((await call("POST", "/cart/items", learner, { course_id: courseId, quantity })).statusCode).toBe(
      200,
    );
  };
  const checkout = () => call("POST", "/checkout", learner, { billing });
  const paymentsOfLearner = async () => {
    const [user] = await db.select().from(users).where(eq(users.email, learnerEmail));
    return db
      .select({ id: sandboxPaymentIntents.id, status: sandboxPaymentIntents.status })
      .from(sandboxPaymentIntents)
      .innerJoin(orders, eq(orders.paymentIntentId, sandboxPaymentIntents.id))
      .where(eq(orders.userId, user!.id));
  };

  it("parallel and retried checkouts of one cart answer one order and one payment", async () => {
    await hold(course.id);
    const before = (await paymentsOfLearner()).length;
    const answers = await Promise.all(Array.from({ length: 6 }, () => checkout()));
    const paid = answers.filter((a) => a.statusCode === 200).map((a) => paymentSchema.parse(a.json()));
    for (const refused of answers.filter((a) => a.statusCode !== 200)) {
      expect(refused.statusCode).toBe(409);
      expect(refused.json().code).toBe("checkout_replaced");
    }
    expect(paid.length).toBeGreaterThan(0);
    expect(new Set(paid.map((p) => `${p.order_id} ${p.secret}`)).size).toBe(1);
    expect((await paymentsOfLearner()).length).toBe(before + 1);
    const soldBefore = await sold(course.id);
    for (const p of paid) await confirmCard(call, p.secret);
    expect((await orderOf(paid[0]!.order_id)).status).toBe("paid");
    expect(await sold(course.id)).toBe(soldBefore + 1);
  });

  it("a payment opened for an order canceled meanwhile is canceled, and the buyer is told", async () => {
    await hold(course.id);
    // while the gateway opens the payment, the cart changes in another tab: the order is replaced
    duringOpen = async () => {
      expect(
        (await call("POST", "/cart/items", learner, { course_id: course.id, quantity: 2 })).statusCode,
      ).toBe(200);
    };
    const refused = await checkout();
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe("checkout_replaced");
    const order = await lastCanceled();
    // the payment belongs to its order all the same, and can no longer be paid
    expect(order!.paymentIntentId).toMatch(/^pi_/);
    expect((await intentOf(order!.paymentIntentId!)).status).toBe("canceled");
    // the changed cart checks out as usual
    const fresh = paymentSchema.parse((await checkout()).json());
    expect(fresh.order_id).not.toBe(order!.id);
  });

  it("a payment captured for an order canceled meanwhile is paid back in full, with a mail", async () => {
    await hold(other.id);
    // another request canceled the order, having read it before its payment was opened, and the
    // gateway cannot be reached to cancel the payment
    cancelsDown = true;
    duringOpen = async () => {
      const [open] = await db.select().from(orders).where(eq(orders.status, "pending"));
      expect(await moveOrder(db, open!, "canceled", "test_replaced")).not.toBeNull();
    };
    const refused = await checkout();
    cancelsDown = false;
    expect(refused.statusCode).toBe(409);
    const order = await lastCanceled();
    const intent = await intentOf(order!.paymentIntentId!);
    expect(intent.status).toBe("requires_payment_method");
    // someone pays it all the same (the gateway could not cancel it): the money goes back
    const soldBefore = await sold(other.id);
    expect((await confirmCard(call, intent.clientSecret)).json().status).toBe("succeeded");
    const after = await orderOf(order!.id);
    expect(after.status).toBe("refunded");
    expect(await refundsOf(intent.id)).toBe(intent.amount);
    expect(await sold(other.id)).toBe(soldBefore);
    const mail = await t.lastMailTo(learnerEmail);
    expect(mail?.subject).toBe("Сумата от плащането Ви в „Курсове“ е възстановена");
    expect(mail?.text).toContain(order!.number);
    expect(mail?.text).toContain("поръчката беше отменена");
    await call("DELETE", "/cart", learner);
  });

  it("a second payment of an order already paid is paid back in full and recorded", async () => {
    await hold(course.id);
    const pay = paymentSchema.parse((await checkout()).json());
    expect((await confirmCard(call, pay.secret)).json().status).toBe("succeeded");
    const order = await orderOf(pay.order_id);
    expect(order.status).toBe("paid");
    // a payment of the same order made outside the checkout (another key): nobody may keep it
    const stray = await sandbox.createPaymentIntent({
      amount: order.total,
      currency: "eur",
      purpose: { orderId: order.id },
      idempotencyKey: `stray-${order.id}`,
      description: "stray",
      receiptEmail: learnerEmail,
    });
    expect((await confirmCard(call, stray.clientSecret)).json().status).toBe("succeeded");
    expect(await refundsOf(stray.id)).toBe(order.total);
    expect(await refundsOf(order.paymentIntentId!)).toBe(0);
    const [row] = await db.select().from(strayPayments).where(eq(strayPayments.paymentIntentId, stray.id));
    expect(row).toMatchObject({ orderId: order.id, reason: "order_has_other_payment", amount: order.total });
    expect(row!.refundedAt).not.toBeNull();
    expect((await orderOf(order.id)).status).toBe("paid");
    expect((await t.lastMailTo(learnerEmail))?.text).toContain("вече беше платена");
  });

  it("after a charge whose event was lost, a retry and a changed cart show the paid order, never a second charge", async () => {
    await hold(course.id);
    const pay = paymentSchema.parse((await checkout()).json());
    const soldBefore = await sold(course.id);
    // the card is charged, and the process dies before the order hears of it
    expect((await sandbox.confirmCardPayment(pay.secret, card))?.outcome).toBe("attempted");
    expect((await orderOf(pay.order_id)).status).toBe("awaiting_payment");
    // the buyer tries again: the paid order is shown, nothing is opened
    const retry = paymentSchema.parse((await checkout()).json());
    expect(retry).toMatchObject({ order_id: pay.order_id, secret: "" });
    expect((await orderOf(pay.order_id)).status).toBe("paid");
    expect(await sold(course.id)).toBe(soldBefore + 1);
    // the bought place left the cart: a new checkout has nothing of it to charge again
    expect((await checkout()).json().code).toBe("cart_empty");

    // the same with a changed cart: the change settles the charged order first
    await hold(other.id);
    const second = paymentSchema.parse((await checkout()).json());
    expect((await sandbox.confirmCardPayment(second.secret, card))?.outcome).toBe("attempted");
    expect(
      (await call("POST", "/cart/items", learner, { course_id: course.id, quantity: 1 })).statusCode,
    ).toBe(200);
    expect((await orderOf(second.order_id)).status).toBe("paid");
    const cart = (await call("GET", "/cart", learner)).json();
    expect(cart.items.map((i: { course: { id: string } }) => i.course.id)).toEqual([course.id]);
    await call("DELETE", "/cart", learner);
  });

  it("settles at boot every order whose charge was made, however fresh", async () => {
    await hold(other.id);
    const pay = paymentSchema.parse((await checkout()).json());
    expect((await sandbox.confirmCardPayment(pay.secret, card))?.outcome).toBe("attempted");
    const deps = {
      db,
      gateway: t.app.deps.payments,
      mail: {
        publicUrl: t.app.deps.config.publicUrl,
        officeEmail: t.app.deps.config.officeEmail,
        money: { second: t.app.deps.config.showSecondCurrency },
      },
    };
    expect((await reconcilePayments(deps, new Date())).settled).toBe(0);
    expect((await reconcilePayments(deps, new Date(), undefined, { atBoot: true })).settled).toBe(1);
    expect((await orderOf(pay.order_id)).status).toBe("paid");
  });
});
