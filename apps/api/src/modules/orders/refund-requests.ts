import type { RefundRequestCase } from "@kursove/contracts";
import { desc, eq, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Db } from "../../db/client";
import { orderItems, orders, providers, refundRequests, users } from "../../db/schema/index";

/** Refund requests per page, on the admin's and the provider's lists. */
export const refundRequestPageSize = 20;
const decider = alias(users, "decider");
/** A person's name for the admin and provider pages, their email when they gave no name. */
export const fullName = (u: { firstName: string; lastName: string; email: string }) =>
  `${u.firstName} ${u.lastName}`.trim() || u.email;

/** Refund requests with their order, course, provider, learner and decider, newest first. */
export async function presentRequests(
  db: Db,
  where: SQL | undefined,
  page?: number,
): Promise<RefundRequestCase[]> {
  const rows = await db
    .select({
      request: refundRequests,
      order: { id: orders.id, number: orders.number, status: orders.status },
      item: {
        courseId: orderItems.courseId,
        title: orderItems.title,
        total: orderItems.total,
        refunded: orderItems.refunded,
      },
      provider: { id: providers.id, name: providers.companyName },
      learner: { firstName: users.firstName, lastName: users.lastName, email: users.email },
      decider: { firstName: decider.firstName, lastName: decider.lastName, email: decider.email },
    })
    .from(refundRequests)
    .innerJoin(orders, eq(orders.id, refundRequests.orderId))
    .innerJoin(orderItems, eq(orderItems.id, refundRequests.orderItemId))
    .innerJoin(providers, eq(providers.id, refundRequests.providerId))
    .innerJoin(users, eq(users.id, refundRequests.userId))
    .leftJoin(decider, eq(decider.id, refundRequests.decidedByUserId))
    .where(where)
    .orderBy(desc(refundRequests.createdAt), desc(refundRequests.id))
    .limit(page ? refundRequestPageSize : 500)
    .offset(page ? (page - 1) * refundRequestPageSize : 0);
  return rows.map((r) => ({
    id: r.request.id,
    order_item_id: r.request.orderItemId,
    kind: r.request.kind as RefundRequestCase["kind"],
    reason: r.request.reason,
    status: r.request.status as RefundRequestCase["status"],
    amount: r.request.amount,
    created_at: r.request.createdAt.toISOString(),
    decided_at: r.request.decidedAt?.toISOString() ?? null,
    decision_note: r.request.decisionNote,
    order: {
      id: r.order.id,
      number: r.order.number,
      status: r.order.status as RefundRequestCase["order"]["status"],
    },
    course: { id: r.item.courseId, title: r.item.title },
    provider: r.provider,
    learner: { name: fullName(r.learner), email: r.learner.email },
    item_total: r.item.total,
    refundable: r.item.total - r.item.refunded,
    decided_by: r.decider ? fullName(r.decider) : null,
  }));
}
