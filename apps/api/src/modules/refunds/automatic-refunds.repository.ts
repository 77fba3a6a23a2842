import { and, count, eq, inArray } from "drizzle-orm";
import type { Db } from "../../db/client";
import { orderEvents, strayPayments } from "../../db/schema/index";

/** Why an order's own payment was paid back without anyone asking (its order_events row to refunding). */
export const orderRefundReasons = ["places_gone", "paid_after_cancel"] as const;
/** Why a payment no order may keep was paid back (stray_payments.reason). */
export const strayReasons = ["order_has_other_payment", "order_missing"] as const;

export type AutomaticRefundCount = {
  reason: (typeof orderRefundReasons)[number] | (typeof strayReasons)[number];
  count: number;
};

/**
 * Every automatic refund begun so far, by reason (each reason present, 0 when none): read from the
 * database, so it is the same whichever process answers.
 */
export async function countAutomaticRefunds(db: Db): Promise<AutomaticRefundCount[]> {
  const [orderRows, strayRows] = await Promise.all([
    db
      .select({ reason: orderEvents.reason, n: count() })
      .from(orderEvents)
      .where(and(eq(orderEvents.toStatus, "refunding"), inArray(orderEvents.reason, [...orderRefundReasons])))
      .groupBy(orderEvents.reason),
    db.select({ reason: strayPayments.reason, n: count() }).from(strayPayments).groupBy(strayPayments.reason),
  ]);
  const found = new Map([...orderRows, ...strayRows].map((r) => [r.reason, r.n]));
  return [...orderRefundReasons, ...strayReasons].map((reason) => ({
    reason,
    count: found.get(reason) ?? 0,
  }));
}
