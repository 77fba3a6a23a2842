import { describe, expect, it } from "vitest";
import {
  cartItemsFromForm,
  confirmSandboxCard,
  formErrorsOf,
  localReturnPath,
  purchase,
  readdCartItem,
  sameSitePath,
  withParam,
} from "./checkout.server";
import { bookingAction, cartAction, purchaseAction } from "./checkout-actions.server";
import { cardPaymentSchema, formFieldOf, purchaseSchema } from "./purchase-form";

const orderId = "0b6f2a0e-1c2d-4e5f-8a9b-0c1d2e3f4a5b";
const billing = {
  firstName: "Йоана",
  lastName: "Димитрова",
  email: "learner@example.com",
  address: "ул. Шипка 6",
  city: "София",
  postCode: "1504",
  countryIso: "BG" as const,
};
const card = { cardNumber: "4242 4242 4242 4242", cardExpiry: "12/34", cardCvc: "123", cardName: "Йоана" };

type Call = { path: string; method: string; body: unknown };

/** The API as the web sees it: answers per path, and the calls made. */
function api(answers: Record<string, { status: number; body: unknown }>) {
  const calls: Call[] = [];
  const apiFetch = (async (url: string, init: RequestInit) => {
    const path = url.replace("http://api.test/api/v1", "");
    calls.push({
      path,
      method: init.method ?? "GET",
      body: init.body ? JSON.parse(String(init.body)) : null,
    });
    const answer = answers[path] ?? { status: 404, body: { code: "route_not_found", message: "x" } };
    return new Response(JSON.stringify(answer.body), { status: answer.status });
  }) as unknown as typeof fetch;
  const args = {
    request: new Request("http://site.test/checkout", { method: "POST" }),
    context: { apiFetch, apiBase: "http://api.test/api/v1" },
  };
  return { args, calls };
}

const opened = (secret: string, gateway = "sandbox") => ({
  status: 200,
  body: { secret, order_id: orderId, gateway, publishable_key: null },
});

describe("purchase", () => {
  it("opens the order, confirms the card with digits and a four-digit year, and goes to the payment page", async () => {
    const { args, calls } = api({
      "/checkout": opened("pi_secret"),
      "/payments/sandbox/confirm": { status: 200, body: { status: "succeeded", next_action_url: null } },
    });
    const outcome = await purchase(args, "bg", billing, card);
    expect(outcome).toEqual({ kind: "redirect", to: `/payment?order_id=${orderId}` });
    expect(calls[0]).toEqual({
      path: "/checkout",
      method: "POST",
      body: { billing: { ...billing, country: "България" } },
    });
    expect(calls[1]!.body).toEqual({
      secret: "pi_secret",
      card: { number: "4242424242424242", cvc: "123", exp_month: 12, exp_year: 2034, name: "Йоана" },
    });
  });

  it("sends a 3-D Secure card to the bank's page of this site, with the order but never the card", async () => {
    const { args } = api({
      "/checkout": opened("pi_secret"),
      "/payments/sandbox/confirm": {
        status: 200,
        body: { status: "requires_action", next_action_url: "http://site.test/en/sandbox/3ds/tok" },
      },
    });
    const outcome = await purchase(args, "en", billing, card);
    expect(outcome).toEqual({ kind: "redirect", to: `/en/sandbox/3ds/tok?order_id=${orderId}` });
    expect(JSON.stringify(outcome)).not.toContain("4242");
  });

  it("answers a declined card with the API's message", async () => {
    const declined = { code: "card_declined", message: "Картата е отхвърлена и нищо не е таксувано" };
    const { args } = api({
      "/checkout": opened("pi_secret"),
      "/payments/sandbox/confirm": { status: 402, body: declined },
    });
    expect(await purchase(args, "bg", billing, card)).toEqual({
      kind: "failed",
      status: 402,
      error: declined,
    });
  });

  it("after a declined card keeps the billing, expiry and name, never the card's number or code", async () => {
    const declined = { code: "card_declined", message: "Картата е отхвърлена и нищо не е таксувано" };
    const { args } = api({
      "/checkout": opened("pi_secret"),
      "/payments/sandbox/confirm": { status: 402, body: declined },
    });
    const form = new FormData();
    for (const [name, value] of Object.entries({ ...billing, ...card })) form.set(name, value);
    const reply = await purchaseAction(args, form, "pay-card");
    expect(reply.result.error).toEqual({ "": [declined.message] });
    expect(reply.result.initialValue).toMatchObject({
      address: billing.address,
      cardExpiry: "12/34",
      cardName: "Йоана",
    });
    expect(reply.result.initialValue).not.toHaveProperty("cardNumber");
    expect(reply.result.initialValue).not.toHaveProperty("cardCvc");
    const sent = JSON.stringify(reply);
    expect(sent).not.toMatch(/4242/);
    expect(sent).not.toContain('"123"');
  });

  it("settles a free order without a card and leaves Stripe's card to the browser", async () => {
    const free = api({ "/checkout": opened("") });
    expect(await purchase(free.args, "bg", billing, null)).toEqual({
      kind: "redirect",
      to: `/payment?order_id=${orderId}`,
    });
    expect(free.calls).toHaveLength(1);
    const stripe = api({ "/checkout": opened("pi_stripe_secret", "stripe") });
    const outcome = await purchase(stripe.args, "bg", billing, null);
    expect(outcome.kind).toBe("stripe");
    expect(stripe.calls).toHaveLength(1);
  });

  it("passes the checkout's refusal on (email not verified, empty cart)", async () => {
    const refused = { code: "email_not_verified", message: "Имейл адресът не е потвърден" };
    const { args, calls } = api({ "/checkout": { status: 403, body: refused } });
    expect(await purchase(args, "bg", billing, card)).toEqual({
      kind: "failed",
      status: 403,
      error: refused,
    });
    expect(calls).toHaveLength(1);
  });
});

