import type { FastifyBaseLogger } from "fastify";
import type { GatewayEvent, PaymentIntentState } from "../../platform/payments/gateway";
import type { OrdersDeps } from "../orders";
import { applyGatewayEvent } from "../payments";

/**
 * Applies the gateway's own state of a payment as if its event had arrived: what a lost webhook or a
 * process killed between the gateway's answer and the database's write leaves behind (CHECKOUT-CRASH).
 * The event's id is one per payment and outcome, so settling twice, the reconciliation job, or the real
 * event arriving later changes nothing more. Only final states are applied; answers whether it was new.
 */
export async function settleFromGateway(
  deps: Pick<OrdersDeps, "db" | "gateway">,
  intent: PaymentIntentState,
  now: Date,
  log?: FastifyBaseLogger,
) {
  if (intent.status !== "succeeded" && intent.status !== "canceled") return false;
  const event: GatewayEvent = {
    id: `reconcile_${intent.id}_${intent.status}`,
    type: `payment_intent.${intent.status}`,
    created: now,
    paymentIntent: intent,
    payload: { object: "reconciliation", payment_intent: intent.id, status: intent.status },
  };
  const applied = await applyGatewayEvent(deps.db, deps.gateway.name, event, log);
  return !applied.duplicate;
}
