import { randomBytes } from "node:crypto";
import type { sandboxMoneyMovements, sandboxPaymentIntents } from "../../db/schema/index";
import { testCards } from "./cards";
import { type GatewayEvent, paymentIntentFromObject, toGatewayEvent } from "./gateway";

// The sandbox's rows as Stripe's objects and events, so its events read like Stripe's webhooks.

/** An event of the sandbox, signed as its webhook would send it: apply `event`, or POST `body`. */
export type SignedSandboxEvent = { event: GatewayEvent; body: string; signature: string };

/** Receives the events of the interface's calls (create, cancel, refund, transfer) as they happen. */
export type SandboxEventListener = (signed: SignedSandboxEvent) => Promise<void>;

export type IntentRow = typeof sandboxPaymentIntents.$inferSelect;
export type MovementRow = typeof sandboxMoneyMovements.$inferSelect;

export const hex = (bytes: number) => randomBytes(bytes).toString("hex");
const suffixOf = (intentId: string) => intentId.replace(/^pi_sb_/, "");
/** Statuses that take a card: a new payment, one whose attempt failed, or one waiting for 3-D Secure. */
export const confirmable = ["requires_payment_method", "requires_action"];

/** Stripe's last_payment_error for the code the sandbox keeps (the inverse of lastErrorCodeOf). */
function lastPaymentError(lastErrorCode: string) {
  if (lastErrorCode === "authentication_failed")
    return { type: "invalid_request_error", code: "payment_intent_authentication_failure" };
  const card = Object.values(testCards).find((c) => c.kind === "fail" && c.lastErrorCode === lastErrorCode);
  if (card?.kind === "fail")
    return {
      type: "card_error",
      code: card.code,
      ...(card.declineCode ? { decline_code: card.declineCode } : {}),
    };
  return { type: "card_error", code: lastErrorCode };
}

export const chargeObject = (row: IntentRow) => ({
  id: `ch_sb_${suffixOf(row.id)}`,
  object: "charge",
  amount: row.amount,
  amount_captured: row.amount,
  amount_refunded: row.amountRefunded,
  refunded: row.amountRefunded >= row.amount,
  currency: row.currency,
  paid: true,
  status: "succeeded",
  payment_intent: row.id,
  transfer_group: row.transferGroup,
  metadata: row.metadata,
  payment_method_details: { type: "card", card: { brand: row.cardBrand, last4: row.cardLast4 } },
});

/** The payment as Stripe's PaymentIntent object, with its charge and card expanded. */
export function intentObject(row: IntentRow) {
  return {
    id: row.id,
    object: "payment_intent",
    amount: row.amount,
    amount_received: row.status === "succeeded" ? row.amount : 0,
    currency: row.currency,
    status: row.status,
    client_secret: row.clientSecret,
    created: Math.floor(row.createdAt.getTime() / 1000),
    livemode: false,
    metadata: row.metadata,
    transfer_group: row.transferGroup,
    payment_method_types: ["card"],
    last_payment_error: row.lastErrorCode ? lastPaymentError(row.lastErrorCode) : null,
    next_action: row.status === "requires_action" ? { type: "use_stripe_sdk" } : null,
    payment_method:
      row.cardBrand && row.cardLast4
        ? {
            id: `pm_sb_${suffixOf(row.id)}`,
            object: "payment_method",
            type: "card",
            card: { brand: row.cardBrand, last4: row.cardLast4 },
          }
        : null,
    latest_charge: row.status === "succeeded" ? chargeObject(row) : null,
  };
}

export const toState = (row: IntentRow) => paymentIntentFromObject(intentObject(row))!;

export const refundObject = (row: MovementRow) => ({
  id: row.id,
  object: "refund",
  amount: row.amount,
  currency: row.currency,
  payment_intent: row.paymentIntentId,
  charge: row.paymentIntentId ? `ch_sb_${suffixOf(row.paymentIntentId)}` : null,
  status: "succeeded",
  metadata: row.metadata,
  created: Math.floor(row.createdAt.getTime() / 1000),
});

export const transferObject = (row: MovementRow) => ({
  id: row.id,
  object: "transfer",
  amount: row.amount,
  currency: row.currency,
  destination: row.destinationAccountId,
  transfer_group: row.transferGroup,
  metadata: row.metadata,
  created: Math.floor(row.createdAt.getTime() / 1000),
});

/** Makes the sandbox's signed events (Stripe's Event: id, type, created, data.object). */
export function eventMaker(
  now: () => Date,
  signEvent: (event: object) => { body: string; signature: string },
) {
  return (type: string, object: object): SignedSandboxEvent => {
    const event = {
      id: `evt_sb_${hex(12)}`,
      object: "event",
      type,
      // milliseconds kept as a fraction: sandbox events made in the same second stay ordered
      created: now().getTime() / 1000,
      livemode: false,
      data: { object },
    };
    return { event: toGatewayEvent(event), ...signEvent(event) };
  };
}

export type MakeEvent = ReturnType<typeof eventMaker>;