describe("a card payment outside the cart (a promotion's)", () => {
  const confirmWith = (status: number, body: unknown) =>
    api({ "/payments/sandbox/confirm": { status, body } });

  it("confirms the card once and tells a settled payment from the bank's step on this site", async () => {
    const paid = confirmWith(200, { status: "succeeded", next_action_url: null });
    expect(await confirmSandboxCard(paid.args, "bg", "pi_promo_secret", card)).toEqual({
      kind: "settled",
      status: "succeeded",
    });
    expect(paid.calls).toEqual([
      {
        path: "/payments/sandbox/confirm",
        method: "POST",
        body: {
          secret: "pi_promo_secret",
          card: { number: "4242424242424242", cvc: "123", exp_month: 12, exp_year: 2034, name: "Йоана" },
        },
      },
    ]);
    const step = confirmWith(200, {
      status: "requires_action",
      next_action_url: "http://site.test/en/sandbox/3ds/tok",
    });
    expect(await confirmSandboxCard(step.args, "en", "s", card)).toEqual({
      kind: "action",
      to: "/en/sandbox/3ds/tok",
    });
    const elsewhere = confirmWith(200, {
      status: "requires_action",
      next_action_url: "https://evil.test/3ds",
    });
    expect(await confirmSandboxCard(elsewhere.args, "bg", "s", card)).toEqual({ kind: "action", to: null });
  });

  it("answers a refused card with the API's message and field errors, and a failed one as payment_failed", async () => {
    const invalid = {
      code: "payment_failed",
      message: "Плащането не беше успешно",
      errors: { "card.number": ["Невалиден номер"] },
    };
    const refused = confirmWith(402, invalid);
    expect(await confirmSandboxCard(refused.args, "bg", "s", card)).toEqual({
      kind: "failed",
      status: 402,
      error: invalid,
    });
    const failed = confirmWith(200, { status: "requires_payment_method", next_action_url: null });
    const outcome = await confirmSandboxCard(failed.args, "en", "s", card);
    expect(outcome.kind === "failed" && outcome.error.code).toBe("payment_failed");
  });

  it("takes the whole card for the sandbox and only the name on it for Stripe", () => {
    expect(cardPaymentSchema(true).safeParse({ cardName: "Йоана" }).success).toBe(false);
    expect(cardPaymentSchema(true).safeParse(card).success).toBe(true);
    expect(cardPaymentSchema(false).safeParse({ cardName: "Йоана" }).success).toBe(true);
    expect(cardPaymentSchema(false).safeParse({ cardName: " " }).success).toBe(false);
  });

  it("comes back only to a path of this site, with how the payment ended", () => {
    const page = "/en/dashboard/courses/c1/promote";
    expect(localReturnPath(page)).toBe(page);
    for (const bad of ["//evil.test", "/\\evil.test", "https://evil.test/", "/\t/evil.test", "x", "", null]) {
      expect(localReturnPath(bad), String(bad)).toBeNull();
    }
    expect(withParam(page, "paid", "1")).toBe(`${page}?paid=1`);
    expect(withParam(`${page}?pay=a b`, "return", "/x?y")).toBe(`${page}?pay=a b&return=%2Fx%3Fy`);
  });
});

