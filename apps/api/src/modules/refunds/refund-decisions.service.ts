import type { ApproveRefundInput, RefundRequestsPage } from "@kursove/contracts";
import { and, count, eq, ne } from "drizzle-orm";
import type { Db } from "../../db/client";
import { orderItems, orders, refundRequests } from "../../db/schema/index";
import { recordAdminAction } from "../../platform/audit-log";
import { AppError } from "../../platform/errors";
import type { UserRow } from "../auth";
import { notify } from "../notifications";
import { type OrdersDeps, presentRequests, refundRequestPageSize } from "../orders";
import { requireOwnProvider } from "../providers";
import { refundItems, startRefundIn } from "./refund-items";
import type { RefundOptions } from "./refund-plans";

/** GET /admin/refund-requests and GET /provider/refund-requests (scope: the provider's own). */
export async function listRefundRequests(
  db: Db,
  scope: { providerId?: string },
  query: { status: "pending" | "decided" | "all"; page: number },
): Promise<RefundRequestsPage> {
  const own = scope.providerId ? eq(refundRequests.providerId, scope.providerId) : undefined;
  const state =
    query.status === "pending"
      ? eq(refundRequests.status, "pending")
      : query.status === "decided"
        ? ne(refundRequests.status, "pending")
        : undefined;
  const where = and(own, state);
  const [[total], [pending], data] = await Promise.all([
    db.select({ n: count() }).from(refundRequests).where(where),
    db
      .select({ n: count() })
      .from(refundRequests)
      .where(and(own, eq(refundRequests.status, "pending"))),
    presentRequests(db, where, query.page),
  ]);
  return {
    data,
    last_page: Math.max(1, Math.ceil((total?.n ?? 0) / refundRequestPageSize)),
    pending: pending?.n ?? 0,
  };
}

/** The request awaiting a decision, within the decider's reach (a provider: its own courses only). */
async function lockPendingRequest(tx: Db, id: string, providerId: string | undefined) {
  const [request] = await tx.select().from(refundRequests).where(eq(refundRequests.id, id)).for("update");
  if (!request || (providerId && request.providerId !== providerId)) throw new AppError(404, "not_found");
  if (request.status !== "pending") throw new AppError(409, "refund_request_decided");
  return request;
}

export type Decider = { user: UserRow; providerId?: string };

/** The decider's scope: an admin decides any request, a provider only those of its own courses. */
export async function deciderOf(db: Db, user: UserRow, as: "admin" | "provider"): Promise<Decider> {
  if (as === "admin") return { user };
  const provider = await requireOwnProvider(db, user);
  return { user, providerId: provider.id };
}

/**
 * Approves a refund request or claim: pays back `amount` (default what is left of the item) through the
 * gateway, marks the request approved with the amount, tells the learner. The request is locked and the
 * order moved to refunding in one transaction, so a second click finds it decided (409).
 */
export async function approveRefundRequest(
  deps: Pick<OrdersDeps, "db" | "gateway" | "mail" | "kickMail">,
  by: Decider,
  requestId: string,
  body: ApproveRefundInput,
) {
  const plan = await deps.db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const request = await lockPendingRequest(tx, requestId, by.providerId);
    const refund: RefundOptions = {
      keyPrefix: `request-${request.id}`,
      reason: request.reason,
      source: "request",
      actorUserId: by.user.id,
      refundRequestId: request.id,
    };
    const started = await startRefundIn(
      tx,
      request.orderId,
      [{ itemId: request.orderItemId, amount: body.amount ?? "rest" }],
      `refund_request:${request.id}`,
      refund,
    );
    await tx
      .update(refundRequests)
      .set({
        status: "approved",
        amount: started.parts[0]?.amount ?? 0,
        decidedAt: new Date(),
        decidedByUserId: by.user.id,
        decisionNote: body.note || null,
      })
      .where(eq(refundRequests.id, request.id));
    await recordAdminAction(tx, {
      actorUserId: by.user.id,
      action: "refund_request.approved",
      subjectType: "refund_request",
      subjectId: request.id,
      data: { amount: started.parts[0]?.amount ?? 0, order_id: request.orderId },
    });
    return { ...started, refund };
  });
  await refundItems(deps, plan.order, plan.parts, plan.refund);
  deps.kickMail();
  return (await presentRequests(deps.db, eq(refundRequests.id, requestId)))[0];
}

/** Refuses a refund request or claim with a note the learner reads (in the app and by mail). */
export async function refuseRefundRequest(
  deps: Pick<OrdersDeps, "db" | "mail" | "kickMail">,
  by: Decider,
  requestId: string,
  note: string,
) {
  await deps.db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const request = await lockPendingRequest(tx, requestId, by.providerId);
    await tx
      .update(refundRequests)
      .set({ status: "refused", decidedAt: new Date(), decidedByUserId: by.user.id, decisionNote: note })
      .where(eq(refundRequests.id, request.id));
    await recordAdminAction(tx, {
      actorUserId: by.user.id,
      action: "refund_request.refused",
      subjectType: "refund_request",
      subjectId: request.id,
      data: { note, order_id: request.orderId },
    });
    const [row] = await tx
      .select({ order: orders, title: orderItems.title })
      .from(orders)
      .innerJoin(orderItems, eq(orderItems.id, request.orderItemId))
      .where(eq(orders.id, request.orderId));
    if (row) {
      const path = `/profile/orders/${row.order.id}`;
      await notify(tx, deps.mail, {
        userId: row.order.userId,
        kind: "refund_decided",
        data: { course: row.title, number: row.order.number, amount: 0, status: "refused", path },
        dedupeKey: `refund-request:${request.id}`,
        mail: (locale) => ({
          template: "refund_refused",
          url: `${deps.mail.publicUrl}${locale === "en" ? "/en" : ""}${path}`,
          vars: { course: row.title, number: row.order.number, note },
        }),
      });
    }
  });
  deps.kickMail();
  return (await presentRequests(deps.db, eq(refundRequests.id, requestId)))[0];
}
