import type { Billing, OrderStatus } from "@kursove/contracts";
import type { Currency } from "@kursove/contracts/currency";
import { commissionWithPlatformDiscount } from "@kursove/contracts/domain/discounts";
import { and, asc, eq, gt, inArray, isNull, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import {
  cartItems,
  courseSlots,
  courses,
  ledgerEntries,
  orderEvents,
  orderItems,
  orders,
  providers,
  strayPayments,
  users,
} from "../../db/schema/index";
import { lockPlaces, placesLeftOf } from "../seats";
import { assertTransition } from "./order-states";

export type OrderRow = typeof orders.$inferSelect;
export type OrderItemRow = typeof orderItems.$inferSelect;

/** The user's cart items whose hold is still valid, with what an order item needs to know. */
export function findValidHolds(db: Db, userId: string, at: Date) {
  return db
    .select({
      cartItemId: cartItems.id,
      courseId: cartItems.courseId,
      slotId: cartItems.slotId,
      quantity: cartItems.quantity,
      attendees: cartItems.attendees,
      heldUntil: cartItems.heldUntil,
      orderId: cartItems.orderId,
      title: courses.title,
      price: courses.price,
      earlyBirdPrice: courses.earlyBirdPrice,
      earlyBirdUntil: courses.earlyBirdUntil,
      requiresBookingApproval: courses.requiresBookingApproval,
      providerId: courses.providerId,
      onSale: sql<boolean>`${courses.status} = 'approved' and ${providers.status} = 'approved'`,
    })
    .from(cartItems)
    .innerJoin(courses, eq(courses.id, cartItems.courseId))
    .innerJoin(providers, eq(providers.id, courses.providerId))
    .where(and(eq(cartItems.userId, userId), gt(cartItems.heldUntil, at)))
    .orderBy(asc(cartItems.createdAt), asc(cartItems.id));
}

export type ValidHold = Awaited<ReturnType<typeof findValidHolds>>[number];

/** The user's orders still waiting for their payment (a new checkout replaces them). */
export function findOpenOrders(db: Db, userId: string) {
  return db
    .select()
    .from(orders)
    .where(and(eq(orders.userId, userId), inArray(orders.status, ["pending", "awaiting_payment"])));
}

/** Orders waiting for a payment since before `before` whose holds all ran out before it too. */
export function findAbandonedOrders(db: Db, before: Date) {
  const at = before.toISOString();
  return db
    .select()
    .from(orders)
    .where(
      and(
        inArray(orders.status, ["pending", "awaiting_payment"]),
        sql`${orders.createdAt} < ${at}`,
        sql`not exists (select 1 from ${cartItems} where ${cartItems.orderId} = ${orders.id} and ${cartItems.heldUntil} >= ${at})`,
      ),
    )
    .limit(500);
}

export async function insertOrder(
  db: Db,
  input: {
    userId: string;
    total: number;
    currency: Currency;
    billing: Billing;
    /** the buyer asked for an invoice at checkout (ADR 036) */
    invoiceRequested?: boolean;
    items: Omit<typeof orderItems.$inferInsert, "orderId">[];
  },
) {
  const [order] = await db
    .insert(orders)
    .values({
      number: sql<string>`'K-' || nextval('order_number_seq')::text`,
      userId: input.userId,
      status: "pending",
      total: input.total,
      currency: input.currency,
      billing: input.billing,
      invoiceRequested: input.invoiceRequested ?? false,
    })
    .returning();
  if (!order) throw new Error("order insert returned nothing");
  await db.insert(orderItems).values(input.items.map((item) => ({ ...item, orderId: order.id })));
  await db
    .insert(orderEvents)
    .values({ orderId: order.id, fromStatus: null, toStatus: "pending", reason: "checkout" });
  return order;
}

/**
 * Moves an order to a new status through the state machine, only if it is still in `from` (a
 * concurrent change makes this answer null instead of overwriting), and records the move.
 */
export async function moveOrder(
  db: Db,
  order: { id: string; status: string },
  to: OrderStatus,
  reason: string,
  set: Partial<typeof orders.$inferInsert> = {},
) {
  const from = order.status as OrderStatus;
  assertTransition(from, to);
  const [moved] = await db
    .update(orders)
    .set({ ...set, status: to, updatedAt: new Date() })
    .where(and(eq(orders.id, order.id), eq(orders.status, from)))
    .returning();
  if (!moved) return null;
  await db.insert(orderEvents).values({ orderId: order.id, fromStatus: from, toStatus: to, reason });
  return moved;
}

/** One order by id, unlocked (a read before deciding; the decision locks it again). */
export async function findOrder(db: Db, id: string) {
  const [row] = await db.select().from(orders).where(eq(orders.id, id));
  return row ?? null;
}

export async function countOrderItems(db: Db, orderId: string) {
  const [row] = await db
    .select({ count: sql<number>`count(*)`.mapWith(Number) })
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId));
  return row?.count ?? 0;
}

