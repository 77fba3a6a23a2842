import type { ProviderBooking } from "@kursove/contracts";
import {
  bookedOrderStates,
  isOrderStateIn,
  refundableOrderStates,
} from "@kursove/contracts/domain/order-states";
import { and, count, desc, eq, inArray } from "drizzle-orm";
import type { Db } from "../../db/client";
import { courseSlots, courses, orderItems, orders, users } from "../../db/schema/index";
import { AppError } from "../../platform/errors";
import type { UserRow } from "../auth";
import { decideBooking, lockOrder, moveOrder, type OrdersDeps, queueBookingDecisionMail } from "../orders";
import { requireOwnProvider } from "../providers";
import { inFull, type RefundOptions, refundItems, saveRefundPlan } from "../refunds";

const pageSize = 20;

/** GET /provider/bookings: the bookings of the provider's courses by their state, newest first. */
export async function listBookings(
  db: Db,
  user: UserRow,
  query: { status: ProviderBooking["status"]; page: number },
): Promise<{ data: ProviderBooking[]; last_page: number }> {
  const provider = await requireOwnProvider(db, user);
  const where = and(
    eq(orderItems.providerId, provider.id),
    eq(orderItems.bookingStatus, query.status),
    inArray(orders.status, [...bookedOrderStates]),
  );
  const [total] = await db
    .select({ n: count() })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(where);
  const rows = await db
    .select({ item: orderItems, order: orders, slug: courses.slug, slot: courseSlots, user: users })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .innerJoin(courses, eq(courses.id, orderItems.courseId))
    .innerJoin(users, eq(users.id, orders.userId))
    .leftJoin(courseSlots, eq(courseSlots.id, orderItems.slotId))
    .where(where)
    .orderBy(desc(orders.paidAt), desc(orderItems.id))
    .limit(pageSize)
    .offset((query.page - 1) * pageSize);
  return {
    data: rows.map(({ item, order, slug, slot, user: buyer }) => ({
      id: item.id,
      order_number: order.number,
      ordered_at: (order.paidAt ?? order.createdAt).toISOString(),
      course: { id: item.courseId, slug, title: item.title },
      slot: slot
        ? { id: slot.id, starts_at: slot.startsAt.toISOString(), ends_at: slot.endsAt.toISOString() }
        : null,
      learner: { name: `${buyer.firstName} ${buyer.lastName}`.trim(), email: buyer.email },
      quantity: item.quantity,
      attendees: item.attendees,
      total: item.total,
      status: item.bookingStatus as ProviderBooking["status"],
      decided_at: item.bookingDecidedAt?.toISOString() ?? null,
    })),
    last_page: Math.max(1, Math.ceil((total?.n ?? 0) / pageSize)),
  };
}

/** The provider's booking awaiting its answer, locked with its order; 404 for another provider's. */
async function lockBooking(tx: Db, providerId: string, itemId: string) {
  const [item] = await tx.select().from(orderItems).where(eq(orderItems.id, itemId)).for("update");
  if (!item || item.providerId !== providerId) throw new AppError(404, "not_found");
  const order = await lockOrder(tx, { id: item.orderId });
  if (
    !order ||
    !isOrderStateIn(refundableOrderStates, order.status) ||
    item.bookingStatus !== "awaiting_approval" ||
    item.refunded > 0
  )
    throw new AppError(409, "decision_already_made");
  return { item, order };
}

/** POST /provider/bookings/{id}/approve: the booking is confirmed (it was paid at checkout, ADR 013). */
export async function approveBooking(
  deps: Pick<OrdersDeps, "db" | "mail" | "kickMail">,
  user: UserRow,
  itemId: string,
) {
  const provider = await requireOwnProvider(deps.db, user);
  await deps.db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const { item, order } = await lockBooking(tx, provider.id, itemId);
    await decideBooking(tx, itemId, "confirmed");
    await queueBookingDecisionMail(tx, deps.mail, order, item, "booking_approved");
  });
  deps.kickMail();
}

/**
 * POST /provider/bookings/{id}/refuse: the booking is refused and paid back in full (ADR 013). The item
 * is marked first, under the order's lock, so a second click finds it decided; the refund's idempotency
 * key is the item's, so even a retry after a lost answer refunds once. The places go back on sale and the
 * ledger reverses the sale's commission and provider share.
 */
const refusal: RefundOptions = { keyPrefix: "refuse", reason: "booking_refused", source: "booking_refused" };

export async function refuseBooking(
  deps: Pick<OrdersDeps, "db" | "gateway" | "mail" | "kickMail">,
  user: UserRow,
  itemId: string,
) {
  const provider = await requireOwnProvider(deps.db, user);
  const { item, order } = await deps.db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const found = await lockBooking(tx, provider.id, itemId);
    await decideBooking(tx, itemId, "refused");
    const refunding = await moveOrder(tx, found.order, "refunding", `booking_refused:${itemId}`);
    await saveRefundPlan(tx, found.order.id, inFull([found.item]), refusal);
    return { item: found.item, order: refunding ?? found.order };
  });
  await refundItems(deps, order, inFull([item]), refusal);
  deps.kickMail();
}
