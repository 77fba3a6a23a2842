import { type Currency, convertMinor } from "@kursove/contracts/currency";
import { isOrderStateIn, refundableOrderStates } from "@kursove/contracts/domain/order-states";
import { and, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { orderItems, payoutLines, payouts, providers, refunds } from "../../db/schema/index";
import { now } from "../../platform/clock";
import { AppError } from "../../platform/errors";
import {
  commissionOf,
  findOrderItems,
  lockOrder,
  moveOrder,
  type OrderItemRow,
  type OrderRow,
  type OrdersDeps,
  recordLedgerEntries,
  setItemRefunded,
} from "../orders";
import { reversePayoutLine } from "../payouts";
import { emitPlacesFreed, removeSold } from "../seats";
import { notifyWishlist } from "../wishlist";
import { refundEvents } from "./refund-events";
import {
  afterRefund,
  dropRefundPlan,
  type RefundOptions,
  type RefundPart,
  type RefundSource,
  saveRefundPlan,
} from "./refund-plans";

export type { RefundOptions, RefundPart, RefundSource };

/**
 * The commission and provider parts of refunding `amount` of an item: in proportion to the item's rate,
 * never more of either than is left, and the rest exactly when the item is refunded in full, so that
 * over all of an item's refunds commission + provider share are reversed to the stotinka. An item a
 * platform code discounted is split in proportion to its commission and what was paid; that commission
 * may be below zero (ADR 030).
 */
export function splitRefund(
  item: Pick<OrderItemRow, "total" | "commissionBp" | "refunded"> & { platformDiscount?: number },
  amount: number,
  reversedCommission: number,
) {
  const commission = commissionOf(item);
  const commissionLeft = commission - reversedCommission;
  const shareLeft = item.total - item.refunded - commissionLeft;
  if (item.refunded + amount >= item.total)
    return { commissionPart: commissionLeft, providerPart: amount - commissionLeft };
  const hasPlatformDiscount = (item.platformDiscount ?? 0) > 0;
  const proportional = hasPlatformDiscount
    ? Math.round((amount * commission) / Math.max(item.total, 1))
    : Math.round((amount * item.commissionBp) / 10_000);
  if (commission < 0) {
    const commissionPart = Math.max(commissionLeft, Math.min(0, proportional));
    return { commissionPart, providerPart: amount - commissionPart };
  }
  let commissionPart = Math.min(commissionLeft, proportional);
  commissionPart = Math.max(commissionPart, amount - shareLeft, 0);
  return { commissionPart, providerPart: amount - commissionPart };
}

/**
 * What the gateway pays back for each part, in the currency the card was charged in. An order converted
 * from leva to euro (npm run currency:convert, ADR 021) was charged in leva: each part is converted back at
 * the fixed rate, and the part that completes the order's refund pays what is left of the original charge,
 * so rounding never asks the gateway for a stotinka more than it took. Worked out from the items as stored
 * before this refund, so a retry asks for the same amounts under the same keys.
 */
export function chargedAmounts(
  order: Pick<OrderRow, "currency" | "total" | "originalCurrency" | "originalTotal">,
  parts: RefundPart[],
  refundedBefore: number,
): Map<string, number> {
  const amounts = new Map<string, number>();
  const from = order.currency as Currency;
  const to = order.originalCurrency as Currency | null;
  if (!to || order.originalTotal === null || to === from) return amounts;
  let refunded = refundedBefore;
  for (const { item, amount } of parts) {
    const after = refunded + amount;
    amounts.set(
      item.id,
      after >= order.total
        ? // leva refunded before the switch may not come back to the same stotinka: the smaller of two
          // estimates of what is left, so the gateway is never asked for more than it holds
          Math.min(order.originalTotal - convertMinor(refunded, from, to), convertMinor(amount, from, to))
        : convertMinor(amount, from, to),
    );
    refunded = after;
  }
  return amounts;
}

/**
 * Pays back (parts of) items of an order through the gateway. The caller has already moved the order
 * to `refunding` under its lock, so a second attempt finds it busy; each refund's idempotency key is
 * `<keyPrefix>-<item id>`, so a retry after a lost answer refunds once. Then, in one transaction: a
 * refunds row per part, the items' refunded amounts, the places of items refunded in full back on sale,
 * the ledger's reversal (refund, commission and provider share), and the order moved to its final state.
 * The follow-up of its source runs in that transaction (mails, notifications, requests, audit,
 * `afterRefund`), and the refund's plan, saved when the order moved, is dropped. Last, where an item's share
 * was already paid out, the provider's part is taken back from that transfer. Answers false when the
 * order was no longer refunding (someone else finished it).
 */
export async function refundItems(
  deps: Pick<OrdersDeps, "db" | "gateway" | "mail">,
  order: OrderRow,
  parts: RefundPart[],
  options: RefundOptions,
): Promise<boolean> {
  if (!order.paymentIntentId) throw new Error(`order ${order.id} has no payment to refund`);
  const refundIds = new Map<string, string>();
  const charged = order.originalCurrency
    ? chargedAmounts(
        order,
        parts,
        (await findOrderItems(deps.db, order.id)).reduce((sum, i) => sum + i.refunded, 0),
      )
    : new Map<string, number>();
  for (const { item, amount } of parts) {
    const refund = await deps.gateway.createRefund({
      paymentIntentId: order.paymentIntentId,
      amount: charged.get(item.id) ?? amount,
      idempotencyKey: `${options.keyPrefix}-${item.id}`,
      metadata: { order_id: order.id, order_item_id: item.id, reason: options.source },
    });
    refundIds.set(item.id, refund.id);
  }
  const reversals: { refundId: string; item: OrderItemRow; amount: number }[] = [];
  const freed: string[] = [];
  const recorded = await deps.db.transaction(async (t) => {
    const rows: { id: string; orderItemId: string; amount: number }[] = [];
    const tx = t as unknown as Db;
    const current = await lockOrder(tx, { id: order.id });
    if (current?.status !== "refunding") return false;
    await lockProviders(
      tx,
      parts.map((p) => p.item.providerId),
    );
    for (const part of parts) {
      const gatewayRef = refundIds.get(part.item.id) ?? "";
      const [item] = await tx.select().from(orderItems).where(eq(orderItems.id, part.item.id)).for("update");
      if (!item) continue;
      const [reversed] = await tx
        .select({ sum: sql<number>`coalesce(sum(${refunds.commissionPart}), 0)::int` })
        .from(refunds)
        .where(eq(refunds.orderItemId, item.id));
      const { commissionPart, providerPart } = splitRefund(item, part.amount, reversed?.sum ?? 0);
      const [row] = await tx
        .insert(refunds)
        .values({
          orderId: order.id,
          orderItemId: item.id,
          amount: part.amount,
          commissionPart,
          providerPart,
          source: options.source,
          reason: options.reason,
          refundRequestId: options.refundRequestId ?? null,
          requestKey: options.requestKey ?? null,
          gatewayRefundId: gatewayRef,
          createdByUserId: options.actorUserId ?? null,
        })
        .returning();
      const refunded = item.refunded + part.amount;
      await setItemRefunded(tx, item.id, refunded);
      if (refunded >= item.total) {
        await removeSold(tx, item);
        freed.push(item.courseId);
        // those who saved the course hear that a place is free again (once a day at most)
        await notifyWishlist(tx, deps.mail, item.courseId, "wishlist_places");
      }
      const base = {
        orderId: order.id,
        currency: order.currency,
        orderItemId: item.id,
        providerId: item.providerId,
        gatewayRef,
      };
      await recordLedgerEntries(tx, [
        { ...base, kind: "refund", amount: -part.amount },
        { ...base, kind: "commission_reversal", amount: -commissionPart },
        { ...base, kind: "provider_share_reversal", amount: -providerPart },
      ]);
      if (row) rows.push({ id: row.id, orderItemId: item.id, amount: part.amount });
      if (row && providerPart > 0) reversals.push({ refundId: row.id, item, amount: providerPart });
    }
    const all = await findOrderItems(tx, order.id);
    const refunded = all.reduce((sum, i) => sum + i.refunded, 0);
    const lastRef = refundIds.get(parts[parts.length - 1]?.item.id ?? "") ?? options.reason;
    const to = options.finalStatus ?? (refunded >= current.total ? "refunded" : "partially_refunded");
    await moveOrder(tx, current, to, lastRef);
    await afterRefund(tx, deps.mail, current, parts, options);
    // an invoiced part gets its credit note in this transaction (INVOICE-CREDIT-NOTE)
    await refundEvents.emit("refundsRecorded", {
      db: tx,
      mail: deps.mail,
      orderId: order.id,
      orderNumber: current.number,
      refunds: rows,
      at: now(),
    });
    await dropRefundPlan(tx, order.id);
    return true;
  });
  if (!recorded) return recorded;
  // the places back on sale go to the first learner waiting, now (WAITLIST-FREED-AT-ONCE)
  await emitPlacesFreed(deps.db, freed);
  for (const reversal of reversals) await reversePaidOutShare(deps, reversal);
  return recorded;
}

/** Every item paid back in full: what is left of each (a refused booking, a learner's cancellation). */
export const inFull = (items: OrderItemRow[]): RefundPart[] =>
  items.map((item) => ({ item, amount: item.total - item.refunded }));

/**
 * Refuses a refund while the item's payout is being transferred: the transfer would pay the provider a
 * share that the refund takes back. Called under the order's lock before the order moves to refunding.
 */
export async function assertNoPayoutInFlight(db: Db, itemIds: string[]) {
  for (const id of itemIds) {
    const [line] = await db
      .select({ status: payouts.status })
      .from(payoutLines)
      .innerJoin(payouts, eq(payouts.id, payoutLines.payoutId))
      .where(and(eq(payoutLines.orderItemId, id), eq(payouts.status, "pending")));
    if (line) throw new AppError(409, "refund_in_progress");
  }
}

/**
 * A refund of an item whose share was already paid out: the provider's part is taken back from the
 * transfer (at most what is left of its line), recorded as payout_reversal in the ledger. A failure of
 * the gateway leaves the provider owing that part (its balance goes below zero) and is logged for the
 * reconciliation job; the learner's refund stands either way.
 */
async function reversePaidOutShare(
  deps: Pick<OrdersDeps, "db" | "gateway">,
  reversal: { refundId: string; item: OrderItemRow; amount: number },
) {
  const [line] = await deps.db
    .select({ line: payoutLines, payout: payouts })
    .from(payoutLines)
    .innerJoin(payouts, eq(payouts.id, payoutLines.payoutId))
    .where(and(eq(payoutLines.orderItemId, reversal.item.id), eq(payouts.status, "paid")));
  if (!line?.payout.transferId) return;
  const amount = Math.min(reversal.amount, line.line.amount - line.line.reversed);
  if (amount <= 0) return;
  try {
    const { originalCurrency, originalAmount } = line.payout;
    const done = await deps.gateway.reverseTransfer({
      transferId: line.payout.transferId,
      // a payout converted from leva (ADR 021) was transferred in leva: taken back at the fixed rate
      amount:
        originalCurrency && originalAmount !== null
          ? Math.min(
              originalAmount,
              convertMinor(amount, line.payout.currency as Currency, originalCurrency as Currency),
            )
          : amount,
      idempotencyKey: `reverse-${reversal.refundId}`,
      metadata: { refund_id: reversal.refundId, order_item_id: reversal.item.id },
    });
    await deps.db.transaction(async (t) => {
      const tx = t as unknown as Db;
      await reversePayoutLine(tx, line.line.id, amount);
      await tx.update(refunds).set({ transferReversalId: done.id }).where(eq(refunds.id, reversal.refundId));
      await recordLedgerEntries(tx, [
        {
          orderId: reversal.item.orderId,
          orderItemId: reversal.item.id,
          providerId: reversal.item.providerId,
          currency: line.payout.currency,
          kind: "payout_reversal",
          amount,
          gatewayRef: done.id,
        },
      ]);
    });
  } catch (error) {
    console.error(`transfer reversal of refund ${reversal.refundId} failed`, error);
  }
}

/**
 * Locks the provider rows of the items, in a stable order: payouts lock them too (FOR UPDATE), so the two
 * never interleave. NO KEY UPDATE, not FOR UPDATE: a payout writing its ledger rows takes KEY SHARE on
 * the provider's row (a foreign key) and then waits for the order rows a refund holds; FOR UPDATE would
 * wait for that KEY SHARE and the two would deadlock.
 */
export async function lockProviders(db: Db, providerIds: string[]) {
  for (const id of [...new Set(providerIds)].sort())
    await db.select({ id: providers.id }).from(providers).where(eq(providers.id, id)).for("no key update");
}

export type WantedRefund = { itemId: string; amount: number | "rest" };

/**
 * Refuses a refund of items whose payout is in flight, under their providers' row locks, which the
 * transaction then keeps: a payout plans its lines under its provider's lock (payouts.service), so it
 * either wrote them before (409 here) or waits and sees the order refunding, and never pays a share
 * that this refund takes back (ADR 015). Called under the order's lock, before the order moves to refunding.
 */
export async function guardAgainstPayout(
  tx: Db,
  items: Pick<OrderItemRow, "id" | "providerId">[],
  /** test only: false skips the providers' lock, for the race test's control; never set in the app */
  providerLock = true,
) {
  if (providerLock)
    await lockProviders(
      tx,
      items.map((i) => i.providerId),
    );
  await assertNoPayoutInFlight(
    tx,
    items.map((i) => i.id),
  );
}

/**
 * Moves the order to refunding under its lock after checking every part: the order still refundable,
 * each item its own with an amount no more than what is left, no payout of the items in flight
 * (guardAgainstPayout); the refund's plan is saved with it (refund-plans.ts).
 * A parallel refund finds the order refunding (409 refund_in_progress) and changes nothing.
 */
export async function startRefundIn(
  tx: Db,
  orderId: string,
  wanted: WantedRefund[],
  reason: string,
  refund: RefundOptions,
  options: { providerLock?: boolean } = {},
) {
  const order = await lockOrder(tx, { id: orderId });
  if (!order || order.status === "pending") throw new AppError(404, "order_not_found");
  if (order.status === "refunding") throw new AppError(409, "refund_in_progress");
  if (!isOrderStateIn(refundableOrderStates, order.status) || !order.paymentIntentId)
    throw new AppError(409, "order_not_refundable");
  const items = await findOrderItems(tx, order.id);
  const parts: RefundPart[] = [];
  for (const [index, want] of wanted.entries()) {
    const item = items.find((i) => i.id === want.itemId);
    if (!item)
      throw new AppError(422, "validation_failed", {
        [`items.${index}.item_id`]: ["field.item_not_refundable"],
      });
    const left = item.total - item.refunded;
    const amount = want.amount === "rest" ? left : want.amount;
    if (amount > left)
      throw new AppError(422, "refund_amount_too_high", { [`items.${index}.amount`]: ["field.too_big"] });
    if (amount > 0) parts.push({ item, amount });
  }
  if (parts.length === 0) throw new AppError(409, "order_not_refundable");
  await guardAgainstPayout(
    tx,
    parts.map((p) => p.item),
    options.providerLock !== false,
  );
  const moved = await moveOrder(tx, order, "refunding", reason);
  if (!moved) throw new AppError(409, "refund_in_progress");
  await saveRefundPlan(tx, order.id, parts, refund);
  return { order: moved, parts };
}