/** The billing typed at the latest checkout of the same cart (the order is the same). */
export async function updateBilling(db: Db, orderId: string, billing: Billing, invoiceRequested = false) {
  const [row] = await db
    .update(orders)
    .set({ billing, invoiceRequested })
    .where(eq(orders.id, orderId))
    .returning();
  return row ?? null;
}

/** Links the gateway's payment to its order, once: every event of the payment then finds the order. */
export function linkPayment(db: Db, orderId: string, paymentIntentId: string) {
  return db
    .update(orders)
    .set({ paymentIntentId, updatedAt: new Date() })
    .where(and(eq(orders.id, orderId), isNull(orders.paymentIntentId)));
}

export async function lockOrder(
  db: Db,
  where: { id?: string; paymentIntentId?: string },
  /** test only: false reads the row without locking it, for a race test's control; never in the app */
  lock = true,
) {
  const condition = where.id
    ? eq(orders.id, where.id)
    : eq(orders.paymentIntentId, where.paymentIntentId ?? "");
  const query = db.select().from(orders).where(condition);
  const [row] = lock ? await query.for("update") : await query;
  return row ?? null;
}

/** The last failed attempt of an order's payment, for the checkout page; the order stays open for a retry. */
export function notePaymentError(db: Db, orderId: string, code: string, at: Date) {
  return db.update(orders).set({ lastPaymentError: code, lastEventAt: at }).where(eq(orders.id, orderId));
}

/**
 * The courses (slug and dates) and booked slots of order items, by id: what the order page and the
 * receipt show beside each item.
 */
export async function findItemSchedules(db: Db, items: Pick<OrderItemRow, "courseId" | "slotId">[]) {
  const courseIds = [...new Set(items.map((i) => i.courseId))];
  const slotIds = items.flatMap((i) => (i.slotId ? [i.slotId] : []));
  const [courseRows, slotRows] = await Promise.all([
    courseIds.length === 0
      ? []
      : db
          .select({ id: courses.id, slug: courses.slug, startsAt: courses.startsAt, endsAt: courses.endsAt })
          .from(courses)
          .where(inArray(courses.id, courseIds)),
    slotIds.length === 0 ? [] : db.select().from(courseSlots).where(inArray(courseSlots.id, slotIds)),
  ]);
  return {
    courseById: new Map(courseRows.map((c) => [c.id, c])),
    slotById: new Map(slotRows.map((x) => [x.id, x])),
  };
}

/**
 * The platform's part of an item at the rate it was sold at, rounded to the stotinka. A platform code's
 * discount comes out of it (ADR 030), so it may be below zero.
 */
export const commissionOf = (
  item: Pick<OrderItemRow, "total" | "commissionBp"> & { platformDiscount?: number },
) => commissionWithPlatformDiscount(item.total, item.commissionBp, item.platformDiscount ?? 0);

export function findOrderItems(db: Db, orderId: string) {
  return db
    .select()
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId))
    .orderBy(asc(orderItems.createdAt), asc(orderItems.id));
}

/**
 * Locks the course (or slot) row of each item, in the cart's fixed order so two payments never deadlock,
 * and answers whether every item still has its places: capacity - sold - others' valid holds (the
 * order's own holds do not count against it, valid or expired, nor the buyer's holds a change of the
 * cart unlinked from it: deleteHolds takes them with the sale). The lock and the count are separate
 * statements on purpose: counted in the locking statement, READ COMMITTED would count from the snapshot
 * taken before waiting for the lock and miss what the previous holder committed.
 */
export async function placesStillThere(db: Db, order: { id: string; userId: string }, items: OrderItemRow[]) {
  const sorted = [...items].sort((a, b) => (a.slotId ?? a.courseId).localeCompare(b.slotId ?? b.courseId));
  for (const item of sorted) {
    const count = await lockPlaces(
      db,
      { courseId: item.courseId, slotId: item.slotId },
      { excludeOrderId: order.id, excludeBuyerId: order.userId },
    );
    if (!count || placesLeftOf(count) < item.quantity) return false;
  }
  return true;
}

/**
 * Whether every item's course is still on sale (approved, of an approved provider), read under a share
 * lock on the course rows after placesStillThere's locks: a course deleted meanwhile waits for this
 * payment's transaction (its buyers are then told), or is seen deleted here and sells nothing.
 */
