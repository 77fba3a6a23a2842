import { randomUUID } from "node:crypto";
import { count, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../../db/client";
import { paymentEvents, sandboxMoneyMovements, sandboxPaymentIntents } from "../../db/schema/index";
import { GatewayError, type GatewayEvent } from "../../platform/payments/gateway";
import { type SandboxGateway, sandboxOf } from "../../platform/payments/index";
import { nextAddress } from "../../test/accounts";
import { createTestApp, type TestApp } from "../../test/test-app";
import { applyGatewayEvent, type PaymentEventHandler, setPaymentEventHandler } from "./payments.service";

const card = {
  number: "4242424242424242",
  cvc: "123",
  expMonth: 12,
  expYear: new Date().getUTCFullYear() + 2,
};

describe("sandbox payments, refunds, transfers and their events", () => {
  let t: TestApp;
  let sandbox: SandboxGateway;
  let db: Db;
  /** what the orders module's hook does; each test may replace it */
  let hook: PaymentEventHandler = async () => {};
  /** makes the app's gateway call itself Stripe, as when STRIPE_SECRET_KEY is set */
  let asStripe = false;

  beforeAll(async () => {
    t = await createTestApp({
      seed: "none",
      payments: (sb) =>
        new Proxy(sb, {
          get: (target, key) => (key === "name" && asStripe ? "stripe" : Reflect.get(target, key)),
        }),
    });
    db = t.database.db;
    sandbox = sandboxOf(t.app.deps.payments)!;
    setPaymentEventHandler(db, (tx, event) => hook(tx, event));
  });
  afterAll(() => t.close());

  const input = (key: string, amount = 10_000) => {
    const orderId = randomUUID();
    return {
      amount,
      currency: "eur" as const,
      purpose: { orderId },
      transferGroup: orderId,
      idempotencyKey: key,
      description: "Kursove test",
      receiptEmail: "buyer@example.bg",
    };
  };
  /** a payment made with 4242...; its succeeded event applied as the confirm call does */
  const paid = async (key: string, amount = 10_000) => {
    const intent = await sandbox.createPaymentIntent(input(key, amount));
    const result = await sandbox.confirmCardPayment(intent.clientSecret, card);
    if (result?.outcome !== "attempted") throw new Error("not attempted");
    await applyGatewayEvent(db, "sandbox", result.event.event);
    return intent;
  };
  const eventCount = async (type: string, objectId: string) =>
    (
      await db
        .select({ n: count() })
        .from(paymentEvents)
        .where(
          sql`${paymentEvents.type} = ${type} and ${paymentEvents.payload}->'data'->'object'->>'id' = ${objectId}`,
        )
    )[0]!.n;
  const webhook = (body: string, signature: string) =>
    t.app.inject({
      method: "POST",
      url: "/api/v1/payments/webhook",
      headers: { "content-type": "application/json", "stripe-signature": signature },
      payload: body,
      remoteAddress: nextAddress(),
    });

  it("the same idempotency key answers the same payment; other parameters with it are refused", async () => {
    const first = await sandbox.createPaymentIntent(input("order-idem-1"));
    const second = await sandbox.createPaymentIntent({
      ...input("order-idem-1"),
      purpose: { orderId: first.metadata.order_id! },
    });
    expect(second).toEqual(first);
    const [rows] = await db
      .select({ n: count() })
      .from(sandboxPaymentIntents)
      .where(eq(sandboxPaymentIntents.idempotencyKey, "order-idem-1"));
    expect(rows!.n).toBe(1);
    expect(await eventCount("payment_intent.created", first.id)).toBe(1);
    await expect(sandbox.createPaymentIntent(input("order-idem-1", 9_999))).rejects.toBeInstanceOf(
      GatewayError,
    );
    await expect(sandbox.createPaymentIntent(input("order-idem-0", 0))).rejects.toBeInstanceOf(GatewayError);
    await expect(sandbox.retrievePaymentIntent("pi_sb_unknown")).rejects.toBeInstanceOf(GatewayError);
  });

  it("refunds at most what is left, once per idempotency key, with charge.refunded events", async () => {
    const intent = await paid("order-refund-1", 10_000);
    const first = await sandbox.createRefund({
      paymentIntentId: intent.id,
      amount: 4_000,
      idempotencyKey: "refund-1",
      metadata: { order_id: intent.metadata.order_id! },
    });
    expect(first).toMatchObject({ amount: 4_000, status: "succeeded" });
    expect(first.id).toMatch(/^re_sb_[0-9a-f]{24}$/);
    // a retry of the same refund: the same object, counted once
    const retry = await sandbox.createRefund({
      paymentIntentId: intent.id,
      amount: 4_000,
      idempotencyKey: "refund-1",
      metadata: {},
    });
    expect(retry).toEqual(first);
    expect((await sandbox.retrievePaymentIntent(intent.id)).amountRefunded).toBe(4_000);

    const tooMuch = { paymentIntentId: intent.id, amount: 6_001, idempotencyKey: "refund-2", metadata: {} };
    await expect(sandbox.createRefund(tooMuch)).rejects.toThrow(/exceeds the 6000 left/);
    // a refused refund keeps nothing, not even its key
    const rest = await sandbox.createRefund({ ...tooMuch, amount: 6_000 });
    expect(rest.amount).toBe(6_000);
    await expect(
      sandbox.createRefund({
        paymentIntentId: intent.id,
        amount: 1,
        idempotencyKey: "refund-3",
        metadata: {},
      }),
    ).rejects.toBeInstanceOf(GatewayError);
    expect((await sandbox.retrievePaymentIntent(intent.id)).amountRefunded).toBe(10_000);
    const movements = await db
      .select()
      .from(sandboxMoneyMovements)
      .where(eq(sandboxMoneyMovements.paymentIntentId, intent.id));
    expect(movements.map((m) => [m.kind, m.amount, m.transferGroup])).toEqual([
      ["refund", 4_000, intent.metadata.order_id],
      ["refund", 6_000, intent.metadata.order_id],
    ]);
    // the charge's events: one per refund made, the last one fully refunded
    const events = await db
      .select()
      .from(paymentEvents)
      .where(sql`${paymentEvents.payload}->'data'->'object'->>'payment_intent' = ${intent.id}`)
      .orderBy(paymentEvents.receivedAt);
    expect(events.map((e) => e.type)).toEqual(["charge.refunded", "charge.refunded"]);
    const charge = (events[1]!.payload as { data: { object: Record<string, unknown> } }).data.object;
    expect(charge).toMatchObject({
      object: "charge",
      amount: 10_000,
      amount_refunded: 10_000,
      refunded: true,
    });

    // the same key for another refund, and refunds of a payment not made, are refused
    await expect(
      sandbox.createRefund({
        paymentIntentId: intent.id,
        amount: 10,
        idempotencyKey: "refund-1",
        metadata: {},
      }),
    ).rejects.toBeInstanceOf(GatewayError);
    const open = await sandbox.createPaymentIntent(input("order-refund-open"));
    await expect(
      sandbox.createRefund({
        paymentIntentId: open.id,
        amount: 10,
        idempotencyKey: "refund-open",
        metadata: {},
      }),
    ).rejects.toThrow(/requires_payment_method/);
  });

  it("parallel refunds never pay back more than the payment", async () => {
    const intent = await paid("order-refund-parallel", 10_000);
    const results = await Promise.allSettled(
      Array.from({ length: 5 }, (_, i) =>
        sandbox.createRefund({
          paymentIntentId: intent.id,
          amount: 3_000,
          idempotencyKey: `refund-parallel-${i}`,
          metadata: {},
        }),
      ),
    );
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(3);
    expect(
      results.filter((r) => r.status === "rejected").every((r) => r.reason instanceof GatewayError),
    ).toBe(true);
    expect((await sandbox.retrievePaymentIntent(intent.id)).amountRefunded).toBe(9_000);
    const [sum] = await db
      .select({ total: sql<number>`sum(${sandboxMoneyMovements.amount})::int` })
      .from(sandboxMoneyMovements)
      .where(eq(sandboxMoneyMovements.paymentIntentId, intent.id));
    expect(sum!.total).toBe(9_000);
  });

  it("the sandbox's card and 3-D Secure calls do not exist while Stripe is the gateway", async () => {
    const intent = await sandbox.createPaymentIntent(input("order-as-stripe"));
    asStripe = true;
    try {
      const confirm = await t.app.inject({
        method: "POST",
        url: "/api/v1/payments/sandbox/confirm",
        payload: {
          secret: intent.clientSecret,
          card: { number: card.number, cvc: "123", exp_month: 12, exp_year: card.expYear, name: "A B" },
        },
        remoteAddress: nextAddress(),
      });
      expect(confirm.statusCode).toBe(404);
      expect(confirm.json().code).toBe("route_not_found");
      const page = await t.app.inject({ url: "/api/v1/payments/sandbox/3ds/some-token-of-stripe" });
      expect(page.statusCode).toBe(404);
    } finally {
      asStripe = false;
    }
    expect((await sandbox.retrievePaymentIntent(intent.id)).status).toBe("requires_payment_method");
  });

  it("transfers only to an account that can take payouts, once per idempotency key", async () => {
    const { id: account } = await sandbox.createConnectedAccount({
      email: "school@example.bg",
      businessName: "Школа ООД",
      providerId: randomUUID(),
    });
    const transfer = (key: string, destinationAccountId = account) =>
      sandbox.createTransfer({
        amount: 8_500,
        currency: "eur",
        destinationAccountId,
        transferGroup: "order-transfer-1",
        idempotencyKey: key,
        metadata: { order_id: "order-transfer-1" },
      });
    await expect(transfer("transfer-1")).rejects.toThrow(/cannot receive transfers/);
    await expect(transfer("transfer-x", "acct_sb_nobody")).rejects.toBeInstanceOf(GatewayError);

    const link = await sandbox.createOnboardingLink({
      accountId: account,
      returnUrl: "http://localhost:3000/dashboard/payments",
      refreshUrl: "http://localhost:3000/reauth",
      locale: "bg",
    });
    await sandbox.completeOnboarding(link.url.split("/connect/")[1]!, {
      businessName: "Школа ООД",
      iban: "BG59STSA93000024681357",
    });
    const made = await transfer("transfer-1");
    expect(made).toEqual({ id: expect.stringMatching(/^tr_sb_[0-9a-f]{24}$/), amount: 8_500 });
    expect(await transfer("transfer-1")).toEqual(made);
    const rows = await db
      .select()
      .from(sandboxMoneyMovements)
      .where(eq(sandboxMoneyMovements.destinationAccountId, account));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ kind: "transfer", amount: 8_500, transferGroup: "order-transfer-1" });
    expect(await eventCount("transfer.created", made.id)).toBe(1);
  });

  it("cancels an open payment once; a paid one cannot be canceled", async () => {
    const open = await sandbox.createPaymentIntent(input("order-cancel-1"));
    const canceled = await sandbox.cancelPaymentIntent(open.id, "cancel-1");
    expect(canceled.status).toBe("canceled");
    expect(await sandbox.cancelPaymentIntent(open.id, "cancel-1")).toEqual(canceled);
    expect(await eventCount("payment_intent.canceled", open.id)).toBe(1);
    expect((await sandbox.confirmCardPayment(open.clientSecret, card))?.outcome).toBe("refused");

    const done = await paid("order-cancel-2");
    await expect(sandbox.cancelPaymentIntent(done.id, "cancel-2")).rejects.toBeInstanceOf(GatewayError);
    expect((await sandbox.retrievePaymentIntent(done.id)).status).toBe("succeeded");
  });

  it("a sandbox event delivered to /payments/webhook twice is applied once, its hook called once", async () => {
    const seen: string[] = [];
    hook = async (_tx, event) => {
      seen.push(`${event.type} ${event.paymentIntent?.status}`);
    };
    const intent = await sandbox.createPaymentIntent(input("order-webhook-1"));
    const result = await sandbox.confirmCardPayment(intent.clientSecret, {
      ...card,
      number: "4000000000009995",
    });
    if (result?.outcome !== "attempted") throw new Error("not attempted");
    const first = await webhook(result.event.body, result.event.signature);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ received: true, duplicate: false });
    const again = await webhook(result.event.body, result.event.signature);
    expect(again.json()).toEqual({ received: true, duplicate: true });
    expect(await eventCount("payment_intent.payment_failed", intent.id)).toBe(1);
    expect(seen).toEqual([
      "payment_intent.created requires_payment_method",
      "payment_intent.payment_failed requires_payment_method",
    ]);
    // applied in process after the webhook took it: a duplicate too
    expect(await applyGatewayEvent(db, "sandbox", result.event.event)).toEqual({ duplicate: true });
    expect(seen).toHaveLength(2);
  });

  it("the hook runs in the event's transaction: when it fails nothing is recorded and a retry applies it", async () => {
    const intent = await sandbox.createPaymentIntent(input("order-hook-1"));
    const result = await sandbox.confirmCardPayment(intent.clientSecret, card);
    if (result?.outcome !== "attempted") throw new Error("not attempted");
    const event: GatewayEvent = result.event.event;
    hook = async (tx) => {
      await tx
        .update(sandboxPaymentIntents)
        .set({ lastErrorCode: "marked" })
        .where(eq(sandboxPaymentIntents.id, intent.id));
      throw new Error("orders failed");
    };
    await expect(applyGatewayEvent(db, "sandbox", event)).rejects.toThrow("orders failed");
    expect(await eventCount("payment_intent.succeeded", intent.id)).toBe(0);
    const [row] = await db
      .select()
      .from(sandboxPaymentIntents)
      .where(eq(sandboxPaymentIntents.id, intent.id));
    expect(row!.lastErrorCode).toBeNull();

    // the follow-up runs after the commit; its failure is logged and leaves the event applied
    const order: string[] = [];
    hook = async (tx, e) => {
      const [recorded] = await tx.select().from(paymentEvents).where(eq(paymentEvents.eventId, e.id));
      order.push(recorded ? "in transaction" : "missing");
      return async () => {
        const [committed] = await db.select().from(paymentEvents).where(eq(paymentEvents.eventId, e.id));
        order.push(committed?.processedAt ? "after commit" : "not committed");
        throw new Error("refund refused");
      };
    };
    const errors: unknown[] = [];
    const log = { error: (o: unknown) => errors.push(o) } as unknown as Parameters<
      typeof applyGatewayEvent
    >[3];
    expect(await applyGatewayEvent(db, "sandbox", event, log)).toEqual({
      duplicate: false,
      followUpFailed: true,
    });
    expect(order).toEqual(["in transaction", "after commit"]);
    expect(errors).toHaveLength(1);
    expect(await eventCount("payment_intent.succeeded", intent.id)).toBe(1);
    hook = async () => {};
  });
});
