import type { RefundRequestResponse } from "@kursove/contracts";
import type { Locale } from "@kursove/i18n";
import bgMail from "@kursove/i18n/locales/bg/mail.json";
import enMail from "@kursove/i18n/locales/en/mail.json";
import { and, eq, isNull, or } from "drizzle-orm";
import type { Db } from "../../db/client";
import { providers, refundRequests, users } from "../../db/schema/index";
import { now as clockNow } from "../../platform/clock";
import { AppError } from "../../platform/errors";
import { renderMail } from "../../platform/mail/mail-templates";
import { enqueueMail } from "../../platform/mail/outbox";
import type { UserRow } from "../auth";
import {
  findOrderItems,
  findRefundRequests,
  findUserOrder,
  holdsItem,
  itemTimesOf,
  lockOrder,
  moveOrder,
  type OrderItemRow,
  type OrderMailDeps,
  type OrderRow,
  type OrdersDeps,
  orderMoney,
  presentUserOrder,
  refundWindowOf,
} from "../orders";
import { guardAgainstPayout, inFull, refundItems } from "./refund-items";
import { type RefundOptions, saveRefundPlan } from "./refund-plans";

export type RefundsDeps = Pick<OrdersDeps, "db" | "gateway" | "mail" | "kickMail">;

const refundKinds = { bg: bgMail.refundKinds, en: enMail.refundKinds };

/**
 * POST /orders/{id}/refund-request: for each item, by its window (orders/refund-windows.ts): before the
 * cancellation deadline it is refunded in full at once; after it a refund request (until the course ends)
 * or a claim (30 days after) waits for the provider and admins. Every item is checked first, under the
 * order's lock, so one wrong item changes nothing. A request row marks each item at once (pending, then
 * refunded for a cancellation), so a second call, even a parallel one, finds it asked (409) and the
 * gateway's idempotency key per item (`cancel-<item id>`) keeps a retried refund single.
 */
export async function requestRefund(
  deps: RefundsDeps,
  user: UserRow,
  orderId: string,
  body: { item_ids: string[]; reason: string },
  locale: Locale,
): Promise<RefundRequestResponse> {
  const ids = [...new Set(body.item_ids)];
  const plan = await deps.db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const order = await lockOrder(tx, { id: orderId });
    if (!order || order.userId !== user.id || order.status === "pending")
      throw new AppError(404, "order_not_found");
    const [items, requests] = await Promise.all([
      findOrderItems(tx, order.id),
      findRefundRequests(tx, order.id),
    ]);
    const times = await itemTimesOf(tx, order, items);
    const now = clockNow();
    const chosen = ids.map((id) => {
      const item = items.find((i) => i.id === id);
      if (!item) throw new AppError(422, "validation_failed", { item_ids: ["field.item_not_refundable"] });
      const asked = requests.some(
        (r) => r.orderItemId === id && (r.status === "pending" || r.status === "refunded"),
      );
      if (asked || order.status === "refunding") throw new AppError(409, "refund_already_requested");
      if (!holdsItem(order, item))
        throw new AppError(422, "validation_failed", { item_ids: ["field.item_not_refundable"] });
      const itemTimes = times.get(id);
      const window = itemTimes ? refundWindowOf(itemTimes, now) : "closed";
      if (window === "closed") throw new AppError(409, "refund_window_closed");
      return { item, window };
    });
    const reason = body.reason.trim();
    if (reason.length < 3 && chosen.some((c) => c.window !== "cancel"))
      throw new AppError(422, "validation_failed", { reason: ["field.required"] });

    const rows = await tx
      .insert(refundRequests)
      .values(
        chosen.map(({ item, window }) => ({
          orderId: order.id,
          orderItemId: item.id,
          userId: user.id,
          providerId: item.providerId,
          kind: window === "claim" ? "claim" : "cancellation",
          reason,
          status: "pending",
          amount: window === "cancel" ? item.total : null,
        })),
      )
      .returning();
    const requestOf = new Map(rows.map((r) => [r.orderItemId, r]));
    const cancels = chosen.filter((c) => c.window === "cancel").map((c) => c.item);
    let current = order;
    if (cancels.length > 0) {
      // a course without dates may still be cancellable when its payout comes (ADR 015)
      await guardAgainstPayout(tx, cancels);
      const moved = await moveOrder(tx, order, "refunding", `learner_cancel:${cancels[0]?.id}`);
      if (!moved) throw new AppError(409, "refund_already_requested");
      current = moved;
    }
    for (const { item, window } of chosen)
      if (window !== "cancel")
        await queueRefundRequestedMails(tx, deps.mail, {
          order,
          item,
          learner: user,
          reason,
          kind: window === "claim" ? "claim" : "cancellation",
        });
    const refund: RefundOptions = {
      keyPrefix: "cancel",
      reason: "learner_cancel",
      source: "learner_cancel",
      settlesRequestIds: cancels.flatMap((i) => requestOf.get(i.id)?.id ?? []),
    };
    if (cancels.length > 0) await saveRefundPlan(tx, order.id, inFull(cancels), refund);
    return { order: current, cancels, chosen, refund };
  });

  if (plan.cancels.length > 0) await refundItems(deps, plan.order, inFull(plan.cancels), plan.refund);
  deps.kickMail();

  const order = await findUserOrder(deps.db, user.id, orderId);
  return {
    results: plan.chosen.map(({ item, window }) => ({
      item_id: item.id,
      outcome: window === "cancel" ? "refunded" : "requested",
      amount: item.total,
    })),
    order: await presentUserOrder(deps.db, order, locale),
  };
}

/**
 * A refund request or claim waits for a decision: the provider's owner and every admin get a mail (they
 * are not learners, so it goes straight to the outbox); admins get the link to the order in the admin area,
 * the provider the link to its refund requests.
 */
async function queueRefundRequestedMails(
  tx: Db,
  deps: OrderMailDeps,
  input: {
    order: OrderRow;
    item: OrderItemRow;
    learner: UserRow;
    reason: string;
    kind: "cancellation" | "claim";
  },
) {
  const [provider] = await tx
    .select({ ownerUserId: providers.ownerUserId })
    .from(providers)
    .where(eq(providers.id, input.item.providerId));
  const recipients = await tx
    .select({
      id: users.id,
      email: users.email,
      firstName: users.firstName,
      language: users.language,
      isAdmin: users.isAdmin,
    })
    .from(users)
    .where(
      and(
        isNull(users.deletedAt),
        provider ? or(eq(users.isAdmin, true), eq(users.id, provider.ownerUserId)) : eq(users.isAdmin, true),
      ),
    );
  const learnerName = `${input.learner.firstName} ${input.learner.lastName}`.trim();
  for (const to of recipients) {
    const locale: Locale = to.language === "en" ? "en" : "bg";
    const rendered = renderMail("refund_requested", locale, {
      name: to.firstName,
      publicUrl: deps.publicUrl,
      officeEmail: deps.officeEmail,
      // admins open the order, the provider its queue of requests to decide
      url: `${deps.publicUrl}${locale === "en" ? "/en" : ""}${to.isAdmin ? `/admin/orders/${input.order.id}` : "/dashboard/refunds"}`,
      vars: {
        course: input.item.title,
        learner: learnerName || input.learner.email,
        reason: input.reason,
        number: input.order.number,
        amount: orderMoney(deps.money, input.order, input.item.total - input.item.refunded, locale),
        kind: refundKinds[locale][input.kind],
      },
    });
    await enqueueMail(tx, { kind: "refund_requested", to: to.email, locale, ...rendered });
  }
}
