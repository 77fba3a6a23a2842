import { randomUUID } from "node:crypto";
import fs from "node:fs";
import { sandboxAction, sandboxConfirmResponse } from "@kursove/contracts";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { queryRows } from "../../db/client";
import { paymentEvents, sandboxPaymentIntents } from "../../db/schema/index";
import type { GatewayEvent } from "../../platform/payments/gateway";
import { type SandboxGateway, sandboxOf } from "../../platform/payments/index";
import { nextAddress } from "../../test/accounts";
import { createTestApp, type TestApp } from "../../test/test-app";
import { setPaymentEventHandler } from "./payments.service";
import { confirmLimit } from "./sandbox-card.service";

const publicUrl = "http://localhost:3000";
const declined = {
  bg: "Картата е отхвърлена и нищо не е таксувано. Проверете данните или се свържете с банката издател",
  en: "Card declined and nothing charged. Check the details or contact the issuing bank",
};
const failed = {
  bg: "Плащането не бе успешно. Проверете данните и опитайте отново",
  en: "Payment failed. Check the data and try again",
};
const nextYear = new Date().getUTCFullYear() + 1;
/** every card number this file types: none may end up in the database or the log */
const typedNumbers = new Set<string>();

describe("sandbox card payments", () => {
  let t: TestApp;
  let sandbox: SandboxGateway;
  const logged: string[] = [];
  /** the payment events the orders module's hook received, in order */
  const handled: GatewayEvent[] = [];
  let keys = 0;

  beforeAll(async () => {
    // the app logs at info level into `logged`, to show that no card datum reaches the log
    const write = fs.write;
    vi.spyOn(fs, "write").mockImplementation(((fd: number, data: unknown, ...rest: unknown[]) => {
      if (fd !== 1) return (write as (...args: unknown[]) => void)(fd, data, ...rest);
      logged.push(String(data));
      process.nextTick(rest.at(-1) as (e: null, n: number) => void, null, Buffer.byteLength(String(data)));
    }) as typeof fs.write);
    process.env.TEST_LOG_LEVEL = "info";
    try {
      t = await createTestApp({ seed: "none" });
    } finally {
      delete process.env.TEST_LOG_LEVEL;
    }
    sandbox = sandboxOf(t.app.deps.payments)!;
    setPaymentEventHandler(t.database.db, async (tx, event) => {
      // inside the transaction that records the event: it is there already
      const [row] = await tx.select().from(paymentEvents).where(eq(paymentEvents.eventId, event.id));
      expect(row).toBeDefined();
      handled.push(event);
    });
  });
  afterAll(async () => {
    await t.close();
    vi.restoreAllMocks();
  });

  const open = (amount = 12_000) => {
    const orderId = randomUUID();
    return sandbox.createPaymentIntent({
      amount,
      currency: "eur",
      purpose: { orderId },
      transferGroup: orderId,
      idempotencyKey: `card-test-${keys++}`,
      description: "Kursove test",
      receiptEmail: "buyer@example.bg",
    });
  };
  const confirm = (
    secret: string,
    card: Record<string, unknown>,
    options: { locale?: "bg" | "en"; address?: string } = {},
  ) => {
    if (typeof card.number === "string") typedNumbers.add(card.number.replace(/\s/g, ""));
    return t.app.inject({
      method: "POST",
      url: "/api/v1/payments/sandbox/confirm",
      headers: options.locale === "en" ? { "content-language": "en" } : {},
      payload: {
        secret,
        card: { cvc: "737", exp_month: 12, exp_year: nextYear, name: "Мария Петрова", ...card },
      },
      remoteAddress: options.address ?? nextAddress(),
    });
  };
  const row = async (id: string) =>
    (await t.database.db.select().from(sandboxPaymentIntents).where(eq(sandboxPaymentIntents.id, id)))[0]!;
  const eventsOf = (id: string) =>
    t.database.db
      .select()
      .from(paymentEvents)
      .where(sql`${paymentEvents.payload}->'data'->'object'->>'id' = ${id}`)
      .orderBy(paymentEvents.receivedAt);

  it("4242 4242 4242 4242 pays: succeeded with the card's brand and last four, its event applied once", async () => {
    const intent = await open();
    expect(intent).toMatchObject({ status: "requires_payment_method", amount: 12_000, card: null });
    expect(intent.id).toMatch(/^pi_sb_[0-9a-f]{24}$/);
    expect(intent.clientSecret).toMatch(new RegExp(`^${intent.id}_secret_[0-9a-f]{32}$`));

    const res = await confirm(intent.clientSecret, { number: "4242 4242 4242 4242" });
    expect(res.statusCode).toBe(200);
    expect(sandboxConfirmResponse.parse(res.json())).toEqual({ status: "succeeded", next_action_url: null });
    expect(await sandbox.retrievePaymentIntent(intent.id)).toMatchObject({
      status: "succeeded",
      lastErrorCode: null,
      card: { brand: "visa", last4: "4242" },
      amountRefunded: 0,
    });
    const events = await eventsOf(intent.id);
    expect(events.map((e) => e.type)).toEqual(["payment_intent.created", "payment_intent.succeeded"]);
    expect(events.every((e) => e.gateway === "sandbox" && e.processedAt)).toBe(true);
    const hooked = handled.filter((e) => e.paymentIntent?.id === intent.id);
    expect(hooked.map((e) => e.type)).toEqual(["payment_intent.created", "payment_intent.succeeded"]);
    expect(hooked[1]!.paymentIntent).toMatchObject({
      status: "succeeded",
      card: { brand: "visa", last4: "4242" },
      metadata: { order_id: expect.any(String) },
    });

    // paid once: a second confirmation is refused and charges nothing
    const again = await confirm(intent.clientSecret, { number: "5555555555554444" });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      code: "payment_closed",
      message: "Това плащане вече е извършено или отменено",
    });
    expect((await row(intent.id)).cardLast4).toBe("4242");
    expect(await eventsOf(intent.id)).toHaveLength(2);
  });

  it("other valid numbers pay too, with their brand", async () => {
    const intent = await open();
    expect((await confirm(intent.clientSecret, { number: "5555555555554444" })).json().status).toBe(
      "succeeded",
    );
    expect((await sandbox.retrievePaymentIntent(intent.id)).card).toEqual({
      brand: "mastercard",
      last4: "4444",
    });
  });

  const failing = [
    ["4000000000000002", "card_declined", "card_declined", declined],
    ["4000000000009995", "insufficient_funds", "card_declined", declined],
    ["4000000000000069", "expired_card", "card_declined", declined],
    ["4000000000000127", "incorrect_cvc", "card_declined", declined],
    ["4000000000000119", "processing_error", "payment_failed", failed],
  ] as const;
  for (const [number, lastErrorCode, code, message] of failing)
    it(`${number} fails with ${lastErrorCode}: 402 ${code}, nothing charged, another card may pay`, async () => {
      const intent = await open();
      const bg = await confirm(intent.clientSecret, { number });
      expect(bg.statusCode).toBe(402);
      expect(bg.json()).toEqual({ code, message: message.bg });
      const state = await sandbox.retrievePaymentIntent(intent.id);
      expect(state).toMatchObject({ status: "requires_payment_method", lastErrorCode, card: null });
      const [event] = (await eventsOf(intent.id)).filter((e) => e.type === "payment_intent.payment_failed");
      expect(event).toBeDefined();
      expect(handled.find((e) => e.id === event!.eventId)?.paymentIntent?.lastErrorCode).toBe(lastErrorCode);

      const en = await confirm(intent.clientSecret, { number }, { locale: "en" });
      expect(en.statusCode).toBe(402);
      expect(en.json()).toEqual({ code, message: message.en });

      const retry = await confirm(intent.clientSecret, { number: "4242424242424242" });
      expect(retry.json()).toEqual({ status: "succeeded", next_action_url: null });
      expect(await sandbox.retrievePaymentIntent(intent.id)).toMatchObject({
        status: "succeeded",
        lastErrorCode: null,
      });
      expect((await eventsOf(intent.id)).map((e) => e.type)).toEqual([
        "payment_intent.created",
        "payment_intent.payment_failed",
        "payment_intent.payment_failed",
        "payment_intent.succeeded",
      ]);
    });

  it("wrong card data answers 402 payment_failed naming the field, and changes nothing", async () => {
    const intent = await open();
    const lastMonth = new Date();
    lastMonth.setUTCDate(1);
    lastMonth.setUTCMonth(lastMonth.getUTCMonth() - 1);
    const cases: [Record<string, unknown>, string][] = [
      [{ number: "4242424242424241" }, "card.number"],
      [{ number: "4242 4242 424" }, "card.number"],
      [{ number: "4242abcd42424242" }, "card.number"],
      [{ number: "4242424242424242", exp_month: 13 }, "card.exp_month"],
      [{ number: "4242424242424242", exp_year: nextYear - 2 }, "card.exp_year"],
      [
        {
          number: "4242424242424242",
          exp_month: lastMonth.getUTCMonth() + 1,
          exp_year: lastMonth.getUTCFullYear(),
        },
        lastMonth.getUTCFullYear() < nextYear - 1 ? "card.exp_year" : "card.exp_month",
      ],
      [{ number: "4242424242424242", cvc: "12" }, "card.cvc"],
      [{ number: "4242424242424242", cvc: "12a4" }, "card.cvc"],
    ];
    for (const [card, field] of cases) {
      const res = await confirm(intent.clientSecret, card, { locale: "en" });
      expect(res.statusCode, JSON.stringify(card)).toBe(402);
      expect(res.json(), JSON.stringify(card)).toMatchObject({ code: "payment_failed", message: failed.en });
      expect(Object.keys(res.json().errors)).toEqual([field]);
    }
    expect(await row(intent.id)).toMatchObject({ status: "requires_payment_method", lastErrorCode: null });
    expect((await eventsOf(intent.id)).map((e) => e.type)).toEqual(["payment_intent.created"]);
    // this month's card still pays until the month ends; a two-digit year is this century's
    const now = new Date();
    const res = await confirm(intent.clientSecret, {
      number: "4242424242424242",
      exp_month: now.getUTCMonth() + 1,
      exp_year: now.getUTCFullYear() % 100,
    });
    expect(res.json().status).toBe("succeeded");
  });

  it("4000 0025 0000 3155 asks for 3-D Secure; approving on its page pays, once", async () => {
    const intent = await open(4_500);
    const res = await confirm(intent.clientSecret, { number: "4000 0025 0000 3155" });
    expect(res.statusCode).toBe(200);
    const { status, next_action_url } = sandboxConfirmResponse.parse(res.json());
    expect(status).toBe("requires_action");
    expect(next_action_url).toMatch(new RegExp(`^${publicUrl}/sandbox/3ds/[A-Za-z0-9_-]{32}$`));
    const token = next_action_url!.split("/3ds/")[1]!;

    const page = await t.app.inject({ url: `/api/v1/payments/sandbox/3ds/${token}` });
    expect(page.statusCode).toBe(200);
    expect(sandboxAction.parse(page.json())).toEqual({
      payment_intent: intent.id,
      amount: 4_500,
      currency: "EUR",
      card: { brand: "visa", last4: "3155" },
      order_id: intent.metadata.order_id,
      promotion_id: null,
      livemode: false,
    });
    const answer = await t.app.inject({
      method: "POST",
      url: `/api/v1/payments/sandbox/3ds/${token}`,
      payload: { approve: true },
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({
      status: "succeeded",
      order_id: intent.metadata.order_id,
      promotion_id: null,
      payment_error: null,
    });
    expect(await sandbox.retrievePaymentIntent(intent.id)).toMatchObject({
      status: "succeeded",
      card: { brand: "visa", last4: "3155" },
    });
    expect((await eventsOf(intent.id)).map((e) => e.type)).toEqual([
      "payment_intent.created",
      "payment_intent.requires_action",
      "payment_intent.succeeded",
    ]);
    // the token is single-use
    for (const method of ["GET", "POST"] as const) {
      const again = await t.app.inject({
        method,
        url: `/api/v1/payments/sandbox/3ds/${token}`,
        ...(method === "POST" ? { payload: { approve: false } } : {}),
        headers: { "content-language": "en" },
      });
      expect(again.statusCode).toBe(410);
      expect(again.json()).toEqual({
        code: "payment_action_expired",
        message: "This payment confirmation step was already used or the link is not valid",
      });
    }
    expect((await row(intent.id)).status).toBe("succeeded");
    expect((await eventsOf(intent.id)).length).toBe(3);
  });

  for (const number of [
    "4000 0027 6000 3184",
    "4000 0000 0000 3220",
    "4000 0000 0000 3063",
    "4000 0038 0000 0446",
  ])
    it(`${number} asks for 3-D Secure: the bank's page opens and approving it pays`, async () => {
      const intent = await open();
      const res = await confirm(intent.clientSecret, { number });
      expect(res.statusCode).toBe(200);
      const { status, next_action_url } = sandboxConfirmResponse.parse(res.json());
      expect(status).toBe("requires_action");
      const token = next_action_url!.split("/3ds/")[1]!;
      const page = await t.app.inject({ url: `/api/v1/payments/sandbox/3ds/${token}` });
      expect(page.json().card).toEqual({ brand: "visa", last4: number.slice(-4) });
      const answer = await t.app.inject({
        method: "POST",
        url: `/api/v1/payments/sandbox/3ds/${token}`,
        payload: { approve: true },
      });
      expect(answer.json().status).toBe("succeeded");
    });

  it("failing the 3-D Secure step leaves the payment for another card (authentication_failed)", async () => {
    const intent = await open();
    const res = await confirm(intent.clientSecret, { number: "4000002500003155" }, { locale: "en" });
    expect(res.json().next_action_url).toMatch(new RegExp(`^${publicUrl}/en/sandbox/3ds/`));
    const token = res.json().next_action_url.split("/3ds/")[1];
    const answer = await t.app.inject({
      method: "POST",
      url: `/api/v1/payments/sandbox/3ds/${token}`,
      payload: { approve: "false" },
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({
      status: "requires_payment_method",
      order_id: intent.metadata.order_id,
      promotion_id: null,
      payment_error: { code: "payment_failed", message: failed.bg },
    });
    expect(await sandbox.retrievePaymentIntent(intent.id)).toMatchObject({
      status: "requires_payment_method",
      lastErrorCode: "authentication_failed",
      card: null,
    });
    const failedEvent = (await eventsOf(intent.id)).at(-1)!;
    expect(failedEvent.type).toBe("payment_intent.payment_failed");
    expect(handled.find((e) => e.id === failedEvent.eventId)?.paymentIntent?.lastErrorCode).toBe(
      "authentication_failed",
    );
    const reused = await t.app.inject({
      method: "POST",
      url: `/api/v1/payments/sandbox/3ds/${token}`,
      payload: { approve: true },
    });
    expect(reused.statusCode).toBe(410);
    expect((await row(intent.id)).status).toBe("requires_payment_method");
    // a new card pays; a 3-D Secure step left open is dropped by a new attempt
    const second = await confirm(intent.clientSecret, { number: "4000002500003155" });
    const stale = second.json().next_action_url.split("/3ds/")[1];
    expect((await confirm(intent.clientSecret, { number: "4242424242424242" })).json().status).toBe(
      "succeeded",
    );
    expect((await t.app.inject({ url: `/api/v1/payments/sandbox/3ds/${stale}` })).statusCode).toBe(410);
    expect(
      (await t.app.inject({ url: "/api/v1/payments/sandbox/3ds/never-issued-token-123" })).statusCode,
    ).toBe(410);
  });

  it("an unknown secret is 404; a canceled payment takes no card", async () => {
    const unknown = await confirm("pi_sb_nothing_secret_nothing", { number: "4242424242424242" });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ code: "payment_not_found", message: "Плащането не съществува" });
    const intent = await open();
    await sandbox.cancelPaymentIntent(intent.id, "cancel-card-test");
    const res = await confirm(intent.clientSecret, { number: "4242424242424242" }, { locale: "en" });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      code: "payment_closed",
      message: "This payment has already been made or cancelled",
    });
    expect((await row(intent.id)).status).toBe("canceled");
  });

  it("limits card attempts per client address", async () => {
    const intent = await open();
    const address = nextAddress();
    for (let i = 0; i < confirmLimit.limit; i += 1)
      expect(
        (await confirm(intent.clientSecret, { number: "4000000000000002" }, { address })).statusCode,
      ).toBe(402);
    const limited = await confirm(intent.clientSecret, { number: "4242424242424242" }, { address });
    expect(limited.statusCode).toBe(429);
    expect(limited.json().code).toBe("too_many_attempts");
    expect(Number(limited.headers["retry-after"])).toBeGreaterThan(0);
    expect((await row(intent.id)).status).toBe("requires_payment_method");
  });

  it("documents the sandbox's card calls in OpenAPI", async () => {
    const doc = (await t.app.inject({ url: "/api/v1/docs/json" })).json();
    const confirmDoc = doc.paths["/api/v1/payments/sandbox/confirm"].post;
    expect(confirmDoc.tags).toEqual(["payments"]);
    expect(Object.keys(confirmDoc.responses)).toEqual(
      expect.arrayContaining(["200", "402", "404", "409", "429"]),
    );
    expect(doc.paths["/api/v1/payments/sandbox/3ds/{token}"].get.summary).toMatch(/3-D Secure/);
    expect(doc.paths["/api/v1/payments/sandbox/3ds/{token}"].post.requestBody).toBeDefined();
  });

  it("no card number is kept anywhere in the database, nor written to the log", async () => {
    expect(typedNumbers.size).toBeGreaterThan(5);
    const tables = await queryRows<{ table_name: string }>(
      t.database.db,
      sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`,
    );
    expect(tables.length).toBeGreaterThan(10);
    let dump = "";
    for (const { table_name } of tables) {
      const rows = await queryRows<{ r: string }>(
        t.database.db,
        sql`select row_to_json(x)::text as r from ${sql.identifier(table_name)} x`,
      );
      dump += rows.map((r) => r.r).join("\n");
    }
    expect(dump).toContain("payment_intent.succeeded");
    for (const number of typedNumbers) {
      expect(dump).not.toContain(number);
      expect(logged.join("")).not.toContain(number);
    }
    // the security code is not in the log either, nor any request body
    await new Promise((resolve) => setTimeout(resolve, 50));
    const log = logged.join("");
    expect(log).toContain('"url":"/api/v1/payments/sandbox/confirm"');
    expect(log).toContain("request completed");
    expect(log).not.toContain('"cvc"');
    expect(log).not.toContain("Мария Петрова");
  });
});