describe("checkout form helpers", () => {
  it("reads the cart form's items with the attendee names typed, at most one per place", () => {
    const form = new FormData();
    form.set("items[0].id", "a");
    form.set("items[0].course_id", "c1");
    form.set("items[0].slot_id", "");
    form.set("items[0].quantity", "2");
    for (const name of ["Петя", " ", "Иван", "Мария"]) form.append("items[0].attendees", name);
    form.set("items[1].id", "b");
    form.set("items[1].course_id", "c2");
    form.set("items[1].slot_id", "s2");
    form.set("items[1].quantity", "1");
    expect(cartItemsFromForm(form)).toEqual([
      { id: "a", course_id: "c1", slot_id: null, quantity: 2, attendees: ["Петя", "Иван"] },
      { id: "b", course_id: "c2", slot_id: "s2", quantity: 1, attendees: [] },
    ]);
  });

  it("lets a payment step send the browser only to this site, in the page's language", () => {
    const request = new Request("http://site.test/checkout");
    expect(sameSitePath("/sandbox/3ds/t", request, "en")).toBe("/en/sandbox/3ds/t");
    expect(sameSitePath("http://site.test/sandbox/3ds/t", request, "bg")).toBe("/sandbox/3ds/t");
    expect(sameSitePath("https://evil.test/sandbox/3ds/t", request, "bg")).toBeNull();
    expect(sameSitePath("//evil.test/x", request, "bg")).toBeNull();
    expect(sameSitePath(null, request, "bg")).toBeNull();
  });

  it("puts the API's field errors on the form's fields", () => {
    const error = {
      code: "validation_failed",
      message: "x",
      errors: { "billing.postCode": ["bad"], "card.exp_month": ["m"], "card.exp_year": ["y"] },
    };
    expect(formErrorsOf(error, formFieldOf)).toEqual({ postCode: ["bad"], cardExpiry: ["m", "y"] });
  });

  it("checks the card only when the sandbox takes it", () => {
    const form = {
      ...billing,
      cardNumber: "4242 4242 4242 4241",
      cardExpiry: "13/30",
      cardCvc: "12",
      cardName: "",
    };
    const withCard = purchaseSchema(true).safeParse(form);
    expect(withCard.success).toBe(false);
    const fields = withCard.error!.issues.map((i) => `${i.path.join(".")}:${i.message}`);
    expect(fields).toEqual([
      "cardNumber:checkout:field.cardNumber",
      "cardExpiry:checkout:field.cardExpiry",
      "cardCvc:checkout:field.cardCvc",
      "cardName:field.required",
    ]);
    expect(purchaseSchema(false).safeParse(form).success).toBe(true);
    expect(purchaseSchema(true).safeParse({ ...form, ...card }).success).toBe(true);
    expect(
      purchaseSchema(true).safeParse({ ...form, ...card, cardExpiry: "01/20" }).error?.issues[0]?.message,
    ).toBe("checkout:field.cardExpired");
  });
});

describe("adding an expired item again", () => {
  const item = { id: "old", course_id: "c1", slot_id: null, quantity: 2, attendees: ["Петя"] };
  const cartWith = (items: { id: string; expired: boolean }[]) => ({ status: 200, body: { items } });

  it("holds the places afresh, then removes the expired item", async () => {
    const { args, calls } = api({
      "/cart/items": cartWith([
        { id: "old", expired: true },
        { id: "new", expired: false },
      ]),
      "/cart/items/old": cartWith([{ id: "new", expired: false }]),
    });
    const result = await readdCartItem(args, "bg", item);
    expect(result.ok).toBe(true);
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual(["POST /cart/items", "DELETE /cart/items/old"]);
    expect(calls[0]!.body).toEqual({ course_id: "c1", slot_id: null, quantity: 2, attendees: ["Петя"] });
  });

  it("keeps the item when the API held it again in place, and when no places are left", async () => {
    const same = api({ "/cart/items": cartWith([{ id: "old", expired: false }]) });
    await readdCartItem(same.args, "bg", item);
    expect(same.calls).toHaveLength(1);
    const full = api({ "/cart/items": { status: 409, body: { code: "no_places_left", message: "x" } } });
    const result = await readdCartItem(full.args, "bg", item);
    expect(result.ok).toBe(false);
    expect(full.calls).toHaveLength(1);
  });
});

