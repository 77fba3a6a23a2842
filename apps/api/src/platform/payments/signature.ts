import { createHmac, timingSafeEqual } from "node:crypto";
import { WebhookSignatureError } from "./gateway";

/** How old a signed webhook may be (Stripe's default tolerance). */
export const signatureToleranceSeconds = 300;

const hmac = (secret: string, timestamp: number, body: string) =>
  createHmac("sha256", secret).update(`${timestamp}.${body}`, "utf8").digest("hex");

/** The sandbox's webhook signature, in Stripe's format: `t=<unix seconds>,v1=<hex HMAC-SHA256>`. */
export function signPayload(secret: string, body: string, at: Date = new Date()) {
  const t = Math.floor(at.getTime() / 1000);
  return `t=${t},v1=${hmac(secret, t, body)}`;
}

/** Checks a Stripe-format signature header against the raw body; throws WebhookSignatureError. */
export function verifyPayload(secret: string, body: string, header: string | undefined, now = new Date()) {
  if (!header) throw new WebhookSignatureError("missing signature");
  const parts = header.split(",").map((p) => p.trim().split("="));
  const t = Number(parts.find(([k]) => k === "t")?.[1]);
  const signatures = parts.filter(([k]) => k === "v1").map(([, v]) => v ?? "");
  if (!Number.isInteger(t) || signatures.length === 0) throw new WebhookSignatureError("malformed signature");
  if (Math.abs(now.getTime() / 1000 - t) > signatureToleranceSeconds)
    throw new WebhookSignatureError("signature too old");
  const expected = Buffer.from(hmac(secret, t, body), "hex");
  const matches = signatures.some((s) => {
    const given = Buffer.from(s, "hex");
    return given.length === expected.length && timingSafeEqual(given, expected);
  });
  if (!matches) throw new WebhookSignatureError();
}
