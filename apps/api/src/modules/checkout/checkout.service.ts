import type { Billing, InvoiceRequest, Payment } from "@kursove/contracts";
import { defaultCommissionBp } from "@kursove/contracts/domain/commission";
import { maxPaymentAmount } from "@kursove/contracts/domain/currency";
import type { Db } from "../../db/client";
import { AppError } from "../../platform/errors";
import { GatewayError, gatewayCurrency, type PaymentIntentState } from "../../platform/payments/gateway";
import { type UserRow, updateAccount } from "../auth";
import { currentPrice } from "../catalog";
import { commissionRateFor } from "../commission";
import { priceOrder, recordCodeUses } from "../discounts";
import {
  countOrderItems,
  findAbandonedOrders,
  findOpenOrders,
  findOrder,
  findValidHolds,
  insertOrder,
  linkPayment,
  lockOrder,
  moveOrder,
  type OrderRow,
  type OrdersDeps,
  updateBilling,
  type ValidHold,
} from "../orders";
import { linkHolds, lockBuyer, unlinkHolds } from "../seats";
import { settleFreeOrder } from "./payment-events.service";
import { settleFromGateway } from "./settle-payment";

export type CheckoutDeps = OrdersDeps & {
  /**
   * Test only: `false` decides without the buyer's lock, so checkout.concurrency.test.ts's control can
   * show that parallel checkouts charge one cart several times without it. Never set in the application.
   */
  checkoutLock?: boolean;
  /**
   * Test only: `false` prices the order without locking its discount codes, so
   * discounts.concurrency.test.ts's control can show two buyers both taking a code's last use.
   */
  discountLock?: boolean;
};

/** How a wait for the payment ended: canceled, paid or being paid (shown instead), or already closed. */
export type CancelOutcome = "canceled" | "paying" | "closed";

const isOpen = (status: string) => status === "pending" || status === "awaiting_payment";

/**
 * Cancels an order still waiting for its payment. The gateway's payment is canceled first, so it can no
 * longer be paid, then the order, and its holds go back to the cart. A payment that succeeded meanwhile
 * is settled from the gateway at once (the order becomes paid) and the order stays. The order is read
 * anew each round: a checkout may link a payment to it meanwhile, which must be canceled too before the
 * order is (CHECKOUT-ONCE).
 */
export async function cancelWaitingOrder(
  deps: Pick<OrdersDeps, "db" | "gateway" | "now">,
  orderId: string,
  reason: string,
): Promise<CancelOutcome> {
  for (let round = 0; round < 3; round++) {
    const order = await findOrder(deps.db, orderId);
    if (!order || !isOpen(order.status)) return order?.status === "canceled" ? "closed" : "paying";
    if (order.paymentIntentId) {
      const intent = await deps.gateway.retrievePaymentIntent(order.paymentIntentId);
      if (intent.status === "succeeded" || intent.status === "processing") {
        await settleFromGateway(deps, intent, deps.now?.() ?? new Date());
        return "paying";
      }
      if (intent.status !== "canceled") {
        // a card confirmed in between makes the cancel fail: the next round reads the success
        const canceled = await deps.gateway
          .cancelPaymentIntent(order.paymentIntentId, `cancel-${order.id}`)
          .then(
            () => true,
            (error: unknown) => {
              if (error instanceof GatewayError) return false;
              throw error;
            },
          );
        if (!canceled) continue;
      }
    }
    const outcome = await deps.db.transaction(async (t) => {
      const tx = t as unknown as Db;
      const locked = await lockOrder(tx, { id: orderId });
      if (!locked || !isOpen(locked.status)) return "closed" as const;
      if (locked.paymentIntentId !== order.paymentIntentId) return "again" as const;
      await moveOrder(tx, locked, "canceled", reason, { canceledAt: new Date() });
      await unlinkHolds(tx, locked.id);
      return "canceled" as const;
    });
    if (outcome !== "again") return outcome;
  }
  throw new AppError(409, "checkout_replaced");
}

/** Cancels the user's orders still waiting for a payment: a changed cart replaces them. */
export async function cancelOpenOrders(
  deps: Pick<OrdersDeps, "db" | "gateway">,
  userId: string,
  reason: string,
) {
  for (const open of await findOpenOrders(deps.db, userId)) await cancelWaitingOrder(deps, open.id, reason);
}

/**
 * Housekeeping: orders left waiting an hour after their holds ran out are abandoned (ORDER-STATES: canceled).
 * Expired holds already stopped counting when they expired; this only tidies the orders up.
 */
export async function cancelAbandonedOrders(deps: Pick<OrdersDeps, "db" | "gateway">, now: Date) {
  const stale = await findAbandonedOrders(deps.db, new Date(now.getTime() - 60 * 60 * 1000));
  let canceled = 0;
  for (const order of stale)
    if ((await cancelWaitingOrder(deps, order.id, "abandoned")) === "canceled") canceled++;
  return canceled;
}

