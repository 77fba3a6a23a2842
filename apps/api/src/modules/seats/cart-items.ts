import { and, count, eq, inArray, isNotNull, isNull, lte, notInArray, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { cartItems } from "../../db/schema/index";

// A cart item is a hold of places (CART-HOLD), so seats owns the table: the cart removes items through
// these functions, in the caller's transaction.

/** Removes one of the user's items; answers its course, or undefined when it was not there (someone else's). */
export async function deleteCartItem(db: Db, userId: string, id: string) {
  const [deleted] = await db
    .delete(cartItems)
    .where(and(eq(cartItems.id, id), eq(cartItems.userId, userId)))
    .returning({ courseId: cartItems.courseId });
  return deleted;
}

/** Removes the user's items except the given ones (all of them when none are given); answers their courses. */
export async function deleteCartItemsExcept(db: Db, userId: string, keepIds: string[]) {
  const deleted = await db
    .delete(cartItems)
    .where(and(eq(cartItems.userId, userId), keepIds.length ? notInArray(cartItems.id, keepIds) : undefined))
    .returning({ courseId: cartItems.courseId });
  return deleted.map((d) => d.courseId);
}

/** Unlinks the user's items from the order awaiting payment they were checked out into. */
export function unlinkCartItemsFromOrders(db: Db, userId: string) {
  return db
    .update(cartItems)
    .set({ orderId: null, updatedAt: sql`now()` })
    .where(and(eq(cartItems.userId, userId), isNotNull(cartItems.orderId)));
}

/**
 * Before hours are removed: deletes their cart items whose hold has run out and that no order took, and
 * answers whether any item still holds a place on them (a live hold, or one an order took).
 */
export async function releaseRunOutHolds(db: Db, slotIds: string[]) {
  if (slotIds.length === 0) return false;
  await db
    .delete(cartItems)
    .where(
      and(
        inArray(cartItems.slotId, slotIds),
        isNull(cartItems.orderId),
        lte(cartItems.heldUntil, sql`now()`),
      ),
    );
  const [left] = await db.select({ n: count() }).from(cartItems).where(inArray(cartItems.slotId, slotIds));
  return (left?.n ?? 0) > 0;
}
