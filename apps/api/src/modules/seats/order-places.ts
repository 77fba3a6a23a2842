import { and, eq, inArray, isNull, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { cartItems, courseSlots, courses } from "../../db/schema/index";

// What an order does to holds and places, in the caller's transaction: seats owns cart_items and the
// sold counts of courses and slots, so checkout and refunds change them only through these.

/** An order item as far as places go: how many of which course, or of which slot of it. */
export type SoldItem = { courseId: string; slotId: string | null; quantity: number };

/** Links the cart's holds to the order made of them, so they count as that order's while it is paid. */
export function linkHolds(db: Db, cartItemIds: string[], orderId: string) {
  if (cartItemIds.length === 0) return Promise.resolve();
  return db.update(cartItems).set({ orderId }).where(inArray(cartItems.id, cartItemIds));
}

/** Gives the order's holds back to the cart (the order was canceled). */
export function unlinkHolds(db: Db, orderId: string) {
  return db.update(cartItems).set({ orderId: null }).where(eq(cartItems.orderId, orderId));
}

/**
 * The cart items a paid order bought: those linked to it, and the buyer's items of the same courses and
 * hours that a change of the cart unlinked before the payment was heard of, so a place bought is never
 * in the cart to be charged again (CHECKOUT-CRASH).
 */
export async function deleteHolds(db: Db, order: { id: string; userId: string }, items: SoldItem[]) {
  await db.delete(cartItems).where(eq(cartItems.orderId, order.id));
  for (const item of items)
    await db
      .delete(cartItems)
      .where(
        and(
          eq(cartItems.userId, order.userId),
          eq(cartItems.courseId, item.courseId),
          item.slotId ? eq(cartItems.slotId, item.slotId) : isNull(cartItems.slotId),
          isNull(cartItems.orderId),
        ),
      );
}

/**
 * Counts the items' places as sold, on the slot for a booked hour and on the course otherwise (a
 * bookable course's capacity is per slot); the CHECK sold_count <= capacity is the backstop.
 */
export async function addSold(db: Db, items: SoldItem[]) {
  for (const item of items) {
    if (item.slotId)
      await db
        .update(courseSlots)
        .set({ soldCount: sql`${courseSlots.soldCount} + ${item.quantity}` })
        .where(eq(courseSlots.id, item.slotId));
    else
      await db
        .update(courses)
        .set({ soldCount: sql`${courses.soldCount} + ${item.quantity}` })
        .where(eq(courses.id, item.courseId));
  }
}

/** Puts a refunded item's places back on sale (the reverse of addSold). */
export async function removeSold(db: Db, item: SoldItem) {
  if (item.slotId)
    await db
      .update(courseSlots)
      .set({ soldCount: sql`${courseSlots.soldCount} - ${item.quantity}` })
      .where(eq(courseSlots.id, item.slotId));
  else
    await db
      .update(courses)
      .set({ soldCount: sql`${courses.soldCount} - ${item.quantity}` })
      .where(eq(courses.id, item.courseId));
}
