import type {
  AdminOrderDetail,
  AdminOrdersPage,
  OrderStatus,
  RefundRow,
  StrayPayment,
} from "@kursove/contracts";
import type { Currency } from "@kursove/contracts/currency";
import { isOrderStateIn, refundableOrderStates } from "@kursove/contracts/domain/order-states";
import type { Locale } from "@kursove/i18n";
import { and, asc, count, desc, eq, ilike, inArray, or, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import {
  ledgerEntries,
  orderEvents,
  orderItems,
  orders,
  payoutLines,
  payouts,
  providers,
  refundRequests,
  refunds,
  strayPayments,
  users,
} from "../../db/schema/index";
import { AppError } from "../../platform/errors";
import * as repo from "./orders.repository";
import { presentOrder } from "./orders.service";
import { fullName, presentRequests } from "./refund-requests";
import { historyOf } from "./user-orders.service";

const pageSize = 20;

/** The order's payments it could not keep, oldest first, as the admin's order page shows them. */
async function findStrayPaymentsOf(db: Db, orderId: string): Promise<StrayPayment[]> {
  const rows = await db
    .select()
    .from(strayPayments)
    .where(eq(strayPayments.orderId, orderId))
    .orderBy(asc(strayPayments.createdAt), asc(strayPayments.paymentIntentId));
  return rows.map((r) => ({
    payment_intent_id: r.paymentIntentId,
    amount: r.amount,
    currency: r.currency.toUpperCase(),
    reason: r.reason as StrayPayment["reason"],
    created_at: r.createdAt.toISOString(),
    refunded_at: r.refundedAt?.toISOString() ?? null,
  }));
}

/** GET /admin/orders: every order past checkout, newest first, by number, learner or state. */
export async function listAdminOrders(
  db: Db,
  query: { q?: string | undefined; status?: OrderStatus | undefined; page: number },
): Promise<AdminOrdersPage> {
  const filters: SQL[] = [sql`${orders.status} <> 'pending'`];
  if (query.status) filters.push(eq(orders.status, query.status));
  const q = query.q?.trim();
  if (q) {
    const like = `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    const match = or(
      ilike(orders.number, like),
      ilike(users.email, like),
      ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, like),
    );
    if (match) filters.push(match);
  }
  const where = and(...filters);
  const [total] = await db
    .select({ n: count() })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .where(where);
  const rows = await db
    .select({ order: orders, user: users })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .where(where)
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(pageSize)
    .offset((query.page - 1) * pageSize);
  const ids = rows.map((r) => r.order.id);
  const items =
    ids.length === 0
      ? []
      : await db
          .select({
            orderId: orderItems.orderId,
            refunded: orderItems.refunded,
            provider: providers.companyName,
          })
          .from(orderItems)
          .innerJoin(providers, eq(providers.id, orderItems.providerId))
          .where(inArray(orderItems.orderId, ids));
  const pending =
    ids.length === 0
      ? []
      : await db
          .select({ orderId: refundRequests.orderId, n: count() })
          .from(refundRequests)
          .where(and(inArray(refundRequests.orderId, ids), eq(refundRequests.status, "pending")))
          .groupBy(refundRequests.orderId);
  return {
    data: rows.map(({ order, user }) => {
      const own = items.filter((i) => i.orderId === order.id);
      return {
        id: order.id,
        number: order.number,
        date: order.createdAt.toISOString(),
        status: order.status as OrderStatus,
        total: order.total,
        refunded: own.reduce((sum, i) => sum + i.refunded, 0),
        currency: order.currency as Currency,
        learner: { id: user.id, name: fullName(user), email: user.email },
        items: own.length,
        providers: [...new Set(own.map((i) => i.provider))],
        pending_requests: pending.find((p) => p.orderId === order.id)?.n ?? 0,
      };
    }),
    last_page: Math.max(1, Math.ceil((total?.n ?? 0) / pageSize)),
  };
}

/**
 * GET /admin/orders/{id}: the order, its items with what is left to refund, history, refunds, requests,
 * ledger and the payments it could not keep.
 */
export async function getAdminOrder(db: Db, id: string, locale: Locale): Promise<AdminOrderDetail> {
  const [row] = await db
    .select({ order: orders, user: users })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .where(eq(orders.id, id));
  if (!row || row.order.status === "pending") throw new AppError(404, "order_not_found");
  const { order, user } = row;
  const [base, items, events, refundRows, requests, ledger, strays] = await Promise.all([
    presentOrder(db, order, locale),
    repo.findOrderItems(db, order.id),
    db.select().from(orderEvents).where(eq(orderEvents.orderId, order.id)),
    db
      .select({ refund: refunds, by: users })
      .from(refunds)
      .leftJoin(users, eq(users.id, refunds.createdByUserId))
      .where(eq(refunds.orderId, order.id))
      .orderBy(asc(refunds.createdAt)),
    presentRequests(db, eq(refundRequests.orderId, order.id)),
    db
      .select()
      .from(ledgerEntries)
      .where(eq(ledgerEntries.orderId, order.id))
      .orderBy(asc(ledgerEntries.createdAt), asc(ledgerEntries.kind)),
    findStrayPaymentsOf(db, order.id),
  ]);
  const lines = await db
    .select({ itemId: payoutLines.orderItemId, amount: payoutLines.amount, reversed: payoutLines.reversed })
    .from(payoutLines)
    .innerJoin(payouts, eq(payouts.id, payoutLines.payoutId))
    .where(
      and(
        inArray(
          payoutLines.orderItemId,
          items.map((i) => i.id),
        ),
        eq(payouts.status, "paid"),
      ),
    );
  const itemById = new Map(items.map((i) => [i.id, i]));
  const open = isOrderStateIn(refundableOrderStates, order.status) && order.paymentIntentId !== null;
  return {
    ...base,
    learner: { id: user.id, name: fullName(user), email: user.email },
    items: base.items.map((item) => {
      const row = itemById.get(item.id);
      const line = lines.find((l) => l.itemId === item.id);
      return {
        ...item,
        commission_bp: row?.commissionBp ?? 0,
        commission: row ? repo.commissionOf(row) : 0,
        refundable: open && row ? row.total - row.refunded : 0,
        paid_out: line ? line.amount - line.reversed : 0,
      };
    }),
    history: historyOf(events),
    refunds: refundRows.map(
      ({ refund, by }): RefundRow => ({
        id: refund.id,
        order_item_id: refund.orderItemId,
        amount: refund.amount,
        commission_part: refund.commissionPart,
        provider_part: refund.providerPart,
        source: refund.source as RefundRow["source"],
        reason: refund.reason,
        created_at: refund.createdAt.toISOString(),
        created_by: by ? fullName(by) : null,
        transfer_reversed: refund.transferReversalId !== null,
      }),
    ),
    refund_requests: requests,
    ledger: ledger.map((l) => ({
      id: l.id,
      kind: l.kind,
      amount: l.amount,
      order_item_id: l.orderItemId,
      created_at: l.createdAt.toISOString(),
    })),
    stray_payments: strays,
    can_refund: open && items.some((i) => i.refunded < i.total),
    can_annul: open || (order.status === "paid" && !order.paymentIntentId),
  };
}
