import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../../db/client";
import type { GatewayEvent, PaymentIntentState } from "../../platform/payments/gateway";
import { clearCartCodes } from "../discounts";
import { issueRequestedInvoices } from "../invoices";
import { notifyOrderPaid } from "../notifications";
import {
  coursesStillOnSale,
  findOrder,
  findOrderItems,
  lastReasonOf,
  linkPayment,
  lockOrder,
  markStrayRefunded,
  moveOrder,
  notePaymentError,
  type OrderMailDeps,
  type OrderRow,
  type OrdersDeps,
  placesStillThere,
  queueOrderPaidMail,
  queuePaymentReturnedMail,
  recordChargeAndRefund,
  recordSale,
  recordStrayPayment,
} from "../orders";
import { addSold, deleteHolds, unlinkHolds } from "../seats";

/** What must happen after the event's transaction commits: calls to the gateway never run inside it. */
export type AfterPaymentEvent = {
  /** the full refund of the order's own payment that bought nothing (places gone, paid after cancel) */
  refund?: { orderId: string; paymentIntentId: string; amount: number };
  /** the full refund of a payment no order may keep (stray_payments) */
  stray?: { paymentIntentId: string; amount: number };
};

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The order a payment belongs to, locked: the one linked to it, else the one its metadata names (a
 * payment opened by a checkout cut off before the link was written: it is linked now). `own` is false
 * when the named order is linked to another payment.
 */
async function orderOfPayment(tx: Db, intent: PaymentIntentState, lock: boolean) {
  const linked = await lockOrder(tx, { paymentIntentId: intent.id }, lock);
  if (linked) return { order: linked, own: true };
  const id = intent.metadata.order_id;
  const named = id && uuidPattern.test(id) ? await lockOrder(tx, { id }, lock) : null;
  if (!named) return { order: null, own: false };
  if (named.paymentIntentId) return { order: named, own: false };
  await linkPayment(tx, named.id, intent.id);
  return { order: { ...named, paymentIntentId: intent.id }, own: true };
}

/**
 * Applies a payment_intent.* event to its order, inside the transaction that records the event once
 * (payments.service applyGatewayEvent), so a duplicate changes nothing. Events may come in any order:
 * a success is final and wins over a failure that arrives after it; a failure only notes its code on
 * an order still waiting for its payment. A success no order may keep (CHECKOUT-STRAY: the order is
 * missing, or paid by another payment) is recorded and refunded in full.
 */
export async function applyPaymentIntentEvent(
  tx: Db,
  mail: OrderMailDeps,
  event: GatewayEvent,
  /**
   * Test only: `orderLock: false` reads the order without its lock, so payment-events.concurrency.test.ts's
   * control can show two events of one payment both selling its places. Never set in the application.
   */
  options: { orderLock?: boolean } = {},
): Promise<AfterPaymentEvent> {
  const intent = event.paymentIntent;
  if (!intent) return {};
  // under the order's lock: events of one payment (the webhook, its retries, reconciliation) take turns
  const found = await orderOfPayment(tx, intent, options.orderLock !== false);
  if (!found.order || !found.own) {
    if (event.type !== "payment_intent.succeeded" || !intent.metadata.order_id) return {};
    const fresh = await recordStrayPayment(tx, {
      paymentIntentId: intent.id,
      orderId: found.order?.id ?? null,
      amount: intent.amount,
      currency: intent.currency,
      reason: found.order ? "order_has_other_payment" : "order_missing",
    });
    return fresh ? { stray: { paymentIntentId: intent.id, amount: intent.amount } } : {};
  }
  let order = found.order;

  if (event.type === "payment_intent.succeeded") {
    // paid before the checkout noted the payment as opened (it was cut off): open it now
    if (order.status === "pending")
      order = (await moveOrder(tx, order, "awaiting_payment", "payment_opened")) ?? order;
    return paymentSucceeded(tx, mail, order, intent, event.created);
  }

  if (event.type === "payment_intent.payment_failed" && order.status === "awaiting_payment") {
    if (order.lastEventAt && order.lastEventAt > event.created) return {};
    await notePaymentError(tx, order.id, intent.lastErrorCode ?? "payment_failed", event.created);
    return {};
  }

  if (
    event.type === "payment_intent.canceled" &&
    (order.status === "awaiting_payment" || order.status === "pending")
  ) {
    // canceled at the gateway: by a cancel of this app (a changed cart, a new checkout) or the gateway's own
    await moveOrder(tx, order, "canceled", "payment_canceled", {
      canceledAt: event.created,
      lastEventAt: event.created,
    });
    await unlinkHolds(tx, order.id);
  }
  return {};
}

