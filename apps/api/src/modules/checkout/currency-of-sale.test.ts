import { adminOrderDetail } from "@kursove/contracts";
import { convertMinor } from "@kursove/contracts/currency";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { orders } from "../../db/schema/index";
import { sandboxOf } from "../../platform/payments/index";
import { apiCaller, signInDemo } from "../../test/accounts";
import { payForCourses } from "../../test/orders";
import { createTestApp, type TestApp } from "../../test/test-app";

/**
 * MONEY-EUR end to end: a checkout, its receipt mail and an admin's refund in the currency of sale, with the
 * other currency beside amounts; in euro (the default) and in leva (CURRENCY=BGN, the specification's).
 */
describe.each([
  { currency: "EUR", gateway: "eur", first: /\d+,\d{2}\s€ \(\d+,\d{2}\sлв\.\)/ },
  { currency: "BGN", gateway: "bgn", first: /\d+,\d{2}\sлв\. \(\d+,\d{2}\s€\)/ },
] as const)("selling in $currency", ({ currency, gateway, first }) => {
  let t: TestApp;
  let call: ReturnType<typeof apiCaller>;
  let learner: string;
  let admin: string;
  let course: { id: string; current_price: number; currency: string };

  beforeAll(async () => {
    t = await createTestApp({ seed: "demo", env: { CURRENCY: currency } });
    call = apiCaller(t.app);
    learner = await signInDemo(t.app, "learner@example.com");
    admin = await signInDemo(t.app, "admin@example.com");
    const page = (await call("GET", "/courses?sort=newest", null)).json();
    course = page.courses.find(
      (c: { places_left: number; timing: string; types: string[]; current_price: number }) =>
        c.places_left > 3 && c.timing === "future" && !c.types.includes("on_demand") && c.current_price > 0,
    );
  });
  afterAll(() => t.close());

  it("charges, mails and refunds in the currency of sale", async () => {
    expect(course.currency).toBe(currency);
    const cart = (await call("GET", "/cart", learner)).json();
    expect(cart.currency).toBe(currency);

    const pay = await payForCourses(call, learner, [{ id: course.id, quantity: 1 }]);
    const sandbox = sandboxOf(t.app.deps.payments)!;
    const [row] = await t.database.db.select().from(orders).where(eq(orders.id, pay.order_id));
    const order = adminOrderDetail.parse((await call("GET", `/admin/orders/${pay.order_id}`, admin)).json());
    expect(order).toMatchObject({ status: "paid", currency, total: course.current_price });
    const intent = await sandbox.retrievePaymentIntent(row!.paymentIntentId!);
    expect(intent).toMatchObject({ currency: gateway, amount: course.current_price });

    // the receipt names the amount in the currency of sale with the other beside it, at the fixed rate
    const receipt = await t.lastMailTo("learner@example.com");
    expect(receipt?.text).toMatch(first);
    const other = currency === "EUR" ? "BGN" : "EUR";
    const converted = convertMinor(course.current_price, currency, other) / 100;
    expect(receipt?.text.replace(/\s/g, " ")).toContain(converted.toFixed(2).replace(".", ","));

    const item = order.items[0]!;
    const refunded = await call("POST", `/admin/orders/${pay.order_id}/refund`, admin, {
      items: [{ item_id: item.id, amount: 100 }],
      reason: "A test refund",
      request_key: `refund-${currency}-1`,
    });
    expect(refunded.statusCode).toBe(200);
    const after = await sandbox.retrievePaymentIntent(intent.id);
    expect(after.amountRefunded).toBe(100);
  });
});
