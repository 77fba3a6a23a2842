import { and, eq, inArray, lt, ne, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { orders, refundPlans, refundRequests } from "../../db/schema/index";
import { recordAdminAction } from "../../platform/audit-log";
import { notify } from "../notifications";
import {
  type OrderItemRow,
  type OrderMailDeps,
  type OrderRow,
  orderMoney,
  queueBookingDecisionMail,
} from "../orders";

export type RefundSource = "learner_cancel" | "booking_refused" | "request" | "admin" | "annul";

/** What a refund of items is: kept in refund_plans while it is under way, so it can be replayed. */
export type RefundOptions = {
  /** the gateway's idempotency key of each part is `<keyPrefix>-<item id>` */
  keyPrefix: string;
  reason: string;
  source: RefundSource;
  actorUserId?: string | null;
  refundRequestId?: string | null;
  /** the submit's own key (a double click sends it twice): the refunds row is unique per key and item */
  requestKey?: string | null;
  /** annulled for an admin's annulment; otherwise refunded or partially_refunded by what is left */
  finalStatus?: "annulled";
  /** a learner's cancellation requests the refund settles: marked refunded with it */
  settlesRequestIds?: string[];
};

export type RefundPart = { item: OrderItemRow; amount: number };

/** A refund plan as kept in refund_plans.plan. */
export type StoredPlan = { parts: { item_id: string; amount: number }[]; options: RefundOptions };

/**
 * Records the refund about to be asked of the gateway, in the transaction that moves the order to
 * refunding: if the gateway call or its recording is cut off, the reconciliation job replays it.
 */
export async function saveRefundPlan(tx: Db, orderId: string, parts: RefundPart[], options: RefundOptions) {
  const plan: StoredPlan = { parts: parts.map((p) => ({ item_id: p.item.id, amount: p.amount })), options };
  await tx
    .insert(refundPlans)
    .values({ orderId, plan })
    .onConflictDoUpdate({ target: refundPlans.orderId, set: { plan, createdAt: new Date() } });
}

export const dropRefundPlan = (tx: Db, orderId: string) =>
  tx.delete(refundPlans).where(eq(refundPlans.orderId, orderId));

/**
 * What follows a recorded refund, in its transaction, by what started it: the learner is told, requests
 * are closed and the admin's decision is audited. The same whether the refund ran at once or was replayed.
 */
export async function afterRefund(
  tx: Db,
  mail: OrderMailDeps,
  order: OrderRow,
  parts: RefundPart[],
  options: RefundOptions,
) {
  switch (options.source) {
    case "booking_refused":
      for (const { item } of parts) await queueBookingDecisionMail(tx, mail, order, item, "booking_refused");
      return;
    case "learner_cancel":
      if (options.settlesRequestIds?.length)
        await tx
          .update(refundRequests)
          .set({ status: "refunded", decidedAt: new Date() })
          .where(
            and(inArray(refundRequests.id, options.settlesRequestIds), eq(refundRequests.status, "pending")),
          );
      for (const { item } of parts) await notifyRefunded(tx, mail, order, item);
      return;
    case "request":
      for (const part of parts) await notifyRefundPaid(tx, mail, order, part.item, part.amount);
      return;
    case "admin":
      for (const part of parts) await notifyRefundPaid(tx, mail, order, part.item, part.amount);
      await recordAdminAction(tx, {
        actorUserId: options.actorUserId ?? null,
        action: "order.refunded",
        subjectType: "order",
        subjectId: order.id,
        data: { reason: options.reason, items: parts.map((p) => ({ id: p.item.id, amount: p.amount })) },
      });
      return;
    case "annul":
      for (const part of parts) await notifyRefundPaid(tx, mail, order, part.item, part.amount);
      await tx
        .update(refundRequests)
        .set({
          status: "approved",
          decidedAt: new Date(),
          decidedByUserId: options.actorUserId ?? null,
          decisionNote: options.reason,
        })
        .where(and(eq(refundRequests.orderId, order.id), eq(refundRequests.status, "pending")));
      await recordAdminAction(tx, {
        actorUserId: options.actorUserId ?? null,
        action: "order.annulled",
        subjectType: "order",
        subjectId: order.id,
        data: { reason: options.reason },
      });
      return;
  }
}

/** Tells the learner that the cancelled item was paid back (in-app and by mail, as their settings allow). */
export function notifyRefunded(tx: Db, deps: OrderMailDeps, order: OrderRow, item: OrderItemRow) {
  const path = `/profile/orders/${order.id}`;
  return notify(tx, deps, {
    userId: order.userId,
    kind: "refund_decided",
    data: { course: item.title, number: order.number, amount: item.total, status: "refunded", path },
    dedupeKey: `refund:${item.id}`,
    mail: (locale) => ({
      template: "refund_decided",
      url: `${deps.publicUrl}${locale === "en" ? "/en" : ""}${path}`,
      vars: {
        course: item.title,
        number: order.number,
        amount: orderMoney(deps.money, order, item.total, locale),
      },
    }),
  });
}

/** Tells the learner that an amount of an item was paid back (in the app and by mail). */
export function notifyRefundPaid(
  tx: Db,
  mail: OrderMailDeps,
  order: OrderRow,
  item: OrderItemRow,
  amount: number,
) {
  const path = `/profile/orders/${order.id}`;
  return notify(tx, mail, {
    userId: order.userId,
    kind: "refund_decided",
    data: { course: item.title, number: order.number, amount, status: "refunded", path },
    dedupeKey: `refund:${item.id}:${item.refunded + amount}`,
    mail: (locale) => ({
      template: "refund_paid",
      url: `${mail.publicUrl}${locale === "en" ? "/en" : ""}${path}`,
      vars: {
        course: item.title,
        number: order.number,
        amount: orderMoney(mail.money, order, amount, locale),
      },
    }),
  });
}

/** Drops the plans older than `before` of orders no longer refunding: someone else finished them. */
export async function dropFinishedRefundPlans(db: Db, before: Date) {
  await db
    .delete(refundPlans)
    .where(
      and(
        lt(refundPlans.createdAt, before),
        sql`${refundPlans.orderId} in (select ${orders.id} from ${orders} where ${ne(orders.status, "refunding")})`,
      ),
    );
}