/** What the buyer sends to pay: the billing details, and the company when an invoice is asked for. */
export type CheckoutRequest = { billing: Billing; invoice?: InvoiceRequest | null };

type Decision = { kind: "order"; order: OrderRow } | { kind: "replace"; orderIds: string[] };

/**
 * Under the buyer's lock: the open order of exactly this cart (every valid hold linked to it, one item
 * per hold, the same total) is the answer again, so parallel and retried calls share one order and one
 * payment. Another open order must be canceled first (outside the lock: the gateway is called); only
 * when none is open is a new order made from the holds.
 */
async function decide(
  deps: CheckoutDeps,
  user: UserRow,
  request: CheckoutRequest,
  now: Date,
): Promise<Decision> {
  const { billing, invoice } = request;
  return deps.db.transaction(async (t) => {
    const tx = t as unknown as Db;
    if (deps.checkoutLock !== false) await lockBuyer(tx, user.id);
    const holds = await findValidHolds(tx, user.id, now);
    if (holds.length === 0) throw new AppError(409, "cart_empty");
    // a course deleted (or its provider suspended) after its places were held is not sold
    if (holds.some((hold) => !hold.onSale)) throw new AppError(409, "sales_closed");
    // INVOICE-AT-CHECKOUT: the company goes to the business profile with the order it is asked for
    if (invoice) await saveBusinessProfile(tx, user.id, invoice);
    const listed = await orderItemsOf(tx, holds, now);
    // CHECKOUT-TOTAL-MAX: at list price, so no item, discount or total stored can pass the bound
    if (listed.reduce((sum, item) => sum + item.total, 0) > maxPaymentAmount)
      throw new AppError(422, "order_total_too_high");
    // DISCOUNT-CODES: the cart's codes, locked and checked again, priced into the items (ADR 030)
    const lineKey = (index: number) => holds[index]?.cartItemId ?? String(index);
    const priced = await priceOrder(
      { db: tx, now, stacking: false, lock: deps.discountLock !== false },
      user.id,
      listed.map((item, index) => ({
        key: lineKey(index),
        courseId: item.courseId,
        providerId: item.providerId,
        total: item.total,
      })),
    );
    const items = listed.map((item, index) => {
      const cut = priced.lines.get(lineKey(index)) ?? { discount: 0, platformDiscount: 0 };
      return { ...item, total: item.total - cut.discount, ...cut };
    });
    const total = items.reduce((sum, item) => sum + item.total, 0);
    const open = await findOpenOrders(tx, user.id);
    for (const order of open) {
      const sameCart =
        order.total === total &&
        holds.every((h) => h.orderId === order.id) &&
        (await countOrderItems(tx, order.id)) === holds.length;
      if (!sameCart) continue;
      if (open.length > 1) break;
      const kept = await updateBilling(tx, order.id, billing, !!invoice);
      return { kind: "order", order: kept ?? order };
    }
    if (open.length > 0) return { kind: "replace", orderIds: open.map((o) => o.id) };
    const created = await insertOrder(tx, {
      userId: user.id,
      total,
      currency: deps.currency,
      billing,
      invoiceRequested: !!invoice,
      items,
    });
    await linkHolds(
      tx,
      holds.map((h) => h.cartItemId),
      created.id,
    );
    await recordCodeUses(tx, created.id, user.id, priced);
    return { kind: "order", order: created };
  });
}

/** Saves the company a buyer gave at checkout as the business profile the invoices are made from. */
function saveBusinessProfile(tx: Db, userId: string, invoice: InvoiceRequest) {
  return updateAccount(tx, userId, {
    companyName: invoice.company_name,
    companyVatId: invoice.company_vat_id,
    companyAddress: invoice.company_address,
    companyMol: invoice.company_mol || null,
    updatedAt: new Date(),
  });
}

/** The order's items from the holds, at today's prices (early bird) and commissions. */
async function orderItemsOf(tx: Db, holds: ValidHold[], now: Date) {
  // Each item copies the commission in force at the sale; later changes never touch it
  const rates = new Map<string, number>();
  for (const h of holds)
    if (!rates.has(h.providerId)) rates.set(h.providerId, await commissionRateFor(tx, h.providerId, now));
  return holds.map((h) => {
    const unitPrice = currentPrice(h.price, h.earlyBirdPrice, h.earlyBirdUntil, now);
    return {
      courseId: h.courseId,
      slotId: h.slotId,
      providerId: h.providerId,
      title: h.title,
      quantity: h.quantity,
      unitPrice,
      total: unitPrice * h.quantity,
      commissionBp: rates.get(h.providerId) ?? defaultCommissionBp,
      attendees: h.attendees,
      bookingStatus: h.requiresBookingApproval ? ("awaiting_approval" as const) : ("confirmed" as const),
    };
  });
}

