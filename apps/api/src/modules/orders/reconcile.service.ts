import { and, desc, eq, inArray, isNotNull, lt, ne, sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import { orderEvents, orders, refundPlans } from "../../db/schema/index";
import type { GatewayEvent } from "../../platform/payments/gateway";
import { applyGatewayEvent } from "../payments/payments.service";
import type { OrdersDeps } from "./checkout.service";
import * as repo from "./orders.repository";
import { afterPaymentEvent } from "./payment-events.service";
import { refundItems } from "./refund-items";
import type { StoredPlan } from "./refund-plans";

/** How long an order may wait for its payment's event, or its automatic refund, before the job asks the gateway. */
export const reconcileAfterMs = 15 * 60 * 1000;

/** The automatic full refunds of payments that bought nothing (payment-events.service). */
const automaticRefunds = ["places_gone", "paid_after_cancel"];

/**
 * The reconciliation job (issue 12): what a lost webhook or a crash between the gateway's answer and the
 * database's write leaves behind, put right from the gateway's own state.
 *
 * - An order still waiting for its payment a quarter of an hour after its last change, whose payment the
 *   gateway says succeeded or was canceled: the event is applied as if it had arrived, through the same
 *   path as webhooks (`applyGatewayEvent`), under an id of its own per payment and outcome, so the job run
 *   twice, or the real event arriving later, changes nothing more.
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
) {
  const { db, gateway } = deps;
  const before = new Date(now.getTime() - reconcileAfterMs);
  let settled = 0;
  const waiting = await db
    .select({ id: orders.id, paymentIntentId: orders.paymentIntentId })
    .from(orders)
    .where(
      and(
        inArray(orders.status, ["pending", "awaiting_payment"]),
        isNotNull(orders.paymentIntentId),
        lt(orders.updatedAt, before),
      ),
    )
    .limit(500);
  for (const order of waiting) {
    const intent = await gateway.retrievePaymentIntent(order.paymentIntentId ?? "");
    if (intent.status !== "succeeded" && intent.status !== "canceled") continue;
    const event: GatewayEvent = {
      id: `reconcile_${intent.id}_${intent.status}`,
      type: `payment_intent.${intent.status}`,
      created: now,
      paymentIntent: intent,
      payload: { object: "reconciliation", payment_intent: intent.id, status: intent.status },
    };
    const applied = await applyGatewayEvent(db, gateway.name, event, log);
    if (!applied.duplicate) settled++;
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
    await afterPaymentEvent(deps, { refund: { orderId: order.id, paymentIntentId, amount: intent.amount } });
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
    const items = await repo.findOrderItems(db, order.id);
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
  await db
    .delete(refundPlans)
    .where(
      and(
        lt(refundPlans.createdAt, before),
        sql`${refundPlans.orderId} in (select ${orders.id} from ${orders} where ${ne(orders.status, "refunding")})`,
      ),
    );
  return { settled, refunded, replayed };
}
