import type { Db } from "../../db/client";
import { itemTimesOf, refundTimesOf } from "../orders";
import * as payoutsRepo from "./payouts.repository";

/** A sold item not paid out yet, with what the provider is owed for it and since when it can be paid. */
export type OwedItem = payoutsRepo.UnpaidHeldItem & {
  /** the provider's share after commission and refunds */
  amount: number;
  /** the end of its claims window (CLAIMS-30-DAYS: 30 days after the course ended) */
  claimsUntil: Date | null;
  /** payable now; else why not: its claims window is open, or a refund waits for a decision */
  waitingFor: "claims_window" | "refund_decision" | null;
};

/**
 * The items whose provider share is still to be paid, split into those payable at `at` and those to
 * come: payable once its order holds the sale and is not being refunded, its claims window
 * passed, no refund request of it waits, and its booking is not still awaiting the provider's answer.
 */
export async function findOwedItems(db: Db, at: Date, providerId?: string) {
  const rows = await payoutsRepo.findUnpaidHeldItems(db, providerId);
  const first = rows[0];
  if (!first) return { payable: [] as OwedItem[], upcoming: [] as OwedItem[] };
  // one lookup for every item: itemTimesOf takes the payment time from the order it is given, so each
  // item's own order's time is put back below
  const times = await itemTimesOf(
    db,
    first.order,
    rows.map((r) => r.item),
  );
  const payable: OwedItem[] = [];
  const upcoming: OwedItem[] = [];
  for (const row of rows) {
    const itemTimes = times.get(row.item.id);
    const claimsUntil = itemTimes
      ? refundTimesOf({ ...itemTimes, paidAt: row.order.paidAt }).claimsUntil
      : null;
    const windowOpen = !claimsUntil || claimsUntil > at;
    const heldBack =
      row.pendingRequest ||
      row.order.status === "refunding" ||
      row.item.bookingStatus === "awaiting_approval";
    const waitingFor = windowOpen ? "claims_window" : heldBack ? "refund_decision" : null;
    const owed = { ...row, amount: row.netShare, claimsUntil, waitingFor } satisfies OwedItem;
    (waitingFor ? upcoming : payable).push(owed);
  }
  const bySoonest = (a: OwedItem, b: OwedItem) =>
    (a.claimsUntil?.getTime() ?? Number.MAX_SAFE_INTEGER) -
    (b.claimsUntil?.getTime() ?? Number.MAX_SAFE_INTEGER);
  payable.sort(bySoonest);
  upcoming.sort(bySoonest);
  return { payable, upcoming };
}

export const sumOf = (items: { amount: number }[]) => items.reduce((sum, i) => sum + i.amount, 0);

/** The soonest future end of a claims window among the items, when one will end. */
export function nextPayableAt(items: OwedItem[], at: Date) {
  const next = items.find((i) => i.claimsUntil && i.claimsUntil > at);
  return next?.claimsUntil ?? null;
}

/** Whether the provider's connected account can receive transfers (spec: providers are paid through it). */
export const isAccountReady = (provider: {
  paymentAccountId: string | null;
  paymentPayoutsEnabled: boolean;
}) => !!provider.paymentAccountId && provider.paymentPayoutsEnabled;