async function paymentSucceeded(
  tx: Db,
  mail: OrderMailDeps,
  order: OrderRow,
  intent: PaymentIntentState,
  at: Date,
): Promise<AfterPaymentEvent> {
  const paymentMethod = intent.card
    ? { type: "card", brand: intent.card.brand, last4: intent.card.last4 }
    : null;
  if (order.status === "awaiting_payment") {
    const items = await findOrderItems(tx, order.id);
    const placesThere = await placesStillThere(tx, order, items);
    // a course deleted while its buyer was on the card form sells nothing: the money goes back
    const canceled = placesThere && !(await coursesStillOnSale(tx, items));
    if (placesThere && !canceled) {
      await addSold(tx, items);
      await deleteHolds(tx, order, items);
      await clearCartCodes(tx, order.userId);
      const paid = await moveOrder(tx, order, "paid", "payment_succeeded", {
        paidAt: at,
        paymentMethod,
        lastEventAt: at,
        lastPaymentError: null,
      });
      if (paid) {
        await recordSale(tx, paid, items, intent.id);
        await queueOrderPaidMail(tx, mail, paid, items);
        await notifyOrderPaid(tx, mail, paid);
        // INVOICE-AT-CHECKOUT: in the transaction that makes the order paid, so once (ADR 036)
        await issueRequestedInvoices(tx, mail, paid);
      }
      return {};
    }
    // the hold ran out and the places went to others, or the course was canceled, before the money came:
    // pay it all back
    const reason = canceled ? "course_canceled" : "places_gone";
    await moveOrder(tx, order, "refunding", reason, { paymentMethod, lastEventAt: at });
    await unlinkHolds(tx, order.id);
    return { refund: { orderId: order.id, paymentIntentId: intent.id, amount: intent.amount } };
  }
  if (order.status === "canceled") {
    await moveOrder(tx, order, "refunding", "paid_after_cancel", { paymentMethod, lastEventAt: at });
    return { refund: { orderId: order.id, paymentIntentId: intent.id, amount: intent.amount } };
  }
  // paid already, or further on: the same success told again
  return {};
}

/**
 * Runs what an event asked for after its transaction: the automatic full refund of a payment that bought
 * nothing, with a mail to the customer telling why. The idempotency keys make a second run (the
 * reconciliation job after a crash) pay back nothing more.
 */
export async function afterPaymentEvent(
  deps: Pick<OrdersDeps, "db" | "gateway" | "mail">,
  after: AfterPaymentEvent,
  log?: FastifyBaseLogger,
) {
  if (after.stray) {
    const { paymentIntentId, amount } = after.stray;
    const refund = await deps.gateway.createRefund({
      paymentIntentId,
      amount,
      idempotencyKey: `refund-stray-${paymentIntentId}`,
      metadata: { reason: "stray_payment" },
    });
    await deps.db.transaction(async (t) => {
      const tx = t as unknown as Db;
      const stray = await markStrayRefunded(tx, paymentIntentId, refund.id);
      if (!stray) return;
      log?.warn(
        { paymentIntentId, amount, orderId: stray.orderId, reason: stray.reason },
        "automatic refund",
      );
      const order = stray.orderId ? await findOrder(tx, stray.orderId) : null;
      if (order) await queuePaymentReturnedMail(tx, deps.mail, order, amount, stray.reason);
    });
  }
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
    const order = await lockOrder(tx, { id: orderId });
    if (order?.status !== "refunding") return;
    const done = await moveOrder(tx, order, "refunded", refund.id);
    if (!done) return;
    await recordChargeAndRefund(tx, done, paymentIntentId, refund.id, amount);
    const reason = (await lastReasonOf(tx, order.id, "refunding")) ?? "places_gone";
    log?.warn({ paymentIntentId, amount, orderId, reason }, "automatic refund");
    await queuePaymentReturnedMail(tx, deps.mail, done, amount, reason);
  });
}

/** An order of free places: paid at once when its places are still there, else canceled. */
export async function settleFreeOrder(deps: Pick<OrdersDeps, "db" | "mail">, orderId: string) {
  await deps.db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const order = await lockOrder(tx, { id: orderId });
    if (order?.status !== "pending") return;
    const items = await findOrderItems(tx, order.id);
    const placesThere = await placesStillThere(tx, order, items);
    if (!placesThere || !(await coursesStillOnSale(tx, items))) {
      const reason = placesThere ? "course_canceled" : "places_gone";
      await moveOrder(tx, order, "canceled", reason, { canceledAt: new Date() });
      await unlinkHolds(tx, order.id);
      return;
    }
    await addSold(tx, items);
    await deleteHolds(tx, order, items);
    await clearCartCodes(tx, order.userId);
    // a free order has no payment to wait for: it passes awaiting_payment in the same transaction
    const open = await moveOrder(tx, order, "awaiting_payment", "free");
    const paid = open && (await moveOrder(tx, open, "paid", "free", { paidAt: new Date() }));
    if (paid) {
      // a platform code made it free: the provider's share is still owed, the platform pays it (ADR 030)
      if (items.some((item) => item.platformDiscount > 0))
        await recordSale(tx, paid, items, `free-${paid.id}`);
      await queueOrderPaidMail(tx, deps.mail, paid, items);
      await notifyOrderPaid(tx, deps.mail, paid);
      await issueRequestedInvoices(tx, deps.mail, paid);
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