/**
 * The payment that shows an order already paid (or being paid) instead of a new one: the payment page
 * tells its state (a free order's answer has no secret either).
 */
const shownOrder = (deps: OrdersDeps, orderId: string): Payment => ({
  secret: "",
  order_id: orderId,
  gateway: deps.gateway.name,
  publishable_key: null,
});

/**
 * The gateway's payment of an order: opened once per order (the idempotency key is the order's id, so
 * parallel calls get the same payment) and linked to the order in the step after, whatever the order's
 * state, so every event of it finds its order. When the order was canceled meanwhile (the cart changed)
 * the payment is canceled and the buyer told; a payment already paid shows its order.
 */
async function openPayment(deps: OrdersDeps, order: OrderRow, now: Date): Promise<Payment> {
  let intent: PaymentIntentState;
  if (order.paymentIntentId) {
    intent = await deps.gateway.retrievePaymentIntent(order.paymentIntentId);
  } else {
    const billing = order.billing as Billing;
    try {
      intent = await deps.gateway.createPaymentIntent({
        amount: order.total,
        currency: gatewayCurrency(order.currency),
        purpose: { orderId: order.id },
        transferGroup: order.id,
        idempotencyKey: `order-${order.id}`,
        description: `Kursove ${order.number}`,
        receiptEmail: billing.email,
      });
    } catch (error) {
      await deps.db.transaction(async (t) => {
        const tx = t as unknown as Db;
        const locked = await lockOrder(tx, { id: order.id });
        if (locked?.status !== "pending" || locked.paymentIntentId) return;
        await moveOrder(tx, locked, "canceled", "gateway_unavailable", { canceledAt: new Date() });
        await unlinkHolds(tx, locked.id);
      });
      throw error;
    }
    const linked = await deps.db.transaction(async (t) => {
      const tx = t as unknown as Db;
      const locked = await lockOrder(tx, { id: order.id });
      if (!locked || (locked.paymentIntentId && locked.paymentIntentId !== intent.id)) return null;
      if (!locked.paymentIntentId) await linkPayment(tx, locked.id, intent.id);
      if (locked.status !== "pending") return locked;
      return moveOrder(tx, locked, "awaiting_payment", "payment_opened");
    });
    if (!linked || linked.status === "canceled") {
      // canceled meanwhile by a change of the cart; its secret was never answered, and should the cancel
      // fail, a payment of it still finds its canceled order and is refunded
      await deps.gateway.cancelPaymentIntent(intent.id, `cancel-${order.id}`).catch(() => undefined);
      throw new AppError(409, "checkout_replaced");
    }
    if (linked.status !== "awaiting_payment") return shownOrder(deps, order.id);
  }
  if (intent.status === "succeeded" || intent.status === "processing") {
    await settleFromGateway(deps, intent, now);
    return shownOrder(deps, order.id);
  }
  if (intent.status === "canceled") {
    await settleFromGateway(deps, intent, now);
    throw new AppError(409, "checkout_replaced");
  }
  return {
    secret: intent.clientSecret,
    order_id: order.id,
    gateway: deps.gateway.name,
    publishable_key: deps.gateway.name === "stripe" ? (deps.publishableKey ?? null) : null,
  };
}

/**
 * POST /checkout: one workflow per buyer (CHECKOUT-ONCE). Parallel and retried calls for the same cart
 * get the same order and the same payment; an earlier order whose payment may have succeeded (a crash, a
 * lost event) is settled from the gateway before anything else, and shown instead of a new charge; an
 * earlier order of another cart is canceled, with its payment, before the new one is made. Holds stay
 * until the payment ends or the order is canceled. Needs a verified email.
 */
export async function checkout(
  deps: CheckoutDeps,
  user: UserRow,
  request: CheckoutRequest,
): Promise<Payment> {
  if (!user.emailVerifiedAt) throw new AppError(403, "email_not_verified");
  const now = deps.now?.() ?? new Date();
  for (let round = 0; round < 3; round++) {
    const decision = await decide(deps, user, request, now);
    if (decision.kind === "replace") {
      for (const orderId of decision.orderIds) {
        const outcome = await cancelWaitingOrder(deps, orderId, "replaced_by_checkout");
        if (outcome === "paying") return shownOrder(deps, orderId);
      }
      continue;
    }
    const { order } = decision;
    if (order.total === 0) {
      // free places need no card: the order is paid at once if the places are still there
      await settleFreeOrder(deps, order.id);
      return shownOrder(deps, order.id);
    }
    return openPayment(deps, order, now);
  }
  throw new AppError(409, "checkout_replaced");
}
