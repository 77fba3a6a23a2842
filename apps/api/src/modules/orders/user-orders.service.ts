import {
  type Order,
  type OrderEventReason,
  type OrderStatus,
  orderEventReasons,
  type UserOrderDetail,
  type UserOrdersPage,
} from "@kursove/contracts";
import { isOrderStateIn, refundableOrderStates } from "@kursove/contracts/domain/order-states";
import type { Locale } from "@kursove/i18n";
import { and, asc, count, desc, eq, inArray, isNotNull, ne, or } from "drizzle-orm";
import type { Db } from "../../db/client";
import { courses, orderEvents, orders, refundRequests } from "../../db/schema/index";
import { now as clockNow } from "../../platform/clock";
import { AppError } from "../../platform/errors";
import * as repo from "./orders.repository";
import { presentOrder } from "./orders.service";
import { type ItemTimes, type RefundWindow, refundTimesOf, refundWindowOf } from "./refund-windows";

const pageSize = 10;

/**
 * GET /user/orders: the signed-in user's orders, newest first. Left out: orders never checked
 * out, and attempts canceled before any money moved (a declined card then a changed cart, an abandoned
 * payment): they are no purchase of the learner's, and the admin still sees them.
 */
export async function listUserOrders(
  db: Db,
  userId: string,
  page: number,
  locale: Locale,
): Promise<UserOrdersPage> {
  const where = and(
    eq(orders.userId, userId),
    ne(orders.status, "pending"),
    or(ne(orders.status, "canceled"), isNotNull(orders.paidAt)),
  );
  const [total] = await db.select({ n: count() }).from(orders).where(where);
  const rows = await db
    .select()
    .from(orders)
    .where(where)
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  const data: Order[] = [];
  for (const row of rows) data.push(await presentOrder(db, row, locale));
  return { data, last_page: Math.max(1, Math.ceil((total?.n ?? 0) / pageSize)) };
}

/** The user's order (404 order_not_found for another's, or one never checked out). */
export async function findUserOrder(db: Db, userId: string, id: string) {
  const [order] = await db.select().from(orders).where(eq(orders.id, id));
  if (!order || order.userId !== userId || order.status === "pending")
    throw new AppError(404, "order_not_found");
  return order;
}

/** Each item's dates, booked slot, course deadline and the order's payment time: what its refund rules need. */
export async function itemTimesOf(db: Db, order: repo.OrderRow, items: repo.OrderItemRow[]) {
  const { courseById, slotById } = await repo.findItemSchedules(db, items);
  const courseIds = [...new Set(items.map((i) => i.courseId))];
  const deadlines =
    courseIds.length === 0
      ? []
      : await db
          .select({ id: courses.id, deadline: courses.cancellationDeadline })
          .from(courses)
          .where(inArray(courses.id, courseIds));
  const deadlineById = new Map(deadlines.map((c) => [c.id, c.deadline]));
  return new Map<string, ItemTimes>(
    items.map((item) => {
      const slot = item.slotId ? slotById.get(item.slotId) : undefined;
      const course = courseById.get(item.courseId);
      return [
        item.id,
        {
          startsAt: slot?.startsAt ?? course?.startsAt ?? null,
          endsAt: slot?.endsAt ?? course?.endsAt ?? null,
          slotBooked: !!slot,
          courseDeadline: deadlineById.get(item.courseId) ?? null,
          paidAt: order.paidAt,
        },
      ];
    }),
  );
}

export function findRefundRequests(db: Db, orderId: string) {
  return db
    .select()
    .from(refundRequests)
    .where(eq(refundRequests.orderId, orderId))
    .orderBy(asc(refundRequests.createdAt));
}

/** Whether the learner still holds the item: paid for, not refused, not paid back in full. */
export const holdsItem = (order: repo.OrderRow, item: repo.OrderItemRow) =>
  isOrderStateIn(refundableOrderStates, order.status) &&
  item.bookingStatus !== "refused" &&
  item.refunded < item.total;

/** What the learner may do with an item now: the window, unless it is not held or a request waits. */
export function itemAction(
  order: repo.OrderRow,
  item: repo.OrderItemRow,
  times: ItemTimes | undefined,
  pendingRequest: boolean,
  now = clockNow(),
): RefundWindow {
  if (!times || !holdsItem(order, item) || pendingRequest) return "closed";
  return refundWindowOf(times, now);
}

const isShownReason = (reason: string): reason is OrderEventReason =>
  (orderEventReasons as readonly string[]).includes(reason);

/**
 * The order's moves in the order they happened, each with its reason when it is one a person reads
 * (event and refund ids, an admin's id are not). Moves made in one transaction share their timestamp,
 * so ties are broken by following the chain: the next move starts where the previous one ended.
 */
export function historyOf(events: (typeof orderEvents.$inferSelect)[]): UserOrderDetail["history"] {
  const left = [...events].sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
  const ordered: typeof left = [];
  let status: string | null = null;
  while (left.length > 0) {
    const first = left[0] as (typeof left)[number];
    const sameTime = left.filter((e) => e.createdAt.getTime() === first.createdAt.getTime());
    const next = sameTime.find((e) => e.fromStatus === status) ?? first;
    left.splice(left.indexOf(next), 1);
    ordered.push(next);
    status = next.toStatus;
  }
  return ordered.map((e) => ({
    status: e.toStatus as OrderStatus,
    from: (e.fromStatus as OrderStatus | null) ?? null,
    date: e.createdAt.toISOString(),
    reason: isShownReason(e.reason) ? e.reason : null,
  }));
}

/** GET /user/orders/{id}: the order with its history, what may be done with each item and its refund requests. */
export async function presentUserOrder(
  db: Db,
  order: repo.OrderRow,
  locale: Locale,
  now = clockNow(),
): Promise<UserOrderDetail> {
  const [base, items, events, requests] = await Promise.all([
    presentOrder(db, order, locale),
    repo.findOrderItems(db, order.id),
    db.select().from(orderEvents).where(eq(orderEvents.orderId, order.id)),
    findRefundRequests(db, order.id),
  ]);
  const times = await itemTimesOf(db, order, items);
  return {
    ...base,
    history: historyOf(events),
    actions: items.map((item) => {
      const itemTimes = times.get(item.id);
      const pending = requests.some((r) => r.orderItemId === item.id && r.status === "pending");
      const action = itemAction(order, item, itemTimes, pending, now);
      const bounds = itemTimes ? refundTimesOf(itemTimes) : null;
      return {
        item_id: item.id,
        refund: action === "closed" ? "none" : action,
        cancellation_deadline: bounds?.cancellationDeadline?.toISOString() ?? null,
        claims_until: bounds?.claimsUntil?.toISOString() ?? null,
        pending_request: pending,
      };
    }),
    refund_requests: requests.map((r) => ({
      id: r.id,
      order_item_id: r.orderItemId,
      kind: r.kind as "cancellation" | "claim",
      reason: r.reason,
      status: r.status as "pending" | "approved" | "refused" | "refunded",
      amount: r.amount,
      created_at: r.createdAt.toISOString(),
      decided_at: r.decidedAt?.toISOString() ?? null,
      decision_note: r.decisionNote,
    })),
    receipt_url: `/api/v1/user/orders/${order.id}/receipt.pdf?lang=${locale}`,
  };
}

export async function getUserOrder(db: Db, userId: string, id: string, locale: Locale) {
  return presentUserOrder(db, await findUserOrder(db, userId, id), locale);
}
