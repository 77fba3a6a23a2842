import { ownedOrderStates } from "@kursove/contracts/domain/order-states";
import { and, eq, inArray, lt, ne, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { courseSlots, courses, orderItems, orders } from "../../db/schema/index";
import { now as clockNow } from "../../platform/clock";

/**
 * What counts as bought: an item of an order that was paid and is not taken back — the order
 * is paid, completed, partially refunded or being refunded, the booking was not refused and the item
 * is not refunded in full. A refunded, annulled or canceled order gives no access.
 */
export const ownedItemCondition = (): SQL =>
  and(
    inArray(orders.status, [...ownedOrderStates]),
    ne(orderItems.bookingStatus, "refused"),
    lt(orderItems.refunded, orderItems.total),
  ) as SQL;

export type CourseTiming = "future" | "ongoing" | "past";

/**
 * COURSE-TIMING for one learner: future before the first session (or the booked slot) starts,
 * ongoing until the last one ends, past after. A course without dates (recorded video) is ongoing while
 * access lasts, and access to a bought recording does not end.
 */
export function timingOf(startsAt: Date | null, endsAt: Date | null, now = clockNow()): CourseTiming {
  if (!startsAt) return "ongoing";
  if (now < startsAt) return "future";
  if (endsAt && now >= endsAt) return "past";
  return "ongoing";
}

export type OwnedItem = {
  itemId: string;
  orderId: string;
  orderNumber: string;
  courseId: string;
  slotId: string | null;
  quantity: number;
  /** the booked slot's dates, else the course's first session start and last session end */
  startsAt: Date | null;
  endsAt: Date | null;
};

/** The items a learner owns, of one course or of all; newest order first. */
export async function ownedItems(db: Db, userId: string, courseId?: string): Promise<OwnedItem[]> {
  const rows = await db
    .select({
      itemId: orderItems.id,
      orderId: orders.id,
      orderNumber: orders.number,
      courseId: orderItems.courseId,
      slotId: orderItems.slotId,
      quantity: orderItems.quantity,
      startsAt: sql<Date | null>`coalesce(${courseSlots.startsAt}, ${courses.startsAt})`.mapWith((v) =>
        v ? new Date(v) : null,
      ),
      endsAt: sql<Date | null>`coalesce(${courseSlots.endsAt}, ${courses.endsAt})`.mapWith((v) =>
        v ? new Date(v) : null,
      ),
    })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .innerJoin(courses, eq(courses.id, orderItems.courseId))
    .leftJoin(courseSlots, eq(courseSlots.id, orderItems.slotId))
    .where(
      and(
        eq(orders.userId, userId),
        ownedItemCondition(),
        courseId ? eq(orderItems.courseId, courseId) : undefined,
      ),
    )
    .orderBy(sql`${orders.createdAt} desc`);
  return rows;
}

/** Whether the learner owns the course now (any live item of it). */
export async function ownsCourse(db: Db, userId: string, courseId: string) {
  const [row] = await db
    .select({ id: orderItems.id })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(and(eq(orders.userId, userId), eq(orderItems.courseId, courseId), ownedItemCondition()))
    .limit(1);
  return !!row;
}

/**
 * Rating opens once the learner's course has started: the earliest start among the learner's
 * items (a slot's or the course's); a course without dates may be rated once bought.
 */
export function hasStarted(items: readonly Pick<OwnedItem, "startsAt">[], now = clockNow()) {
  return items.some((i) => !i.startsAt || i.startsAt <= now);
}

/** The learners who own a course now (a live item of a paid order), each once. */
export async function findBuyerIds(db: Db, courseId: string) {
  const rows = await db
    .selectDistinct({ userId: orders.userId })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(and(eq(orderItems.courseId, courseId), ownedItemCondition()));
  return rows.map((r) => r.userId);
}

/** The first order of the user with a live item of the course, for the link of a notice. */
export async function findOwningOrderId(db: Db, userId: string, courseId: string) {
  const [row] = await db
    .select({ id: orders.id })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(and(eq(orders.userId, userId), eq(orderItems.courseId, courseId), ownedItemCondition()))
    .orderBy(sql`${orders.createdAt} desc`)
    .limit(1);
  return row?.id ?? null;
}