export async function coursesStillOnSale(db: Db, items: OrderItemRow[]) {
  const ids = [...new Set(items.map((i) => i.courseId))].sort();
  if (ids.length === 0) return true;
  const rows = await db
    .select({ status: courses.status, providerStatus: providers.status })
    .from(courses)
    .innerJoin(providers, eq(providers.id, courses.providerId))
    .where(inArray(courses.id, ids))
    .orderBy(asc(courses.id))
    .for("share", { of: courses });
  return (
    rows.length === ids.length &&
    rows.every((r) => r.status === "approved" && r.providerStatus === "approved")
  );
}

/**
 * The sale in the ledger, per item: charge (what the learner paid), commission (the platform's part at
 * the item's rate) and provider_share (the rest), so charge = commission + provider_share. Unique per
 * item, kind and payment: a second application of the same payment adds nothing.
 */
export async function recordSale(db: Db, order: OrderRow, items: OrderItemRow[], paymentIntentId: string) {
  const rows = items.flatMap((item) => {
    const commission = commissionOf(item);
    const base = {
      orderId: order.id,
      currency: order.currency,
      orderItemId: item.id,
      providerId: item.providerId,
      gatewayRef: paymentIntentId,
    };
    return [
      { ...base, kind: "charge", amount: item.total },
      { ...base, kind: "commission", amount: commission },
      { ...base, kind: "provider_share", amount: item.total - commission },
    ];
  });
  await recordLedgerEntries(db, rows);
}

/** A payment that could not buy anything (late, or for a canceled order): the charge and its refund. */
export async function recordChargeAndRefund(
  db: Db,
  order: OrderRow,
  paymentIntentId: string,
  refundId: string,
  amount: number,
) {
  await db
    .insert(ledgerEntries)
    .values([
      { orderId: order.id, currency: order.currency, kind: "charge", amount, gatewayRef: paymentIntentId },
      { orderId: order.id, currency: order.currency, kind: "refund", amount: -amount, gatewayRef: refundId },
    ])
    .onConflictDoNothing();
}

export function findLedger(db: Db, orderId: string) {
  return db.select().from(ledgerEntries).where(eq(ledgerEntries.orderId, orderId));
}

export async function findUserForMail(db: Db, userId: string) {
  const [row] = await db
    .select({ email: users.email, firstName: users.firstName, language: users.language })
    .from(users)
    .where(and(eq(users.id, userId), isNull(users.deletedAt)));
  return row ?? null;
}

/** Records a payment no order may keep, once per payment; answers false when it was recorded before. */
export async function recordStrayPayment(
  db: Db,
  input: {
    paymentIntentId: string;
    orderId: string | null;
    amount: number;
    currency: string;
    reason: string;
  },
) {
  const rows = await db.insert(strayPayments).values(input).onConflictDoNothing().returning();
  return rows.length > 0;
}

/** Notes the refund of a stray payment; answers the row when this call was the one that noted it. */
export async function markStrayRefunded(db: Db, paymentIntentId: string, refundId: string) {
  const [row] = await db
    .update(strayPayments)
    .set({ refundId, refundedAt: new Date() })
    .where(and(eq(strayPayments.paymentIntentId, paymentIntentId), isNull(strayPayments.refundedAt)))
    .returning();
  return row ?? null;
}

/** Stray payments recorded before `before` whose refund was never noted (a crash cut it off). */
export function findUnrefundedStrays(db: Db, before: Date) {
  return db
    .select()
    .from(strayPayments)
    .where(and(isNull(strayPayments.refundedAt), sql`${strayPayments.createdAt} < ${before.toISOString()}`))
    .limit(500);
}

/** Why the order last moved to `status` (its order_events row), e.g. why an automatic refund began. */
export async function lastReasonOf(db: Db, orderId: string, status: OrderStatus) {
  const [row] = await db
    .select({ reason: orderEvents.reason })
    .from(orderEvents)
    .where(and(eq(orderEvents.orderId, orderId), eq(orderEvents.toStatus, status)))
    .orderBy(sql`${orderEvents.createdAt} desc`)
    .limit(1);
  return row?.reason ?? null;
}

/** Writes rows of the ledger (LEDGER), each once: a row already written for its item, kind and reference stays. */
export async function recordLedgerEntries(db: Db, rows: (typeof ledgerEntries.$inferInsert)[]) {
  if (rows.length === 0) return;
  await db.insert(ledgerEntries).values(rows).onConflictDoNothing();
}

/** Sets what has been paid back of an item so far. */
export async function setItemRefunded(db: Db, itemId: string, refunded: number) {
  await db.update(orderItems).set({ refunded }).where(eq(orderItems.id, itemId));
}

/** Records the provider's answer to a booking awaiting approval. */
export async function decideBooking(db: Db, itemId: string, status: "confirmed" | "refused") {
  await db
    .update(orderItems)
    .set({ bookingStatus: status, bookingDecidedAt: new Date() })
    .where(eq(orderItems.id, itemId));
}
