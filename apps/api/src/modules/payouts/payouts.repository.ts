import { ownedOrderStates } from "@kursove/contracts/domain/order-states";
import { and, count, desc, eq, inArray, isNull, lte, ne, or, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import {
  auditLog,
  ledgerEntries,
  orderItems,
  orders,
  payoutLines,
  payouts,
  providers,
  refundRequests,
  users,
} from "../../db/schema/index";
import { recordAdminAction } from "../../platform/audit-log";
import { recordLedgerEntries } from "../orders";

export type PayoutRow = typeof payouts.$inferSelect;
export type ProviderRow = typeof providers.$inferSelect;

/** Orders that hold a sale; refunding ones are held back until their refund is done. */

const sumOfKinds = (kinds: string) =>
  sql<number>`(select coalesce(sum(${ledgerEntries.amount}), 0)::int from ${ledgerEntries}
    where ${ledgerEntries.orderItemId} = ${orderItems.id} and ${ledgerEntries.kind} in (${sql.raw(kinds)}))`.mapWith(
    Number,
  );

/** What the provider is owed for an item before any payout: its share net of refunds' reversals. */
const netShare = sumOfKinds("'provider_share', 'provider_share_reversal'");

/**
 * The items of held sales not paid out yet whose provider share (after refunds) is above zero, with
 * their order and whether a refund request of theirs waits for a decision; of one provider, or all.
 */
export function findUnpaidHeldItems(db: Db, providerId?: string) {
  return db
    .select({
      item: orderItems,
      order: orders,
      netShare,
      pendingRequest: sql<boolean>`exists (select 1 from ${refundRequests}
        where ${refundRequests.orderItemId} = ${orderItems.id} and ${refundRequests.status} = 'pending')`,
    })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(
      and(
        inArray(orders.status, [...ownedOrderStates]),
        providerId ? eq(orderItems.providerId, providerId) : undefined,
        sql`not exists (select 1 from ${payoutLines} where ${payoutLines.orderItemId} = ${orderItems.id})`,
        sql`${netShare} > 0`,
      ),
    );
}
export type UnpaidHeldItem = Awaited<ReturnType<typeof findUnpaidHeldItems>>[number];

export async function lockProvider(
  db: Db,
  id: string,
  /** test only: false reads the row without locking it, for a race test's control; never in the app */
  lock = true,
) {
  const query = db.select().from(providers).where(eq(providers.id, id));
  const [row] = lock ? await query.for("update") : await query;
  return row ?? null;
}

export function findProviders(db: Db, ids: string[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db.select().from(providers).where(inArray(providers.id, ids));
}

export async function findPayoutOfPeriod(db: Db, providerId: string, period: string) {
  const [row] = await db
    .select()
    .from(payouts)
    .where(and(eq(payouts.providerId, providerId), eq(payouts.period, period)));
  return row ?? null;
}

export function findPayoutsOfPeriod(db: Db, period: string) {
  return db
    .select({ id: payouts.id, providerId: payouts.providerId, status: payouts.status })
    .from(payouts)
    .where(eq(payouts.period, period));
}

export async function insertPayout(db: Db, values: typeof payouts.$inferInsert) {
  const [row] = await db.insert(payouts).values(values).returning();
  if (!row) throw new Error("payout insert returned nothing");
  return row;
}

/** Changes a payout only while it is still in `from`; null when someone else moved it first. */
export async function updatePayout(
  db: Db,
  id: string,
  from: string,
  set: Partial<typeof payouts.$inferInsert>,
) {
  const [row] = await db
    .update(payouts)
    .set(set)
    .where(and(eq(payouts.id, id), eq(payouts.status, from)))
    .returning();
  return row ?? null;
}

/**
 * Takes a pending payout for one attempt until `until`, when no other attempt holds it (its lease ran out,
 * or it never had one): null when another holds it or it is no longer pending. One statement, so of
 * attempts at once exactly one gets it (ADR 050). `lock` false is test only: every attempt gets it.
 */
export async function claimPayout(db: Db, id: string, at: Date, until: Date, lock = true) {
  const [row] = await db
    .update(payouts)
    .set({ claimedUntil: until })
    .where(
      and(
        eq(payouts.id, id),
        eq(payouts.status, "pending"),
        lock ? or(isNull(payouts.claimedUntil), lte(payouts.claimedUntil, at)) : undefined,
      ),
    )
    .returning();
  return row ?? null;
}

/** Pending payouts no attempt holds (a run or the job cut off): the reconciliation job's work. */
export function findUnheldPendingPayouts(db: Db, at: Date) {
  return db
    .select()
    .from(payouts)
    .where(
      and(eq(payouts.status, "pending"), or(isNull(payouts.claimedUntil), lte(payouts.claimedUntil, at))),
    )
    .orderBy(payouts.createdAt)
    .limit(100);
}

export async function insertLines(
  db: Db,
  payoutId: string,
  lines: { orderItemId: string; amount: number }[],
) {
  if (lines.length > 0) await db.insert(payoutLines).values(lines.map((l) => ({ ...l, payoutId })));
}

export function deleteLines(db: Db, payoutId: string) {
  return db.delete(payoutLines).where(eq(payoutLines.payoutId, payoutId));
}

export function findLineItems(db: Db, payoutId: string) {
  return db
    .select({
      line: payoutLines,
      item: orderItems,
      order: { id: orders.id, number: orders.number, paidAt: orders.paidAt, createdAt: orders.createdAt },
      commission: sumOfKinds("'commission', 'commission_reversal'"),
    })
    .from(payoutLines)
    .innerJoin(orderItems, eq(orderItems.id, payoutLines.orderItemId))
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(eq(payoutLines.payoutId, payoutId))
    .orderBy(orders.paidAt, orderItems.id);
}

/** The ledger's record of what a transfer paid: one NEGATIVE `payout` row per line, once per transfer. */
export async function recordPayoutInLedger(
  db: Db,
  payout: PayoutRow,
  transferId: string,
  lines: { orderItemId: string; orderId: string; amount: number }[],
) {
  if (lines.length === 0) return;
  await recordLedgerEntries(
    db,
    lines.map((l) => ({
      orderId: l.orderId,
      orderItemId: l.orderItemId,
      providerId: payout.providerId,
      currency: payout.currency,
      kind: "payout",
      amount: -l.amount,
      gatewayRef: transferId,
    })),
  );
}

const linesCount =
  sql<number>`(select count(*) from ${payoutLines} where ${payoutLines.payoutId} = ${payouts.id})`.mapWith(
    Number,
  );

/**
 * Payouts newest first, with their provider and number of lines: all of them, or a provider's without
 * the failed ones (nothing reached it; their sales are owed again).
 */
export async function listPayouts(db: Db, page: number, pageSize: number, providerId?: string) {
  const where = providerId
    ? and(eq(payouts.providerId, providerId), ne(payouts.status, "failed"))
    : undefined;
  const [total] = await db.select({ n: count() }).from(payouts).where(where);
  const rows = await db
    .select({ payout: payouts, provider: providers, linesCount })
    .from(payouts)
    .innerJoin(providers, eq(providers.id, payouts.providerId))
    .where(where)
    .orderBy(desc(payouts.createdAt), desc(payouts.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  return { rows, total: total?.n ?? 0 };
}

export async function findPayout(db: Db, id: string) {
  const [row] = await db
    .select({
      payout: payouts,
      provider: providers,
      linesCount,
      creator: { firstName: users.firstName, lastName: users.lastName },
    })
    .from(payouts)
    .innerJoin(providers, eq(providers.id, payouts.providerId))
    .leftJoin(users, eq(users.id, payouts.createdByUserId))
    .where(eq(payouts.id, id));
  return row ?? null;
}

/** How many times the gateway refused a payout's transfer: each retry after one gets a new idempotency key. */
export async function countFailures(db: Db, payoutId: string) {
  const [row] = await db
    .select({ n: count() })
    .from(auditLog)
    .where(
      and(
        eq(auditLog.subjectType, "payout"),
        eq(auditLog.subjectId, payoutId),
        eq(auditLog.action, "payout.failed"),
      ),
    );
  return row?.n ?? 0;
}

/** Records a payout's step in the audit log; no actor for the periodic run. */
export function recordAudit(
  db: Db,
  entry: { actorUserId: string | null; action: string; payoutId: string; data: Record<string, unknown> },
) {
  return recordAdminAction(db, {
    actorUserId: entry.actorUserId,
    action: entry.action,
    subjectType: "payout",
    subjectId: entry.payoutId,
    data: entry.data,
  });
}

/** Notes the part of a paid-out line taken back from its transfer by a refund. */
export async function reversePayoutLine(db: Db, lineId: string, amount: number) {
  await db
    .update(payoutLines)
    .set({ reversed: sql`${payoutLines.reversed} + ${amount}` })
    .where(eq(payoutLines.id, lineId));
}
