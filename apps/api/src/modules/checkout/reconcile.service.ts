import { and, desc, eq, inArray, isNotNull, isNull, lt, sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import { orderEvents, orders, refundPlans } from "../../db/schema/index";
import { findOrderItems, findUnrefundedStrays, type OrdersDeps } from "../orders";
import { dropFinishedRefundPlans, refundItems, type StoredPlan } from "../refunds";
import { cancelWaitingOrder } from "./checkout.service";
import { afterPaymentEvent } from "./payment-events.service";
import { settleFromGateway } from "./settle-payment";

/** How long an order may wait for its payment's event, or its automatic refund, before the job asks the gateway. */
export const reconcileAfterMs = 15 * 60 * 1000;

/** The automatic full refunds of payments that bought nothing (payment-events.service). */
const automaticRefunds = ["places_gone", "paid_after_cancel"];

/**
 * The reconciliation job (RECONCILE): what a lost webhook or a crash between the gateway's answer and the
 * database's write leaves behind, put right from the gateway's own state.
 *
 * - An order still waiting for its payment a quarter of an hour after its last change (at boot: every
 *   such order, CHECKOUT-CRASH), whose payment the gateway says succeeded or was canceled: the event is
 *   applied as if it had arrived (settle-payment), so the job run twice, or the real event arriving
 *   later, changes nothing more.
 * - An order whose checkout was cut off before its payment was linked is canceled.
 * - A payment no order may keep whose refund was cut off (stray_payments) is refunded again with the
 *   same idempotency key.
 * - An order left `refunding` by an automatic refund whose gateway call never finished: the refund is
 *   asked for again with the same idempotency key, so the card is paid back once, and the order and the
 *   ledger are completed.
 * - A refund of items (a learner's cancellation, a refused booking, an approved request, an admin's
 *   refund or annulment) whose plan is still there a quarter of an hour after it was made (the gateway
 *   failed or the process died before the refund was recorded): it is run again from its plan with the
 *   same idempotency keys, so each item is paid back once, and its follow-up (mails, requests, audit)
 *   happens as it would have.
 */
export async function reconcilePayments(
  deps: Pick<OrdersDeps, "db" | "gateway" | "mail">,
  now: Date,
  log?: FastifyBaseLogger,
  options: { atBoot?: boolean } = {},
) {
  const { db, gateway } = deps;
  const before = new Date(now.getTime() - reconcileAfterMs);
  // at boot every open payment is asked about at once: the process may have died just after a charge
  const waitingBefore = options.atBoot ? now : before;
  let settled = 0;
  const waiting = await db
    .select({ id: orders.id, paymentIntentId: orders.paymentIntentId })
    .from(orders)
    .where(
      and(
        inArray(orders.status, ["pending", "awaiting_payment"]),
        isNotNull(orders.paymentIntentId),
        lt(orders.updatedAt, waitingBefore),
      ),
    )
    .limit(500);
  for (const order of waiting) {
    const intent = await gateway.retrievePaymentIntent(order.paymentIntentId ?? "");
    if (await settleFromGateway(deps, intent, now, log)) settled++;
  }
  // orders whose checkout was cut off before their payment was opened or linked: nobody got a secret
  // to pay them with (a payment of one would still find its order by its metadata and be refunded)
  const unopened = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.status, "pending"), isNull(orders.paymentIntentId), lt(orders.updatedAt, before)))
    .limit(500);
  let canceled = 0;
  for (const order of unopened)
    if ((await cancelWaitingOrder(deps, order.id, "checkout_cut_off")) === "canceled") canceled++;

  // payments no order may keep whose refund was cut off: asked again with the same idempotency key
  let strays = 0;
  for (const stray of await findUnrefundedStrays(db, before)) {
    try {
      await afterPaymentEvent(
        deps,
        { stray: { paymentIntentId: stray.paymentIntentId, amount: stray.amount } },
        log,
      );
      strays++;
    } catch (err) {
      log?.error(
        { err, paymentIntentId: stray.paymentIntentId },
        "stray refund failed; the next round tries again",
      );
    }
  }

  let refunded = 0;
  const stuck = await db
    .select({ id: orders.id, paymentIntentId: orders.paymentIntentId })
    .from(orders)
    .where(
      and(
        eq(orders.status, "refunding"),
        isNotNull(orders.paymentIntentId),
        lt(orders.updatedAt, before),
        sql`(select ${orderEvents.reason} from ${orderEvents} where ${orderEvents.orderId} = ${orders.id}
              and ${orderEvents.toStatus} = 'refunding' order by ${desc(orderEvents.createdAt)} limit 1)
            in ${automaticRefunds}`,
      ),
    )
    .limit(500);
  for (const order of stuck) {
    const paymentIntentId = order.paymentIntentId ?? "";
    const intent = await gateway.retrievePaymentIntent(paymentIntentId);
    await afterPaymentEvent(
      deps,
      { refund: { orderId: order.id, paymentIntentId, amount: intent.amount } },
      log,
    );
    refunded++;
  }

  let replayed = 0;
  const planned = await db
    .select({ order: orders, plan: refundPlans.plan })
    .from(refundPlans)
    .innerJoin(orders, eq(orders.id, refundPlans.orderId))
    .where(and(eq(orders.status, "refunding"), lt(refundPlans.createdAt, before)))
    .limit(500);
  for (const { order, plan } of planned) {
    const stored = plan as StoredPlan;
    const items = await findOrderItems(db, order.id);
    const parts = stored.parts.flatMap((p) => {
      const item = items.find((i) => i.id === p.item_id);
      return item ? [{ item, amount: p.amount }] : [];
    });
    try {
      if (await refundItems(deps, order, parts, stored.options)) replayed++;
    } catch (err) {
      log?.error({ err, orderId: order.id }, "refund replay failed; the next round tries again");
    }
  }
  // plans of orders someone else finished meanwhile
  await dropFinishedRefundPlans(db, before);
  return { settled, canceled, strays, refunded, replayed };
}
