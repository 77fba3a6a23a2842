import type { Db } from "../../db/client";
import type { GatewayEvent, PaymentIntentState } from "../../platform/payments/gateway";
import { notifyOrderPaid } from "../notifications/notifications.service";
import type { OrdersDeps } from "./checkout.service";
import { type OrderMailDeps, queueOrderPaidMail } from "./orders.mail";
import * as repo from "./orders.repository";

/** What must happen after the event's transaction commits: calls to the gateway never run inside it. */
export type AfterPaymentEvent = { refund?: { orderId: string; paymentIntentId: string; amount: number } };

/**
 * Applies a payment_intent.* event to its order, inside the transaction that records the event once
 * (payments.service applyGatewayEvent), so a duplicate changes nothing. Events may come in any order:
 * a success is final and wins over a failure that arrives after it; a failure only notes its code on
 * an order still waiting for its payment.
 */
export async function applyPaymentIntentEvent(
  tx: Db,
  mail: OrderMailDeps,
  event: GatewayEvent,
): Promise<AfterPaymentEvent> {
  const intent = event.paymentIntent;
  if (!intent) return {};
  const order = await repo.lockOrder(tx, { paymentIntentId: intent.id });
  if (!order) return {};

  if (event.type === "payment_intent.succeeded")
    return paymentSucceeded(tx, mail, order, intent, event.created);

  if (event.type === "payment_intent.payment_failed" && order.status === "awaiting_payment") {
    if (order.lastEventAt && order.lastEventAt > event.created) return {};
    await repo.notePaymentError(tx, order.id, intent.lastErrorCode ?? "payment_failed", event.created);
    return {};
  }

  if (event.type === "payment_intent.canceled" && order.status === "awaiting_payment") {
    await repo.moveOrder(tx, order, "canceled", event.id, {
      canceledAt: event.created,
      lastEventAt: event.created,
    });
    await repo.unlinkHolds(tx, order.id);
  }
  return {};
}

async function paymentSucceeded(
  tx: Db,
  mail: OrderMailDeps,
  order: repo.OrderRow,
  intent: PaymentIntentState,
  at: Date,
): Promise<AfterPaymentEvent> {
  const paymentMethod = intent.card
    ? { type: "card", brand: intent.card.brand, last4: intent.card.last4 }
    : null;
  if (order.status === "awaiting_payment") {
    const items = await repo.findOrderItems(tx, order.id);
    if (await repo.placesStillThere(tx, order.id, items)) {
      await repo.addSold(tx, items);
      await repo.deleteHolds(tx, order.id);
      const paid = await repo.moveOrder(tx, order, "paid", "payment_succeeded", {
        paidAt: at,
        paymentMethod,
        lastEventAt: at,
        lastPaymentError: null,
      });
      if (paid) {
        await repo.recordSale(tx, paid, items, intent.id);
        await queueOrderPaidMail(tx, mail, paid, items);
        await notifyOrderPaid(tx, mail, paid);
      }
      return {};
    }
    // the hold ran out and the places went to others before the money came: pay it all back
    await repo.moveOrder(tx, order, "refunding", "places_gone", { paymentMethod, lastEventAt: at });
    await repo.unlinkHolds(tx, order.id);
    return { refund: { orderId: order.id, paymentIntentId: intent.id, amount: intent.amount } };
  }
  if (order.status === "canceled") {
    await repo.moveOrder(tx, order, "refunding", "paid_after_cancel", { paymentMethod, lastEventAt: at });
    return { refund: { orderId: order.id, paymentIntentId: intent.id, amount: intent.amount } };
  }
  // paid already, or further on: the same success told again
  return {};
}

/** Runs what an event asked for after its transaction: the automatic refund of a payment that bought nothing. */
export async function afterPaymentEvent(deps: Pick<OrdersDeps, "db" | "gateway">, after: AfterPaymentEvent) {
  if (!after.refund) return;
  const { orderId, paymentIntentId, amount } = after.refund;
  const refund = await deps.gateway.createRefund({
    paymentIntentId,
    amount,
    idempotencyKey: `refund-unsold-${orderId}`,
    metadata: { order_id: orderId, reason: "places_gone" },
  });
  await deps.db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const order = await repo.lockOrder(tx, { id: orderId });
    if (order?.status !== "refunding") return;
    const done = await repo.moveOrder(tx, order, "refunded", refund.id);
    if (done) await repo.recordChargeAndRefund(tx, done, paymentIntentId, refund.id, amount);
  });
}

/** An order of free places: paid at once when its places are still there, else canceled. */
export async function settleFreeOrder(deps: Pick<OrdersDeps, "db" | "mail">, orderId: string) {
  await deps.db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const order = await repo.lockOrder(tx, { id: orderId });
    if (order?.status !== "pending") return;
    const items = await repo.findOrderItems(tx, order.id);
    if (!(await repo.placesStillThere(tx, order.id, items))) {
      await repo.moveOrder(tx, order, "canceled", "places_gone", { canceledAt: new Date() });
      await repo.unlinkHolds(tx, order.id);
      return;
    }
    await repo.addSold(tx, items);
    await repo.deleteHolds(tx, order.id);
    // a free order has no payment to wait for: it passes awaiting_payment in the same transaction
    const open = await repo.moveOrder(tx, order, "awaiting_payment", "free");
    const paid = open && (await repo.moveOrder(tx, open, "paid", "free", { paidAt: new Date() }));
    if (paid) {
      await queueOrderPaidMail(tx, deps.mail, paid, items);
      await notifyOrderPaid(tx, deps.mail, paid);
    }
  });
}

/** A promotion paid after it was canceled: its money goes back (the cancel stands, its days stay free). */
export async function refundCanceledPromotion(
  deps: Pick<OrdersDeps, "gateway">,
  refund: { paymentIntentId: string; amount: number; promotionId: string },
) {
  await deps.gateway.createRefund({
    paymentIntentId: refund.paymentIntentId,
    amount: refund.amount,
    idempotencyKey: `refund-promotion-${refund.promotionId}`,
    metadata: { promotion_id: refund.promotionId, reason: "promotion_canceled" },
  });
}
