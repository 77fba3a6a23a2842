import { eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { ledgerEntries, orderItems } from "../../db/schema/index";
import { notifyWishlist } from "../learning/wishlist.service";
import type { OrdersDeps } from "./checkout.service";
import * as repo from "./orders.repository";

/**
 * Pays back items of an order in full through the gateway (a refused booking, a learner's cancellation
 * before the deadline). The caller has already moved the order to `refunding` under its lock, so a second
 * attempt finds it busy; each refund's idempotency key is `<keyPrefix>-<item id>`, so a retry after a lost
 * answer refunds once. Then, in one transaction: the items' refunded amounts, their places back on sale,
 * the ledger's reversal of the sale (refund, commission and provider share), and the order moved to
 * refunded or partially_refunded. `onRecorded` runs in that transaction (mails, notifications, requests).
 * Answers false when the order was no longer refunding (someone else finished it).
 */
export async function refundItemsInFull(
  deps: Pick<OrdersDeps, "db" | "gateway" | "mail">,
  order: repo.OrderRow,
  items: repo.OrderItemRow[],
  options: {
    keyPrefix: string;
    reason: string;
    onRecorded?: (tx: Db, order: repo.OrderRow, refundIds: Map<string, string>) => Promise<void>;
  },
): Promise<boolean> {
  if (!order.paymentIntentId) throw new Error(`order ${order.id} has no payment to refund`);
  const refundIds = new Map<string, string>();
  for (const item of items) {
    const refund = await deps.gateway.createRefund({
      paymentIntentId: order.paymentIntentId,
      amount: item.total,
      idempotencyKey: `${options.keyPrefix}-${item.id}`,
      metadata: { order_id: order.id, order_item_id: item.id, reason: options.reason },
    });
    refundIds.set(item.id, refund.id);
  }
  return deps.db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const current = await repo.lockOrder(tx, { id: order.id });
    if (current?.status !== "refunding") return false;
    for (const item of items) {
      const gatewayRef = refundIds.get(item.id) ?? "";
      await tx.update(orderItems).set({ refunded: item.total }).where(eq(orderItems.id, item.id));
      await repo.removeSold(tx, item);
      // those who saved the course hear that a place is free again (once a day at most)
      await notifyWishlist(tx, deps.mail, item.courseId, "wishlist_places");
      const commission = repo.commissionOf(item);
      const base = { orderId: order.id, orderItemId: item.id, providerId: item.providerId, gatewayRef };
      await tx
        .insert(ledgerEntries)
        .values([
          { ...base, kind: "refund", amount: -item.total },
          { ...base, kind: "commission_reversal", amount: -commission },
          { ...base, kind: "provider_share_reversal", amount: -(item.total - commission) },
        ])
        .onConflictDoNothing();
    }
    const all = await repo.findOrderItems(tx, order.id);
    const refunded = all.reduce((sum, i) => sum + i.refunded, 0);
    const lastRef = refundIds.get(items[items.length - 1]?.id ?? "") ?? options.reason;
    await repo.moveOrder(tx, current, refunded >= current.total ? "refunded" : "partially_refunded", lastRef);
    await options.onRecorded?.(tx, current, refundIds);
    return true;
  });
}
