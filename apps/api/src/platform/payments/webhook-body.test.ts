import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { paymentEvents } from "../../db/schema/index";
import { nextAddress } from "../../test/accounts";
import { createTestApp, type TestApp } from "../../test/test-app";
import { WebhookEventError, WebhookSignatureError } from "./gateway";
import { sandboxWebhookSecret } from "./sandbox";
import { signPayload } from "./signature";
import { stripeGateway } from "./stripe";

/**
 * WEBHOOK-BODY (outside attack test): a correctly signed POST /payments/webhook whose body is not JSON
 * answered 500. A signed body that is not an event is refused with 400 invalid_event in the error
 * format and records nothing; a bad signature is still refused first, as invalid_signature.
 */
describe("a signed webhook whose body is not an event", () => {
  let t: TestApp;
  let secret: string;
  beforeAll(async () => {
    t = await createTestApp({ seed: "reference" });
    secret = sandboxWebhookSecret(t.app.deps.appSecret);
  });
  afterAll(() => t.close());

  const post = (body: string, signature: string, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: "POST",
      url: "/api/v1/payments/webhook",
      headers: { "content-type": "application/json", "stripe-signature": signature, ...headers },
      payload: body,
      remoteAddress: nextAddress(),
    });
  const eventsStored = () => t.database.db.$count(paymentEvents);

  it("refuses a body that is not JSON with 400 in both languages and records nothing", async () => {
    const before = await eventsStored();
    const body = "this is not JSON {";
    const en = await post(body, signPayload(secret, body), { "content-language": "en" });
    expect(en.statusCode).toBe(400);
    expect(en.json()).toEqual({ code: "invalid_event", message: "The notification is not a valid event." });
    const bg = await post(body, signPayload(secret, body), { "content-type": "text/plain" });
    expect(bg.statusCode).toBe(400);
    expect(bg.json()).toEqual({ code: "invalid_event", message: "Известието не е валидно събитие." });
    expect(await eventsStored()).toBe(before);
  });

  it("refuses JSON that is not an event, or whose time cannot be read, the same way", async () => {
    const before = await eventsStored();
    for (const body of [
      "null",
      "[]",
      '"text"',
      '{"hello":1}',
      JSON.stringify({ id: "evt_far", type: "account.updated", created: 1e300, data: { object: {} } }),
    ]) {
      const res = await post(body, signPayload(secret, body));
      expect(res.statusCode, body).toBe(400);
      expect(res.json().code, body).toBe("invalid_event");
    }
    expect(await eventsStored()).toBe(before);
  });

  it("still checks the signature first: a forged one on a body that is not JSON is invalid_signature", async () => {
    const body = "not JSON";
    const res = await post(body, signPayload("not-the-secret", body));
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe("invalid_signature");
  });

  it("tells the same apart with Stripe's SDK: a signed body that is not JSON is not an event", () => {
    const webhookSecret = "whsec_test_body";
    const stripe = stripeGateway({ secretKey: "sk_test_body", webhookSecret });
    const payload = "not JSON";
    const header = stripe.client.webhooks.generateTestHeaderString({ payload, secret: webhookSecret });
    expect(() => stripe.parseWebhook(Buffer.from(payload), header)).toThrow(WebhookEventError);
    const forged = stripe.client.webhooks.generateTestHeaderString({ payload, secret: "whsec_other" });
    expect(() => stripe.parseWebhook(Buffer.from(payload), forged)).toThrow(WebhookSignatureError);
  });
});