describe("refusals of the buyer's caps of holds", () => {
  const courseId = "0b6f2a0e-1c2d-4e5f-8a9b-0c1d2e3f4a5b";
  const refusal = (status: number, code: string, errors: Record<string, string[]>) => ({
    status,
    body: { code, message: "the API's message", errors },
  });
  /** The course page's booking form, posted by a signed-in user. */
  const booking = (path: string, quantity: number) => {
    const form = new FormData();
    form.set("course_id", courseId);
    form.set("quantity", String(quantity));
    form.set("intent", "cart");
    return new Request(`http://site.test${path}`, { method: "POST", body: form });
  };

  it("the course page says the cap with its number, in the page's language", async () => {
    const { args } = api({ "/cart/items": refusal(422, "hold_limit_per_booking", { max_places: ["10"] }) });
    const bg = await bookingAction({ ...args, request: booking("/courses/excel", 11) }, "excel", true);
    expect(bg).toMatchObject({ ok: false, error: "Можете да запазите най-много 10 места за един курс." });
    const unverified = api({ "/cart/items": refusal(409, "hold_limit_unverified", { max_places: ["2"] }) });
    const en = await bookingAction(
      { ...unverified.args, request: booking("/en/courses/excel", 3) },
      "excel",
      true,
    );
    expect(en.error).toBe(
      "Until you verify your email address, you can hold at most 2 places in all. Verify it with the link we sent you.",
    );
    // other refusals show the API's message, never the number of places left
    const full = api({ "/cart/items": refusal(409, "no_places_left", { places_left: ["0"] }) });
    const none = await bookingAction({ ...full.args, request: booking("/courses/excel", 1) }, "excel", true);
    expect(none.error).toBe("the API's message");
  });

  it("the cart puts a cap of one course beside its item and a cap of all places above the cart", async () => {
    const form = new FormData();
    for (const [i, quantity] of [1, 12].entries()) {
      form.set(`items[${i}].id`, `item-${i}`);
      form.set(`items[${i}].course_id`, courseId);
      form.set(`items[${i}].quantity`, String(quantity));
    }
    const perBooking = api({
      "/cart": refusal(422, "hold_limit_per_booking", { "items.1.max_places": ["10"] }),
    });
    const line = await cartAction(perBooking.args, form, "update");
    expect(line.answer).toEqual({
      formErrors: [],
      fieldErrors: { "items.1.quantity": ["Можете да запазите най-много 10 места за един курс."] },
    });
    const perBuyer = api({ "/cart": refusal(409, "hold_limit_per_buyer", { max_places: ["30"] }) });
    const above = await cartAction(perBuyer.args, form, "update");
    expect(above.answer).toEqual({
      formErrors: [
        "Можете да имате най-много 30 запазени места общо. Платете местата в количката или премахнете някои от тях.",
      ],
      fieldErrors: {},
    });
    // adding an expired item again: the refusal goes beside that item
    const again = api({ "/cart/items": refusal(422, "hold_limit_per_booking", { max_places: ["10"] }) });
    const readd = await cartAction(again.args, form, "readd:1");
    expect(readd.answer.fieldErrors).toEqual({
      "items.1.quantity": ["Можете да запазите най-много 10 места за един курс."],
    });
  });

  it("the cart says no places are left beside the item, never the number of places left", async () => {
    const form = new FormData();
    form.set("items[0].id", "item-0");
    form.set("items[0].course_id", courseId);
    form.set("items[0].quantity", "3");
    const full = api({ "/cart": refusal(409, "no_places_left", { "items.0.places_left": ["0"] }) });
    expect((await cartAction(full.args, form, "update")).answer).toEqual({
      formErrors: [],
      fieldErrors: { "items.0.quantity": ["the API's message"] },
    });
    const again = api({ "/cart/items": refusal(409, "no_places_left", { places_left: ["0"] }) });
    expect((await cartAction(again.args, form, "readd:0")).answer.fieldErrors).toEqual({
      "items.0.quantity": ["the API's message"],
    });
  });
});
