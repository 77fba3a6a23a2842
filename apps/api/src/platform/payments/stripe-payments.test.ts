import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GatewayError, paymentIntentFromObject, WebhookSignatureError } from "./gateway";
import { stripeGateway } from "./stripe";

type Recorded = { method: string; path: string; body: URLSearchParams; headers: IncomingMessage["headers"] };

const intent = (over: Record<string, unknown> = {}) => ({
  id: "pi_1StandIn",
  object: "payment_intent",
  amount: 12_000,
  currency: "eur",
  status: "requires_payment_method",
  client_secret: "pi_1StandIn_secret_abc",
  created: 1_800_000_000,
  livemode: false,
  metadata: { order_id: "8a6e0804-2bd0-4672-b79d-d97027f9071b" },
  transfer_group: "8a6e0804-2bd0-4672-b79d-d97027f9071b",
  last_payment_error: null,
  latest_charge: null,
  payment_method: null,
  ...over,
});

/** A stand-in for api.stripe.com's payments calls: records each request and answers like Stripe. */
async function stripeStandIn() {
  const requests: Recorded[] = [];
  const server: Server = createServer((req, res) => {
    let raw = "";
    req.on("data", (chunk) => {
      raw += chunk;
    });
    req.on("end", () => {
      const path = req.url ?? "";
      const body = new URLSearchParams(raw);
      requests.push({ method: req.method ?? "", path, body, headers: req.headers });
      const send = (status: number, answer: unknown) => {
        res.writeHead(status, { "content-type": "application/json", "request-id": "req_test" });
        res.end(JSON.stringify(answer));
      };
      if (req.method === "POST" && path === "/v1/payment_intents")
        return send(200, intent({ amount: Number(body.get("amount")) }));
      if (req.method === "GET" && path.startsWith("/v1/payment_intents/pi_1StandIn"))
        return send(
          200,
          intent({
            status: "succeeded",
            payment_method: "pm_1Card",
            latest_charge: {
              id: "ch_1Paid",
              object: "charge",
              amount: 12_000,
              amount_refunded: 2_000,
              payment_method_details: { type: "card", card: { brand: "mastercard", last4: "4444" } },
            },
          }),
        );
      if (req.method === "POST" && path === "/v1/payment_intents/pi_1StandIn/cancel")
        return send(200, intent({ status: "canceled", cancellation_reason: "abandoned" }));
      if (req.method === "POST" && path === "/v1/refunds") {
        if (Number(body.get("amount")) > 12_000)
          return send(400, {
            error: {
              type: "invalid_request_error",
              code: "amount_too_large",
              message: "Refund amount is greater than unrefunded amount on charge",
            },
          });
        return send(200, {
          id: "re_1StandIn",
          object: "refund",
          amount: Number(body.get("amount")),
          status: "succeeded",
          payment_intent: body.get("payment_intent"),
        });
      }
      if (req.method === "GET" && path.startsWith("/v1/transfers?")) {
        // one transfer was made, in the group payout-made
        const group = new URL(path, "http://stand.in").searchParams.get("transfer_group");
        const data =
          group === "payout-made"
            ? [{ id: "tr_1Made", object: "transfer", amount: 7_000, transfer_group: group }]
            : [];
        return send(200, { object: "list", data, has_more: false, url: "/v1/transfers" });
      }
      if (req.method === "POST" && path === "/v1/transfers")
        return send(200, {
          id: "tr_1StandIn",
          object: "transfer",
          amount: Number(body.get("amount")),
          destination: body.get("destination"),
        });
      return send(404, { error: { type: "invalid_request_error", message: "No such route" } });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    port: (server.address() as AddressInfo).port,
    requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe("Stripe card payments against a stand-in server", () => {
  let standIn: Awaited<ReturnType<typeof stripeStandIn>>;
  let stripe: ReturnType<typeof stripeGateway>;
  const webhookSecret = "whsec_test_payments";
  const orderId = "8a6e0804-2bd0-4672-b79d-d97027f9071b";
  beforeAll(async () => {
    standIn = await stripeStandIn();
    stripe = stripeGateway({
      secretKey: "sk_test_standin",
      webhookSecret,
      host: "127.0.0.1",
      port: standIn.port,
      protocol: "http",
    });
  });
  afterAll(() => standIn.close());
  const last = () => standIn.requests.at(-1)!;

  it("opens a card PaymentIntent for the order with its idempotency key", async () => {
    const state = await stripe.createPaymentIntent({
      amount: 12_000,
      currency: "eur",
      purpose: { orderId },
      transferGroup: orderId,
      idempotencyKey: `order-${orderId}`,
      description: "Kursove 2026-000123",
      receiptEmail: "buyer@example.bg",
    });
    expect(last().method).toBe("POST");
    expect(last().path).toBe("/v1/payment_intents");
    expect(last().headers.authorization).toBe("Bearer sk_test_standin");
    expect(last().headers["idempotency-key"]).toBe(`order-${orderId}`);
    expect(Object.fromEntries(last().body)).toEqual({
      amount: "12000",
      currency: "eur",
      "allowed_payment_method_types[0]": "card",
      "metadata[order_id]": orderId,
      transfer_group: orderId,
      description: "Kursove 2026-000123",
      receipt_email: "buyer@example.bg",
    });
    expect(state).toEqual({
      id: "pi_1StandIn",
      clientSecret: "pi_1StandIn_secret_abc",
      amount: 12_000,
      currency: "eur",
      status: "requires_payment_method",
      lastErrorCode: null,
      card: null,
      amountRefunded: 0,
      metadata: { order_id: orderId },
      created: new Date(1_800_000_000_000),
    });
  });

  it("reads a payment with its charge expanded: card brand, last four and the amount refunded", async () => {
    const state = await stripe.retrievePaymentIntent("pi_1StandIn");
    expect(last().method).toBe("GET");
    expect(decodeURIComponent(last().path)).toBe("/v1/payment_intents/pi_1StandIn?expand[0]=latest_charge");
    expect(state).toMatchObject({
      status: "succeeded",
      card: { brand: "mastercard", last4: "4444" },
      amountRefunded: 2_000,
    });
  });

  it("cancels, refunds and transfers with idempotency keys; refusals become GatewayError", async () => {
    const canceled = await stripe.cancelPaymentIntent("pi_1StandIn", "cancel-order-1");
    expect(canceled.status).toBe("canceled");
    expect(last().path).toBe("/v1/payment_intents/pi_1StandIn/cancel");
    expect(last().headers["idempotency-key"]).toBe("cancel-order-1");

    const refund = await stripe.createRefund({
      paymentIntentId: "pi_1StandIn",
      amount: 5_000,
      idempotencyKey: "refund-item-1",
      metadata: { order_id: orderId, reason: "places_gone" },
    });
    expect(refund).toEqual({ id: "re_1StandIn", amount: 5_000, status: "succeeded" });
    expect(last().path).toBe("/v1/refunds");
    expect(last().headers["idempotency-key"]).toBe("refund-item-1");
    expect(Object.fromEntries(last().body)).toEqual({
      payment_intent: "pi_1StandIn",
      amount: "5000",
      "metadata[order_id]": orderId,
      "metadata[reason]": "places_gone",
    });

    const transfer = await stripe.createTransfer({
      amount: 9_000,
      currency: "eur",
      destinationAccountId: "acct_1Provider",
      transferGroup: orderId,
      idempotencyKey: "transfer-item-1",
      metadata: { order_item_id: "item-1" },
    });
    expect(transfer).toEqual({ id: "tr_1StandIn", amount: 9_000 });
    expect(last().path).toBe("/v1/transfers");
    expect(last().headers["idempotency-key"]).toBe("transfer-item-1");
    expect(Object.fromEntries(last().body)).toEqual({
      amount: "9000",
      currency: "eur",
      destination: "acct_1Provider",
      transfer_group: orderId,
      "metadata[order_item_id]": "item-1",
    });

    // a payout's transfer found by its group (PAYOUT-SETTLE): listed, filtered by transfer_group
    expect(await stripe.findTransfer("payout-made")).toEqual({ id: "tr_1Made", amount: 7_000 });
    expect(last().method).toBe("GET");
    expect(new URL(last().path, "http://stand.in").searchParams.get("transfer_group")).toBe("payout-made");
    expect(await stripe.findTransfer("payout-none")).toBeNull();

    const requestsBefore = standIn.requests.length;
    await expect(
      stripe.createRefund({
        paymentIntentId: "pi_1StandIn",
        amount: 50_000,
        idempotencyKey: "refund-too-much",
        metadata: {},
      }),
    ).rejects.toBeInstanceOf(GatewayError);
    // a 400 is Stripe's final word: not retried
    expect(standIn.requests.length).toBe(requestsBefore + 1);
  });

  describe("webhook events signed with the SDK's test header", () => {
    const signed = (event: object) => {
      const payload = JSON.stringify(event);
      return {
        payload,
        header: stripe.client.webhooks.generateTestHeaderString({ payload, secret: webhookSecret }),
      };
    };
    const event = (id: string, type: string, object: object) => ({
      id,
      object: "event",
      type,
      created: 1_800_000_100,
      livemode: false,
      data: { object },
    });

    it("payment_intent.succeeded carries the payment (its charge and card are ids in events)", () => {
      const { payload, header } = signed(
        event(
          "evt_pi_ok",
          "payment_intent.succeeded",
          intent({ status: "succeeded", latest_charge: "ch_1Paid", payment_method: "pm_1Card" }),
        ),
      );
      const parsed = stripe.parseWebhook(Buffer.from(payload), header);
      expect(parsed).toMatchObject({ id: "evt_pi_ok", type: "payment_intent.succeeded" });
      expect(parsed.created).toEqual(new Date(1_800_000_100_000));
      expect(parsed.paymentIntent).toEqual({
        id: "pi_1StandIn",
        clientSecret: "pi_1StandIn_secret_abc",
        amount: 12_000,
        currency: "eur",
        status: "succeeded",
        lastErrorCode: null,
        card: null,
        amountRefunded: 0,
        metadata: { order_id: orderId },
        created: new Date(1_800_000_000_000),
      });
      expect(parsed.account).toBeUndefined();
      const forged = stripe.client.webhooks.generateTestHeaderString({ payload, secret: "whsec_other" });
      expect(() => stripe.parseWebhook(Buffer.from(payload), forged)).toThrow(WebhookSignatureError);
    });

    it("payment_intent.payment_failed carries the decline code, the generic one as card_declined", () => {
      const cases: [Record<string, unknown>, string][] = [
        [
          { type: "card_error", code: "card_declined", decline_code: "insufficient_funds" },
          "insufficient_funds",
        ],
        [{ type: "card_error", code: "card_declined", decline_code: "generic_decline" }, "card_declined"],
        [{ type: "card_error", code: "expired_card", decline_code: "expired_card" }, "expired_card"],
        [{ type: "card_error", code: "incorrect_cvc", decline_code: "incorrect_cvc" }, "incorrect_cvc"],
        [{ type: "card_error", code: "processing_error" }, "processing_error"],
        [
          { type: "invalid_request_error", code: "payment_intent_authentication_failure" },
          "authentication_failed",
        ],
      ];
      for (const [error, code] of cases) {
        const { payload, header } = signed(
          event(`evt_fail_${code}`, "payment_intent.payment_failed", intent({ last_payment_error: error })),
        );
        const parsed = stripe.parseWebhook(Buffer.from(payload), header);
        expect(parsed.paymentIntent, code).toMatchObject({
          status: "requires_payment_method",
          lastErrorCode: code,
        });
      }
    });

    it("other events carry no payment; unknown statuses read as not paid", () => {
      const { payload, header } = signed(
        event("evt_refunded", "charge.refunded", { id: "ch_1Paid", object: "charge", amount: 12_000 }),
      );
      expect(stripe.parseWebhook(Buffer.from(payload), header).paymentIntent).toBeUndefined();
      expect(paymentIntentFromObject(intent({ status: "requires_confirmation" }))?.status).toBe(
        "requires_payment_method",
      );
      expect(paymentIntentFromObject({ id: "ch_1", object: "charge", amount: 1 })).toBeUndefined();
      expect(paymentIntentFromObject(null)).toBeUndefined();
    });
  });
});
