import type { Billing, Payment } from "@kursove/contracts";
import type { Db } from "../../db/client";
import { AppError } from "../../platform/errors";
import type { PaymentGateway } from "../../platform/payments/gateway";
import { commissionRateFor } from "../admin/commission.service";
import type { UserRow } from "../auth/auth.repository";
import { currentPrice } from "../catalog/catalog.mappers";
import type { OrderMailDeps } from "./orders.mail";
import * as repo from "./orders.repository";
import { settleFreeOrder } from "./payment-events.service";

export type OrdersDeps = {
  db: Db;
  gateway: PaymentGateway;
  mail: OrderMailDeps;
  publishableKey: string | undefined;
  kickMail: () => void;
  now?: () => Date;
};

/**
 * Cancels an order still waiting for its payment: the gateway's payment is canceled first, so it can no
 * longer be paid, then the order, and its holds go back to the cart. A payment that succeeded meanwhile
 * is left to its event (which makes the order paid); one that slips through after the cancel is refunded
 * when its event arrives (payment-events.service).
 */
export async function cancelWaitingOrder(
  deps: Pick<OrdersDeps, "db" | "gateway">,
  open: repo.OrderRow,
  reason: string,
) {
  if (open.paymentIntentId) {
    const intent = await deps.gateway.retrievePaymentIntent(open.paymentIntentId);
    if (intent.status === "succeeded" || intent.status === "processing") return false;
    if (intent.status !== "canceled")
      await deps.gateway.cancelPaymentIntent(open.paymentIntentId, `cancel-${open.id}`);
  }
  return deps.db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const order = await repo.lockOrder(tx, { id: open.id });
    if (!order || (order.status !== "pending" && order.status !== "awaiting_payment")) return false;
    await repo.moveOrder(tx, order, "canceled", reason, { canceledAt: new Date() });
    await repo.unlinkHolds(tx, order.id);
    return true;
  });
}

/** Cancels the user's orders still waiting for a payment: a new checkout, or a changed cart, replaces them. */
export async function cancelOpenOrders(
  deps: Pick<OrdersDeps, "db" | "gateway">,
  userId: string,
  reason: string,
) {
  for (const open of await repo.findOpenOrders(deps.db, userId)) await cancelWaitingOrder(deps, open, reason);
}

/**
 * Housekeeping: orders left waiting an hour after their holds ran out are abandoned (spec 4: canceled).
 * Expired holds already stopped counting when they expired; this only tidies the orders up.
 */
export async function cancelAbandonedOrders(deps: Pick<OrdersDeps, "db" | "gateway">, now: Date) {
  const stale = await repo.findAbandonedOrders(deps.db, new Date(now.getTime() - 60 * 60 * 1000));
  let canceled = 0;
  for (const order of stale) if (await cancelWaitingOrder(deps, order, "abandoned")) canceled++;
  return canceled;
}

/**
 * POST /checkout: an order awaiting payment from the cart's valid holds, and the gateway's payment for
 * it. The holds stay until the payment ends or the order is canceled. Needs a verified email (spec 6).
 */
export async function checkout(deps: OrdersDeps, user: UserRow, billing: Billing): Promise<Payment> {
  if (!user.emailVerifiedAt) throw new AppError(403, "email_not_verified");
  const now = deps.now?.() ?? new Date();
  await cancelOpenOrders(deps, user.id, "replaced_by_checkout");

  const holds = await repo.findValidHolds(deps.db, user.id, now);
  if (holds.length === 0) throw new AppError(409, "cart_empty");

  // spec 9: each item copies the commission in force at the sale; later changes never touch it
  const rates = new Map<string, number>();
  for (const h of holds)
    if (!rates.has(h.providerId))
      rates.set(h.providerId, await commissionRateFor(deps.db, h.providerId, now));
  const items = holds.map((h) => {
    const unitPrice = currentPrice(h.price, h.earlyBirdPrice, h.earlyBirdUntil, now);
    return {
      courseId: h.courseId,
      slotId: h.slotId,
      providerId: h.providerId,
      title: h.title,
      quantity: h.quantity,
      unitPrice,
      total: unitPrice * h.quantity,
      commissionBp: rates.get(h.providerId) ?? repo.defaultCommissionBp,
      attendees: h.attendees,
      bookingStatus: h.requiresBookingApproval ? "awaiting_approval" : "confirmed",
    };
  });
  const total = items.reduce((sum, item) => sum + item.total, 0);

  const order = await deps.db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const created = await repo.insertOrder(tx, { userId: user.id, total, billing, items });
    await repo.linkHolds(
      tx,
      holds.map((h) => h.cartItemId),
      created.id,
    );
    return created;
  });

  if (total === 0) {
    // free places need no card: the order is paid at once if the places are still there
    await settleFreeOrder(deps, order.id);
    return { secret: "", order_id: order.id, gateway: deps.gateway.name, publishable_key: null };
  }

  let intent: Awaited<ReturnType<PaymentGateway["createPaymentIntent"]>>;
  try {
    intent = await deps.gateway.createPaymentIntent({
      amount: total,
      currency: "bgn",
      purpose: { orderId: order.id },
      transferGroup: order.id,
      idempotencyKey: `order-${order.id}`,
      description: `Kursove ${order.number}`,
      receiptEmail: billing.email,
    });
  } catch (error) {
    await deps.db.transaction(async (t) => {
      const tx = t as unknown as Db;
      await repo.moveOrder(tx, order, "canceled", "gateway_unavailable", { canceledAt: new Date() });
      await repo.unlinkHolds(tx, order.id);
    });
    throw error;
  }
  await deps.db.transaction(async (t) => {
    const tx = t as unknown as Db;
    await repo.moveOrder(tx, order, "awaiting_payment", "payment_opened", { paymentIntentId: intent.id });
  });
  return {
    secret: intent.clientSecret,
    order_id: order.id,
    gateway: deps.gateway.name,
    publishable_key: deps.gateway.name === "stripe" ? (deps.publishableKey ?? null) : null,
  };
}
