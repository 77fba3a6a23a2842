import { cart as cartSchema, order as orderSchema, payment as paymentSchema } from "@kursove/contracts";
import { and, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../../db/client";
import {
  cartItems,
  courses,
  ledgerEntries,
  orderEvents,
  orders,
  outbox,
  paymentEvents,
  providers,
  sandboxPaymentIntents,
  users,
} from "../../db/schema/index";
import { sandboxOf } from "../../platform/payments/index";
import { apiCaller, signInDemo, signUp } from "../../test/accounts";
import { billing, confirmCard, payForCourses } from "../../test/orders";
import { createTestApp, type TestApp } from "../../test/test-app";
import { saleCourse } from "../cart/cart.fixtures";

describe("checkout, card payment and orders", () => {
  let t: TestApp;
  let db: Db;
  let call: ReturnType<typeof apiCaller>;
  let learner: string;
  /** two on-sale courses of two different providers, with their prices as sold today */
  let first: { id: string; providerId: string; price: number };
  let second: { id: string; providerId: string; price: number };

  beforeAll(async () => {
    t = await createTestApp({ seed: "demo" });
    db = t.database.db;
    call = apiCaller(t.app);
    learner = await signInDemo(t.app, "learner@example.com");
    const page = (await call("GET", "/courses?sort=newest", null)).json();
    const onSale = page.courses.filter(
      (c: { places_left: number; timing: string }) => c.places_left > 2 && c.timing === "future",
    );
    const a = onSale[0];
    const b = onSale.find((c: { provider: { id: string } }) => c.provider.id !== a.provider.id);
    first = { id: a.id, providerId: a.provider.id, price: a.current_price };
    second = { id: b.id, providerId: b.provider.id, price: b.current_price };
    // the demo's seeded bookings need no provider approval, so both items are confirmed at once
    await db
      .update(courses)
      .set({ requiresBookingApproval: false })
      .where(inArray(courses.id, [a.id, b.id]));
  });
  afterAll(() => t.close());

  const add = (token: string, courseId: string, quantity = 1) =>
    call("POST", "/cart/items", token, { course_id: courseId, quantity });
  const checkout = (token: string, body: object = { billing }) => call("POST", "/checkout", token, body);
  const confirm = (secret: string, number: string) => confirmCard(call, secret, number);
  const orderOf = async (id: string) => (await db.select().from(orders).where(eq(orders.id, id)))[0]!;
  /** How much of an order's card payment the sandbox gateway has paid back. */
  const refundedOnCard = async (order: { paymentIntentId: string | null }) =>
    (
      await db
        .select({ amount: sandboxPaymentIntents.amountRefunded })
        .from(sandboxPaymentIntents)
        .where(eq(sandboxPaymentIntents.id, order.paymentIntentId!))
    )[0]?.amount;
  const sold = async (id: string) =>
    (await db.select({ sold: courses.soldCount }).from(courses).where(eq(courses.id, id)))[0]!.sold;

  it("refuses checkout to visitors, unverified addresses, an empty cart and bad billing", async () => {
    // the demo learner already has paid orders in the demo data
    const ordersBefore = (await db.select().from(orders)).length;
    expect((await checkout("")).statusCode).toBe(401);

    const { token } = await signUp(t.app);
    const unverified = await checkout(token);
    expect(unverified.statusCode).toBe(403);
    expect(unverified.json()).toMatchObject({
      code: "email_not_verified",
      message: "The email address is not verified",
    });

    await call("DELETE", "/cart", learner);
    const empty = await checkout(learner);
    expect(empty.statusCode).toBe(409);
    expect(empty.json().code).toBe("cart_empty");

    expect((await add(learner, first.id)).statusCode).toBe(200);
    const bad = await checkout(learner, {
      billing: { ...billing, email: "nope", postCode: "", countryIso: "US", firstName: "" },
    });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors).sort()).toEqual([
      "billing.countryIso",
      "billing.email",
      "billing.firstName",
      "billing.postCode",
    ]);
    expect(await db.select().from(orders)).toHaveLength(ordersBefore);
  });

  it("refuses a cart priced above one card payment before saving anything; one at the bound is sold (CHECKOUT-TOTAL-MAX)", async () => {
    // the highest price a course may have, 10 places of each of three: 3 000 000 000, past PostgreSQL's integer
    const dear = [];
    for (let i = 0; i < 3; i++)
      dear.push((await saleCourse(db, { price: 100_000_000, capacity: 20 })).course);
    await call("DELETE", "/cart", learner);
    for (const course of dear) expect((await add(learner, course.id, 10)).statusCode).toBe(200);
    const ordersBefore = (await db.select().from(orders)).length;
    const intentsBefore = (await db.select().from(sandboxPaymentIntents)).length;
    const refused = await checkout(learner);
    expect(refused.statusCode, refused.body).toBe(422);
    expect(refused.json()).toMatchObject({
      code: "order_total_too_high",
      message:
        "The order total is more than one card payment can carry. Take fewer places or split it into several orders.",
    });
    expect(await db.select().from(orders)).toHaveLength(ordersBefore);
    expect(await db.select().from(sandboxPaymentIntents)).toHaveLength(intentsBefore);

    // 999 999.99, the most one card payment carries, is sold
    const { course: atBound } = await saleCourse(db, { price: 99_999_999 });
    await call("DELETE", "/cart", learner);
    expect((await add(learner, atBound.id)).statusCode).toBe(200);
    const pay = paymentSchema.parse((await checkout(learner)).json());
    expect((await orderOf(pay.order_id)).total).toBe(99_999_999);
    await call("DELETE", "/cart", learner);
  });

  it("pays two courses of two providers with 4242: sold, holds gone, ledger split, mail with the receipt", async () => {
    await call("DELETE", "/cart", learner);
    expect((await add(learner, first.id, 2)).statusCode).toBe(200);
    expect((await add(learner, second.id)).statusCode).toBe(200);
    const soldBefore = [await sold(first.id), await sold(second.id)];

    const opened = await checkout(learner);
    expect(opened.statusCode).toBe(200);
    const pay = paymentSchema.parse(opened.json());
    expect(pay.gateway).toBe("sandbox");
    expect(pay.secret).toMatch(/^pi_sb_\w+_secret_\w+$/);
    const waiting = orderSchema.parse((await call("GET", `/orders/${pay.order_id}`, learner)).json());
    expect(waiting.status).toBe("awaiting_payment");
    expect(waiting.total).toBe(first.price * 2 + second.price);
    expect(waiting.items.map((i) => i.quantity).sort()).toEqual([1, 2]);
    // the holds are kept, linked to the order, until the payment ends
    const linked = await db.select().from(cartItems).where(eq(cartItems.orderId, pay.order_id));
    expect(linked).toHaveLength(2);

    const paid = await confirm(pay.secret, "4242424242424242");
    expect(paid.statusCode).toBe(200);
    expect(paid.json().status).toBe("succeeded");

    const done = orderSchema.parse((await call("GET", `/orders/${pay.order_id}`, learner)).json());
    expect(done.status).toBe("paid");
    expect(done.number).toMatch(/^K-\d+$/);
    expect(done.payment_method).toEqual({ type: "card", brand: "visa", last4: "4242" });
    expect([await sold(first.id), await sold(second.id)]).toEqual([soldBefore[0]! + 2, soldBefore[1]! + 1]);
    expect(await db.select().from(cartItems).where(eq(cartItems.orderId, pay.order_id))).toHaveLength(0);
    expect(cartSchema.parse((await call("GET", "/cart", learner)).json()).items).toHaveLength(0);

    const ledger = await db.select().from(ledgerEntries).where(eq(ledgerEntries.orderId, pay.order_id));
    const sum = (kind: string, providerId?: string) =>
      ledger
        .filter((l) => l.kind === kind && (!providerId || l.providerId === providerId))
        .reduce((s, l) => s + l.amount, 0);
    expect(sum("charge")).toBe(done.total);
    expect(sum("commission") + sum("provider_share")).toBe(sum("charge"));
    const [p1] = await db.select().from(providers).where(eq(providers.id, first.providerId));
    const rate = p1!.commissionBp ?? 1500;
    expect(sum("commission", first.providerId)).toBe(Math.round((first.price * 2 * rate) / 10_000));
    expect(sum("provider_share", second.providerId)).toBeGreaterThan(0);

    const mail = await t.lastMailTo("learner@example.com");
    expect(mail?.subject).toContain(done.number);
    expect(mail?.text).toContain(done.items[0]!.course.title);
    expect(mail?.text).toMatch(/VISA •••• 4242/);
    expect(mail?.html).toContain(done.number);

    const history = await db.select().from(orderEvents).where(eq(orderEvents.orderId, pay.order_id));
    expect(history.map((e) => e.toStatus)).toEqual(["pending", "awaiting_payment", "paid"]);

    // another learner never sees it
    const { token: other } = await signUp(t.app);
    expect((await call("GET", `/orders/${pay.order_id}`, other)).statusCode).toBe(404);
  });

  it("a declined card charges nothing and the order waits for another card", async () => {
    await call("DELETE", "/cart", learner);
    await add(learner, first.id);
    const before = await sold(first.id);
    const pay = paymentSchema.parse((await checkout(learner)).json());

    const declined = await confirm(pay.secret, "4000000000000002");
    expect(declined.statusCode).toBe(402);
    expect(declined.json().code).toBe("card_declined");
    expect(declined.json().message).toBe(
      "Card declined and nothing charged. Check the details or contact the issuing bank",
    );
    const waiting = orderSchema.parse((await call("GET", `/orders/${pay.order_id}`, learner)).json());
    expect(waiting.status).toBe("awaiting_payment");
    expect(waiting.payment_error?.code).toBe("card_declined");
    expect(await sold(first.id)).toBe(before);
    expect(await db.select().from(ledgerEntries).where(eq(ledgerEntries.orderId, pay.order_id))).toHaveLength(
      0,
    );

    expect((await confirm(pay.secret, "4242424242424242")).json().status).toBe("succeeded");
    expect((await orderOf(pay.order_id)).status).toBe("paid");
    expect(await sold(first.id)).toBe(before + 1);
  });

  it("applies a payment event once, however often it comes, and a late failure never undoes a success", async () => {
    const pay = await payForCourses(call, learner, [{ id: second.id, quantity: 1 }]);
    const before = await sold(second.id);
    const order = await orderOf(pay.order_id);
    const [recorded] = await db
      .select()
      .from(paymentEvents)
      .where(and(eq(paymentEvents.type, "payment_intent.succeeded")));
    const sandbox = sandboxOf(t.app.deps.payments)!;

    const redeliver = async (event: object) => {
      const signed = sandbox.signEvent(event);
      return t.app.inject({
        method: "POST",
        url: "/api/v1/payments/webhook",
        headers: { "content-type": "application/json", "stripe-signature": signed.signature },
        payload: signed.body,
      });
    };
    const success = (
      await db.select().from(paymentEvents).where(eq(paymentEvents.type, "payment_intent.succeeded"))
    ).find((e) => JSON.stringify(e.payload).includes(order.paymentIntentId!))!;
    expect(recorded).toBeDefined();
    const again = await redeliver(success.payload as object);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ received: true, duplicate: true });
    expect(await sold(second.id)).toBe(before);

    // a failure of an earlier attempt, delivered after the success with a new id: the order stays paid
    const late = {
      ...(success.payload as { data: { object: object } }),
      id: `evt_sb_late_${Date.now()}`,
      type: "payment_intent.payment_failed",
      created: Math.floor(Date.now() / 1000) - 60,
      data: {
        object: {
          ...(success.payload as { data: { object: object } }).data.object,
          status: "requires_payment_method",
          last_payment_error: { code: "card_declined", decline_code: "generic_decline" },
        },
      },
    };
    expect((await redeliver(late)).json()).toEqual({ received: true, duplicate: false });
    expect((await orderOf(pay.order_id)).status).toBe("paid");
    expect(await sold(second.id)).toBe(before);
  });

  it("refunds in full a payment that succeeds after its hold expired and the last place was sold", async () => {
    const { token: rival, body } = await signUp(t.app);
    await db.update(users).set({ emailVerifiedAt: new Date() }).where(eq(users.email, body.email));
    await call("DELETE", "/cart", learner);
    // one place left on the first course
    const [row] = await db.select().from(courses).where(eq(courses.id, first.id));
    await db
      .update(courses)
      .set({ capacity: row!.soldCount + 1 })
      .where(eq(courses.id, first.id));

    await add(learner, first.id);
    const slow = paymentSchema.parse((await checkout(learner)).json());
    // the learner's hold runs out while paying; the rival takes and pays the last place
    await db
      .update(cartItems)
      .set({ heldUntil: new Date(Date.now() - 1000) })
      .where(eq(cartItems.orderId, slow.order_id));
    expect((await add(rival, first.id)).statusCode).toBe(200);
    const fast = paymentSchema.parse(
      (await checkout(rival, { billing: { ...billing, email: "rival@example.com" } })).json(),
    );
    expect((await confirm(fast.secret, "4242424242424242")).json().status).toBe("succeeded");
    expect((await orderOf(fast.order_id)).status).toBe("paid");

    const late = await confirm(slow.secret, "4242424242424242");
    expect(late.json().status).toBe("succeeded");
    const refunded = await orderOf(slow.order_id);
    expect(refunded.status).toBe("refunded");
    expect(await refundedOnCard(refunded)).toBe(refunded.total);
    const ledger = await db.select().from(ledgerEntries).where(eq(ledgerEntries.orderId, slow.order_id));
    expect(ledger.map((l) => [l.kind, l.amount]).sort()).toEqual(
      [
        ["charge", refunded.total],
        ["refund", -refunded.total],
      ].sort(),
    );
    const [after] = await db.select().from(courses).where(eq(courses.id, first.id));
    expect(after!.soldCount).toBe(after!.capacity);
    const history = await db.select().from(orderEvents).where(eq(orderEvents.orderId, slow.order_id));
    expect(history.map((e) => e.toStatus)).toEqual(["pending", "awaiting_payment", "refunding", "refunded"]);
  });

  it("refuses to check out a cart whose course was deleted after its place was held, making no order", async () => {
    const { course } = await saleCourse(db, { requiresBookingApproval: false });
    const provider = await signInDemo(t.app, "provider@example.com");
    await call("DELETE", "/cart", learner);
    expect((await add(learner, course.id)).statusCode).toBe(200);
    expect((await call("DELETE", `/provider/courses/${course.id}`, provider)).statusCode).toBe(204);
    const ordersBefore = (await db.select().from(orders)).length;
    const refused = await checkout(learner);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: "sales_closed",
      message: "Sales of places for this course (or the chosen hour) have closed",
    });
    expect(await db.select().from(orders)).toHaveLength(ordersBefore);
    await call("DELETE", "/cart", learner);
  });

  it("pays back in full a payment that succeeds after the provider withdrew the course, selling nothing", async () => {
    const { course } = await saleCourse(db, { requiresBookingApproval: false });
    const provider = await signInDemo(t.app, "provider@example.com");
    await call("DELETE", "/cart", learner);
    expect((await add(learner, course.id)).statusCode).toBe(200);
    const paying = paymentSchema.parse((await checkout(learner)).json());
    // the learner is on the card form when the provider deletes the course
    expect((await call("DELETE", `/provider/courses/${course.id}`, provider)).statusCode).toBe(204);
    expect((await confirm(paying.secret, "4242424242424242")).json().status).toBe("succeeded");

    const refunded = await orderOf(paying.order_id);
    expect(refunded.status).toBe("refunded");
    expect(await refundedOnCard(refunded)).toBe(refunded.total);
    expect(await sold(course.id)).toBe(0);
    const history = await db.select().from(orderEvents).where(eq(orderEvents.orderId, paying.order_id));
    expect(history.map((e) => [e.toStatus, e.reason])).toContainEqual(["refunding", "course_canceled"]);
    const [learnerRow] = await db.select().from(users).where(eq(users.email, "learner@example.com"));
    const mails = await db
      .select()
      .from(outbox)
      .where(and(eq(outbox.toAddress, learnerRow!.email), eq(outbox.kind, "payment_returned")));
    const told = mails.find((m) => m.subject.includes(refunded.number) || m.text.includes(refunded.number));
    expect(told?.text).toContain(
      learnerRow!.language === "en" ? "the course was cancelled" : "курсът беше отменен",
    );
  });

  it("a checkout of the same cart answers the same order; a changed cart's replaces it, unpayable", async () => {
    await call("DELETE", "/cart", learner);
    await add(learner, second.id);
    const old = paymentSchema.parse((await checkout(learner)).json());
    // a retry (two tabs, a lost answer) shares the order and its payment: one charge at most
    expect(paymentSchema.parse((await checkout(learner)).json())).toEqual(old);
    expect((await add(learner, second.id, 2)).statusCode).toBe(200);
    const fresh = paymentSchema.parse((await checkout(learner)).json());
    expect(fresh.order_id).not.toBe(old.order_id);
    expect((await orderOf(old.order_id)).status).toBe("canceled");
    // the old payment was canceled at the gateway: it cannot be paid any more
    const stale = await confirm(old.secret, "4242424242424242");
    expect(stale.statusCode).toBeGreaterThanOrEqual(400);
    expect((await orderOf(old.order_id)).status).toBe("canceled");
    expect((await confirm(fresh.secret, "4242424242424242")).json().status).toBe("succeeded");
    expect((await orderOf(fresh.order_id)).status).toBe("paid");
  });

  it("documents the cart, checkout, order and booking calls in OpenAPI", async () => {
    const paths = (await t.app.inject({ url: "/api/v1/docs/json" })).json().paths;
    for (const [path, method] of [
      ["/api/v1/cart", "get"],
      ["/api/v1/cart", "put"],
      ["/api/v1/cart", "delete"],
      ["/api/v1/cart/items", "post"],
      ["/api/v1/cart/items/{id}", "delete"],
      ["/api/v1/checkout", "post"],
      ["/api/v1/orders/{id}", "get"],
      ["/api/v1/payments/sandbox/confirm", "post"],
      ["/api/v1/provider/bookings", "get"],
      ["/api/v1/provider/bookings/{id}/approve", "post"],
      ["/api/v1/provider/bookings/{id}/refuse", "post"],
    ] as const)
      expect(paths[path]?.[method], `${method} ${path}`).toBeDefined();
    expect(
      paths["/api/v1/checkout"].post.requestBody.content["application/json"].schema.properties.billing
        .required,
    ).toEqual(
      expect.arrayContaining([
        "firstName",
        "lastName",
        "email",
        "address",
        "city",
        "postCode",
        "country",
        "countryIso",
      ]),
    );
  });
});
