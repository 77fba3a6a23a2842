import {
  cart as cartSchema,
  discountCode,
  discountCodePage,
  payment as paymentSchema,
} from "@kursove/contracts";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../../db/client";
import {
  courses,
  discountCodes,
  discountRedemptions,
  ledgerEntries,
  orderItems,
  orders,
  users,
} from "../../db/schema/index";
import { apiCaller, signInDemo, signUp } from "../../test/accounts";
import { billing, confirmCard } from "../../test/orders";
import { createTestApp, type TestApp } from "../../test/test-app";
import { saleCourse } from "../cart/cart.fixtures";
import { applyCartCode } from "./cart-discounts";

let keys = 0;
const key = () => `disc-key-${++keys}-${Date.now()}`;
let codes = 0;
const newCode = (prefix = "PROMO") => `${prefix}${Date.now().toString(36).toUpperCase()}${++codes}`;

describe("discount codes", () => {
  let t: TestApp;
  let db: Db;
  let call: ReturnType<typeof apiCaller>;
  let provider: string;
  let otherProvider: string;
  let admin: string;
  /** a course of the demo provider at 100.00, with plenty of places */
  let course: { id: string; providerId: string };

  beforeAll(async () => {
    t = await createTestApp({ seed: "demo" });
    db = t.database.db;
    call = apiCaller(t.app);
    provider = await signInDemo(t.app, "provider@example.com");
    otherProvider = await signInDemo(t.app, "newprovider@example.com");
    admin = await signInDemo(t.app, "admin@example.com");
    const made = await saleCourse(db, { capacity: 50 });
    course = { id: made.course.id, providerId: made.provider.id };
  });
  afterAll(() => t.close());

  const create = (token: string, body: object, area = "provider") =>
    call("POST", `/${area}/discount-codes`, token, body);
  /** a verified buyer with the course in the cart */
  const buyer = async () => {
    const { token, body } = await signUp(t.app);
    await db.update(users).set({ emailVerifiedAt: new Date() }).where(eq(users.email, body.email));
    expect((await call("POST", "/cart/items", token, { course_id: course.id, quantity: 1 })).statusCode).toBe(
      200,
    );
    return token;
  };
  const enter = (token: string, code: string) => call("POST", "/cart/discount", token, { code });
  const payOrder = async (token: string) => {
    const pay = paymentSchema.parse((await call("POST", "/checkout", token, { billing })).json());
    expect((await confirmCard(call, pay.secret)).statusCode).toBe(200);
    return pay.order_id;
  };
  const ledgerOf = async (orderId: string) => {
    const rows = await db.select().from(ledgerEntries).where(eq(ledgerEntries.orderId, orderId));
    return (kind: string) => rows.filter((l) => l.kind === kind).reduce((s, l) => s + l.amount, 0);
  };

  it("lets a provider create, list, change and disable its own codes, and never see another provider's", async () => {
    const code = newCode();
    const res = await create(provider, { code, kind: "percent", value: 10, course_ids: [course.id] });
    expect(res.statusCode).toBe(201);
    const made = discountCode.parse(res.json());
    expect(made).toMatchObject({ code, kind: "percent", value: 10, uses: 0, status: "active" });
    expect(made.courses.map((c) => c.id)).toEqual([course.id]);

    const own = discountCodePage.parse((await call("GET", "/provider/discount-codes", provider)).json());
    expect(own.data.map((c) => c.id)).toContain(made.id);
    const others = discountCodePage.parse(
      (await call("GET", "/provider/discount-codes", otherProvider)).json(),
    );
    expect(others.data.map((c) => c.id)).not.toContain(made.id);
    const platform = discountCodePage.parse((await call("GET", "/admin/discount-codes", admin)).json());
    expect(platform.data.map((c) => c.id)).not.toContain(made.id);

    const body = { code, kind: "amount", value: 500 };
    expect((await call("PUT", `/provider/discount-codes/${made.id}`, otherProvider, body)).statusCode).toBe(
      404,
    );
    expect((await call("DELETE", `/provider/discount-codes/${made.id}`, otherProvider)).statusCode).toBe(404);
    expect((await call("DELETE", `/admin/discount-codes/${made.id}`, admin)).statusCode).toBe(404);
    const learner = await signInDemo(t.app, "learner@example.com");
    expect((await call("GET", "/provider/discount-codes", learner)).statusCode).toBe(403);
    expect((await call("GET", "/admin/discount-codes", provider)).statusCode).toBe(403);
    expect((await call("GET", "/provider/discount-codes", null)).statusCode).toBe(401);

    const changed = await call("PUT", `/provider/discount-codes/${made.id}`, provider, body);
    expect(changed.statusCode).toBe(200);
    expect(discountCode.parse(changed.json())).toMatchObject({ kind: "amount", value: 500, courses: [] });
    expect((await call("DELETE", `/provider/discount-codes/${made.id}`, provider)).statusCode).toBe(204);
    const after = discountCodePage.parse((await call("GET", "/provider/discount-codes", provider)).json());
    expect(after.data.find((c) => c.id === made.id)?.status).toBe("disabled");
  });

  it("refuses a bad code form with the reason of each field and saves nothing", async () => {
    const before = (await db.select().from(discountCodes)).length;
    const [other] = await db.select().from(courses).where(eq(courses.status, "approved"));
    const foreign = (await db.select().from(courses)).find((c) => c.providerId !== course.providerId);
    const bad = await create(provider, {
      code: "ab",
      kind: "percent",
      value: 150,
      valid_from: "2030-05-10",
      valid_to: "2030-05-01",
      course_ids: [foreign?.id ?? other?.id],
    });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors)).toEqual(expect.arrayContaining(["code"]));
    const noCode = await create(provider, {
      code: "VALID1",
      kind: "percent",
      value: 150,
      valid_from: "2030-05-10",
      valid_to: "2030-05-01",
      course_ids: [foreign!.id],
    });
    expect(noCode.statusCode).toBe(422);
    expect(noCode.json().errors).toMatchObject({
      value: ["The percentage must be from 1 to 100"],
      valid_to: ["The end date cannot be before the start date"],
      course_ids: ["Choose only your own approved courses"],
    });
    const code = newCode("same");
    expect((await create(provider, { code, kind: "amount", value: 100 })).statusCode).toBe(201);
    const taken = await create(otherProvider, { code: code.toUpperCase(), kind: "amount", value: 100 });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().code).toBe("discount_code_taken");
    expect((await db.select().from(discountCodes)).length).toBe(before + 1);
  });

  it("takes a code typed in any case off the cart, and the paid order keeps it with the commission on the price paid", async () => {
    const code = newCode("Spring");
    const made = discountCode.parse((await create(provider, { code, kind: "percent", value: 20 })).json());
    const token = await buyer();
    const res = await enter(token, code.toLowerCase());
    expect(res.statusCode).toBe(200);
    const cart = cartSchema.parse(res.json());
    expect(cart).toMatchObject({ subtotal: 10_000, total: 8_000, discount: { code, amount: 2_000 } });
    expect(cart.discounts).toEqual([{ code, amount: 2_000, platform: false }]);

    const orderId = await payOrder(token);
    const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
    expect(order).toMatchObject({ total: 8_000, status: "paid" });
    const [item] = await db.select().from(orderItems).where(eq(orderItems.orderId, orderId));
    expect(item).toMatchObject({ unitPrice: 10_000, total: 8_000, discount: 2_000, platformDiscount: 0 });
    const sum = await ledgerOf(orderId);
    expect(sum("charge")).toBe(8_000);
    expect(sum("commission")).toBe(Math.round((8_000 * item!.commissionBp) / 10_000));
    expect(sum("commission") + sum("provider_share")).toBe(8_000);
    // the cart is empty of codes after the payment, and a later change of the code touches no order
    expect(cartSchema.parse((await call("GET", "/cart", token)).json()).discounts).toEqual([]);
    await call("PUT", `/provider/discount-codes/${made.id}`, provider, { code, kind: "percent", value: 50 });
    const [kept] = await db.select().from(orderItems).where(eq(orderItems.orderId, orderId));
    expect(kept).toMatchObject({ total: 8_000, discount: 2_000 });
    const listed = discountCodePage.parse((await call("GET", "/provider/discount-codes", provider)).json());
    expect(listed.data.find((c) => c.id === made.id)).toMatchObject({ uses: 1, discount_total: 2_000 });
  });

  it("refuses unknown, expired, not yet valid, used-up, per-buyer, first-purchase and inapplicable codes with their reason", async () => {
    const token = await buyer();
    const reason = async (code: string) => {
      const res = await enter(token, code);
      expect(res.statusCode).toBe(422);
      return res.json().code as string;
    };
    expect(await reason("NOSUCHCODE")).toBe("discount_code_unknown");
    const expired = newCode("old");
    await create(provider, { code: expired, kind: "amount", value: 100 });
    await db
      .update(discountCodes)
      .set({ validTo: new Date(Date.now() - 60_000) })
      .where(eq(discountCodes.code, expired));
    expect(await reason(expired)).toBe("discount_code_expired");
    const later = newCode("later");
    await create(provider, {
      code: later,
      kind: "amount",
      value: 100,
      valid_from: `${new Date().getUTCFullYear() + 1}-12-31`,
    });
    expect(await reason(later)).toBe("discount_code_not_yet_valid");
    const elsewhere = newCode("else");
    await create(otherProvider, { code: elsewhere, kind: "amount", value: 100 });
    expect(await reason(elsewhere)).toBe("discount_code_not_applicable");

    const once = newCode("once");
    await create(provider, { code: once, kind: "amount", value: 100, max_uses: 1 });
    const first = await buyer();
    expect((await enter(first, once)).statusCode).toBe(200);
    await payOrder(first);
    expect(await reason(once)).toBe("discount_code_used_up");

    const mine = newCode("mine");
    await create(provider, { code: mine, kind: "amount", value: 100, max_uses_per_buyer: 1 });
    const repeat = await buyer();
    expect((await enter(repeat, mine)).statusCode).toBe(200);
    await payOrder(repeat);
    await call("POST", "/cart/items", repeat, { course_id: course.id, quantity: 1 });
    const again = await enter(repeat, mine);
    expect(again.json().code).toBe("discount_code_buyer_limit");
    const newcomer = newCode("new");
    await create(provider, { code: newcomer, kind: "percent", value: 5, first_purchase_only: true });
    const firstOnly = await enter(repeat, newcomer);
    expect(firstOnly.statusCode).toBe(422);
    expect(firstOnly.json()).toMatchObject({
      code: "discount_code_first_purchase",
      message: "This discount code is only for a first purchase",
    });
    expect(cartSchema.parse((await call("GET", "/cart", repeat)).json()).discounts).toEqual([]);
  });

  it("refuses a second code unless stacking is allowed", async () => {
    const a = newCode("one");
    const b = newCode("two");
    await create(provider, { code: a, kind: "amount", value: 1_000 });
    await create(provider, { code: b, kind: "percent", value: 10 });
    const token = await buyer();
    expect((await enter(token, a)).statusCode).toBe(200);
    const second = await enter(token, b);
    expect(second.statusCode).toBe(422);
    expect(second.json().code).toBe("discount_code_not_stackable");
    expect(cartSchema.parse((await call("DELETE", "/cart/discount", token)).json())).toMatchObject({
      total: 10_000,
      discount: null,
    });

    // DISCOUNT_STACKING=true: the cart's codes apply one after another
    await enter(token, a);
    const me = await call("GET", "/user", token);
    const before = cartSchema.parse((await call("GET", "/cart", token)).json());
    const lines = before.items.map((i) => ({
      key: i.id,
      courseId: i.course.id,
      providerId: i.course.provider.id,
      total: i.subtotal,
    }));
    await applyCartCode({ db, now: new Date(), stacking: true }, me.json().id, b.toLowerCase(), lines);
    const both = cartSchema.parse((await call("GET", "/cart", token)).json());
    // 10.00 off, then 10 % of the 90.00 left
    expect(both).toMatchObject({ total: 8_100, discount: { amount: 1_900 } });
    expect(both.discounts.map((d) => d.amount)).toEqual([1_000, 900]);
  });

  it("bills a platform code to the platform: the provider's share is that of the full price and refunds follow what was paid", async () => {
    const code = newCode("platform");
    const res = await create(admin, { code, kind: "percent", value: 30 }, "admin");
    expect(res.statusCode).toBe(201);
    expect(discountCode.parse(res.json()).provider).toBeNull();
    const token = await buyer();
    expect(cartSchema.parse((await enter(token, code)).json())).toMatchObject({
      total: 7_000,
      discounts: [{ code, amount: 3_000, platform: true }],
    });
    const orderId = await payOrder(token);
    const [item] = await db.select().from(orderItems).where(eq(orderItems.orderId, orderId));
    expect(item).toMatchObject({ total: 7_000, discount: 3_000, platformDiscount: 3_000 });
    const fullCommission = Math.round((10_000 * item!.commissionBp) / 10_000);
    const sale = await ledgerOf(orderId);
    expect(sale("charge")).toBe(7_000);
    expect(sale("provider_share")).toBe(10_000 - fullCommission);
    expect(sale("commission")).toBe(fullCommission - 3_000);

    // half of what was paid back: the provider gives back half of its share, the platform the rest
    const half = await call("POST", `/admin/orders/${orderId}/refund`, admin, {
      items: [{ item_id: item!.id, amount: 3_500 }],
      reason: "Курсът беше съкратен",
      request_key: key(),
    });
    expect(half.statusCode).toBe(200);
    const afterHalf = await ledgerOf(orderId);
    expect(afterHalf("refund")).toBe(-3_500);
    expect(afterHalf("provider_share_reversal")).toBe(-(10_000 - fullCommission) / 2);
    const rest = await call("POST", `/admin/orders/${orderId}/refund`, admin, {
      items: [{ item_id: item!.id, amount: 3_500 }],
      reason: "Курсът беше отменен",
      request_key: key(),
    });
    expect(rest.statusCode).toBe(200);
    const end = await ledgerOf(orderId);
    expect(end("refund")).toBe(-7_000);
    expect(end("commission") + end("commission_reversal")).toBe(0);
    expect(end("provider_share") + end("provider_share_reversal")).toBe(0);
    const uses = await db.select().from(discountRedemptions).where(eq(discountRedemptions.orderId, orderId));
    expect(uses).toMatchObject([{ amount: 3_000 }]);
  });
});
