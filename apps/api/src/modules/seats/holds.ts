import { cartHoldMinutes } from "@kursove/contracts";
import { and, eq, gt, isNotNull, isNull, ne, notInArray, or, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { cartItems, courseSlots, courses } from "../../db/schema/index";
import { nowSql } from "../../platform/clock";

/**
 * Holds (DESIGN.md section 4): a cart item holds `quantity` places of its course (or of its slot, for a
 * bookable course) while `held_until` is in the future. Places left = capacity - sold - actively held.
 * A hold is taken by locking the course (or slot) row, counting, and writing the item, in one short
 * transaction; expired holds stop counting the moment they expire, so no job decides correctness.
 */

/** The course, or the slot of a bookable course, whose places are counted. */
export type PlacesTarget = { courseId: string; slotId?: string | null | undefined };
export type PlacesCount = { capacity: number; sold: number; held: number };

export type CountOptions = {
  /** cart items that do not count (the item being replaced by a new quantity) */
  excludeItemIds?: string[];
  /** the holds linked to this order do not count (an order paying for its own places) */
  excludeOrderId?: string;
  /** the buyer's own holds not linked to an order do not count either (its cart changed meanwhile) */
  excludeBuyerId?: string;
  /** the instant holds are valid at; default the database's clock, one clock for every server process */
  at?: Date;
};

export type LockOptions = CountOptions & {
  /**
   * Test only: `false` removes the row lock, so the concurrency test's control can show that the race
   * oversells without it. Never pass it in the application.
   */
  lock?: boolean;
};

const validAt = (at: Date | undefined): SQL => (at ? sql`${at.toISOString()}::timestamptz` : sql`now()`);

/** Where a cart item holds places of the target now. */
function activeHoldsOf(target: PlacesTarget, options: CountOptions): SQL {
  return and(
    target.slotId ? eq(cartItems.slotId, target.slotId) : eq(cartItems.courseId, target.courseId),
    gt(cartItems.heldUntil, validAt(options.at)),
    options.excludeItemIds?.length ? notInArray(cartItems.id, options.excludeItemIds) : undefined,
    options.excludeOrderId
      ? or(isNull(cartItems.orderId), ne(cartItems.orderId, options.excludeOrderId))
      : undefined,
    options.excludeBuyerId
      ? or(ne(cartItems.userId, options.excludeBuyerId), isNotNull(cartItems.orderId))
      : undefined,
  )!;
}

/** The places actively held on a course (or slot). */
export async function countHeld(db: Db, target: PlacesTarget, options: CountOptions = {}) {
  const [row] = await db
    .select({ held: sql<number>`coalesce(sum(${cartItems.quantity}), 0)`.mapWith(Number) })
    .from(cartItems)
    .where(activeHoldsOf(target, options));
  return row?.held ?? 0;
}

/**
 * Locks the course (or slot) row with SELECT ... FOR UPDATE and answers its capacity and sold places,
 * or null when there is no such course (or no such slot of the course). Every hold and sale of the
 * target waits here for the transaction before it to end.
 */
export async function lockRow(
  tx: Db,
  target: PlacesTarget,
  options: { lock?: boolean } = {},
): Promise<{ capacity: number; sold: number } | null> {
  const lock = options.lock ?? true;
  if (target.slotId) {
    const query = tx
      .select({ capacity: courseSlots.capacity, sold: courseSlots.soldCount })
      .from(courseSlots)
      .where(and(eq(courseSlots.id, target.slotId), eq(courseSlots.courseId, target.courseId)));
    const [row] = lock ? await query.for("update") : await query;
    return row ?? null;
  }
  const query = tx
    .select({ capacity: courses.capacity, sold: courses.soldCount })
    .from(courses)
    .where(eq(courses.id, target.courseId));
  const [row] = lock ? await query.for("update") : await query;
  return row ?? null;
}

/**
 * For the orders module and the cart: locks the course (or slot) row, then counts the active holds, in
 * the caller's transaction. The count is a second statement on purpose: in READ COMMITTED each statement
 * sees what was committed before it began, so it sees the holds of the transaction that held the lock
 * before us; a single SELECT ... FOR UPDATE with the count inside would count with the snapshot taken
 * before it waited for the lock, and oversell.
 */
export async function lockPlaces(
  tx: Db,
  target: PlacesTarget,
  options: LockOptions = {},
): Promise<PlacesCount | null> {
  const row = await lockRow(tx, target, options);
  if (!row) return null;
  return { ...row, held: await countHeld(tx, target, options) };
}

export const placesLeftOf = (count: PlacesCount) => Math.max(0, count.capacity - count.sold - count.held);

/** Places left now on a course (or one of its slots), without locking; null when there is no such row. */
export async function placesLeft(db: Db, courseId: string, slotId?: string | null) {
  const count = await lockPlaces(db, { courseId, slotId }, { lock: false });
  return count ? placesLeftOf(count) : null;
}

/** The places actively held on each slot of a course (slot id -> places), for the course page. */
export async function heldBySlot(db: Db, courseId: string) {
  const rows = await db
    .select({
      slotId: cartItems.slotId,
      held: sql<number>`coalesce(sum(${cartItems.quantity}), 0)`.mapWith(Number),
    })
    .from(cartItems)
    .where(and(eq(cartItems.courseId, courseId), gt(cartItems.heldUntil, sql`now()`)))
    .groupBy(cartItems.slotId);
  return new Map(rows.filter((r) => r.slotId !== null).map((r) => [r.slotId!, r.held]));
}

/** The places actively held on the outer query's course, as a correlated subquery (catalogue cards). */
export const heldOnCourseSql = () =>
  sql<number>`(select coalesce(sum(ci.quantity), 0) from ${cartItems} ci
    where ci.course_id = ${courses.id} and ci.held_until > now())`.mapWith(Number);

/** The places actively held on the outer query's course's slots that have not started (bookable courses). */
export const heldOnUpcomingSlotsSql = () =>
  sql<number>`(select coalesce(sum(ci.quantity), 0) from ${cartItems} ci
    join ${courseSlots} hs on hs.id = ci.slot_id
    where ci.course_id = ${courses.id} and ci.held_until > now() and hs.starts_at > ${nowSql()})`.mapWith(
    Number,
  );

export type HoldInput = {
  userId: string;
  courseId: string;
  slotId: string | null;
  quantity: number;
  attendees: string[];
};

/** `lowered`: the user held more places of the target before (some were freed). */
export type HoldResult = { ok: true; itemId: string; lowered: boolean } | { ok: false; placesLeft: number };

/**
 * Takes the user's hold of `quantity` places on a course (or slot), in the caller's transaction: lock the
 * row, find the user's item of the same course and slot (its old quantity is replaced, so it does not
 * count), count the others' active holds, then insert or update. A hold lives 20 minutes from when it was
 * placed: an item still held keeps its `held_until` whatever its new quantity, so adding it again or
 * replacing the cart never renews it; a new or expired item is held until now + 20 minutes.
 * Answers the places left when there are not enough; null when the course or slot does not exist.
 */
export async function takeHold(tx: Db, input: HoldInput, options: { lock?: boolean } = {}) {
  const target = { courseId: input.courseId, slotId: input.slotId };
  const row = await lockRow(tx, target, options);
  if (!row) return null;
  const [existing] = await tx
    .select({
      id: cartItems.id,
      quantity: cartItems.quantity,
      live: sql<boolean>`${cartItems.heldUntil} > now()`,
    })
    .from(cartItems)
    .where(
      and(
        eq(cartItems.userId, input.userId),
        eq(cartItems.courseId, input.courseId),
        input.slotId ? eq(cartItems.slotId, input.slotId) : isNull(cartItems.slotId),
      ),
    );
  const held = await countHeld(tx, target, { excludeItemIds: existing ? [existing.id] : [] });
  const left = placesLeftOf({ ...row, held });
  if (input.quantity > left) return { ok: false, placesLeft: left } satisfies HoldResult;
  const heldUntil = sql`now() + ${sql.raw(`interval '${cartHoldMinutes} minutes'`)}`;
  if (existing) {
    await tx
      .update(cartItems)
      .set({
        quantity: input.quantity,
        attendees: input.attendees,
        heldUntil: sql`case when ${cartItems.heldUntil} > now() then ${cartItems.heldUntil} else ${heldUntil} end`,
        updatedAt: sql`now()`,
      })
      .where(eq(cartItems.id, existing.id));
    const lowered = existing.live && existing.quantity > input.quantity;
    return { ok: true, itemId: existing.id, lowered } satisfies HoldResult;
  }
  const [created] = await tx
    .insert(cartItems)
    .values({
      userId: input.userId,
      courseId: input.courseId,
      slotId: input.slotId,
      quantity: input.quantity,
      attendees: input.attendees,
      heldUntil,
    })
    .returning({ id: cartItems.id });
  return { ok: true, itemId: created!.id, lowered: false } satisfies HoldResult;
}

/**
 * Serializes the cart writes and checkout decisions of one buyer (on any number of processes) until the
 * transaction ends, so the places they hold in all are counted and changed by one request at a time, and
 * a checkout sees a cart no other request is changing (CHECKOUT-ONCE). An advisory lock, not a row lock:
 * the users table belongs to the users module. Taken before any course (or slot) row; never outlives a
 * crashed process.
 */
export async function lockBuyer(tx: Db, userId: string) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`cart:${userId}`}, 0))`);
}

/** The places a buyer holds now in all their valid holds, except those of one course (or slot). */
export async function countHeldByBuyer(tx: Db, userId: string, except?: PlacesTarget) {
  const sameTarget = except
    ? and(
        eq(cartItems.courseId, except.courseId),
        except.slotId ? eq(cartItems.slotId, except.slotId) : isNull(cartItems.slotId),
      )
    : undefined;
  const [row] = await tx
    .select({ held: sql<number>`coalesce(sum(${cartItems.quantity}), 0)`.mapWith(Number) })
    .from(cartItems)
    .where(
      and(
        eq(cartItems.userId, userId),
        gt(cartItems.heldUntil, sql`now()`),
        sameTarget ? sql`not (${sameTarget})` : undefined,
      ),
    );
  return row?.held ?? 0;
}
