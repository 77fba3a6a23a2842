import { and, eq, gt, isNull, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { cartItems } from "../../db/schema/index";
import type { PlacesTarget } from "./holds";

/**
 * Holds one place for a learner offered it from a waiting list (WAITLIST-OFFER), until `heldUntil`, in
 * the caller's transaction, which has locked the course (or slot) row with lockPlaces and seen a place
 * left. The hold is an ordinary cart item, so every count of places, the cart and checkout treat the
 * offered place as taken by this learner and by nobody else. A learner still holding places of the same
 * course (or hour) keeps them, held at least as long as the offer. Answers the cart item's id.
 */
export async function holdOfferedPlace(tx: Db, userId: string, target: PlacesTarget, heldUntil: Date) {
  const until = sql`${heldUntil.toISOString()}::timestamptz`;
  const sameTarget = and(
    eq(cartItems.userId, userId),
    eq(cartItems.courseId, target.courseId),
    target.slotId ? eq(cartItems.slotId, target.slotId) : isNull(cartItems.slotId),
  );
  const [live] = await tx
    .update(cartItems)
    .set({ heldUntil: sql`greatest(${cartItems.heldUntil}, ${until})`, updatedAt: sql`now()` })
    .where(and(sameTarget, gt(cartItems.heldUntil, sql`now()`)))
    .returning({ id: cartItems.id });
  if (live) return live.id;
  // an expired item of the same course (or hour) is replaced: the unique key is one item per target
  await tx.delete(cartItems).where(sameTarget);
  const [created] = await tx
    .insert(cartItems)
    .values({
      userId,
      courseId: target.courseId,
      slotId: target.slotId ?? null,
      quantity: 1,
      heldUntil: until,
    })
    .returning({ id: cartItems.id });
  return created!.id;
}

/** Whether a cart item still holds places now (an offer's hold not yet bought, removed or run out). */
export async function isHoldLive(db: Db, itemId: string) {
  const [row] = await db
    .select({ id: cartItems.id })
    .from(cartItems)
    .where(and(eq(cartItems.id, itemId), gt(cartItems.heldUntil, sql`now()`)));
  return !!row;
}
