import { placeTakingOrderStates } from "@kursove/contracts/domain/order-states";
import { and, asc, count, desc, eq, inArray, max, min, ne, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import {
  categories,
  cities,
  courseModules,
  courseSessions,
  courseSlots,
  courses,
  instructors,
  orderItems,
  orders,
} from "../../db/schema/index";

export const coursePageSize = 20;
export type CourseRow = typeof courses.$inferSelect;
export type CourseValues = Partial<typeof courses.$inferInsert>;

export async function findCourse(db: Db, id: string) {
  const [row] = await db.select().from(courses).where(eq(courses.id, id)).limit(1);
  return row;
}

/** A provider's course that is not deleted. */
export async function findOwnCourse(db: Db, providerId: string, id: string) {
  const [row] = await db
    .select()
    .from(courses)
    .where(and(eq(courses.id, id), eq(courses.providerId, providerId), ne(courses.status, "deleted")))
    .limit(1);
  return row;
}

/** One page of a provider's courses (deleted ones only when asked for), latest edited first. */
export async function listOwnCourses(db: Db, providerId: string, status: string | undefined, page: number) {
  const where = and(
    eq(courses.providerId, providerId),
    status ? eq(courses.status, status) : ne(courses.status, "deleted"),
  );
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(courses)
      .where(where)
      .orderBy(desc(courses.updatedAt), asc(courses.id))
      .limit(coursePageSize)
      .offset((page - 1) * coursePageSize),
    db.select({ n: count() }).from(courses).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export async function insertCourse(db: Db, values: typeof courses.$inferInsert) {
  const [row] = await db.insert(courses).values(values).returning();
  return row!;
}

export async function updateCourse(db: Db, id: string, values: CourseValues) {
  await db
    .update(courses)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(courses.id, id));
}

/**
 * Locks the course row and answers its sold places: a sale confirmed meanwhile waits for the caller's
 * transaction, or is counted here, so a lower capacity is checked against the places really sold.
 */
export async function lockCourseSold(db: Db, id: string) {
  const [row] = await db
    .select({ sold: courses.soldCount })
    .from(courses)
    .where(eq(courses.id, id))
    .for("update");
  return row?.sold ?? 0;
}

/** Whether any order, of whatever state, has an item of the given slots (its history names the hour). */
export async function slotsInOrders(db: Db, slotIds: string[]) {
  if (slotIds.length === 0) return false;
  const [row] = await db
    .select({ id: orderItems.id })
    .from(orderItems)
    .where(inArray(orderItems.slotId, slotIds))
    .limit(1);
  return Boolean(row);
}

/** Locks the given slot rows (in id order, as sales lock them) and answers their sold places by id. */
export async function lockSlotsSold(db: Db, ids: string[]) {
  if (ids.length === 0) return new Map<string, number>();
  const rows = await db
    .select({ id: courseSlots.id, sold: courseSlots.soldCount })
    .from(courseSlots)
    .where(inArray(courseSlots.id, ids))
    .orderBy(asc(courseSlots.id))
    .for("update");
  return new Map(rows.map((r) => [r.id, r.sold]));
}

/** Moves a course to a status only from the given ones; answers the row, or none when it was not. */
export async function moveCourse(
  db: Db,
  id: string,
  from: string[],
  values: CourseValues & { status: string },
) {
  const [row] = await db
    .update(courses)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(courses.id, id), inArray(courses.status, from)))
    .returning();
  return row;
}

/** The modules of a course with their sessions, in order. */
export async function loadProgramme(db: Db, courseId: string) {
  const [modules, sessions, slots] = await Promise.all([
    db
      .select()
      .from(courseModules)
      .where(eq(courseModules.courseId, courseId))
      .orderBy(asc(courseModules.position)),
    db
      .select()
      .from(courseSessions)
      .where(eq(courseSessions.courseId, courseId))
      .orderBy(asc(courseSessions.position), asc(courseSessions.startsAt)),
    db
      .select()
      .from(courseSlots)
      .where(eq(courseSlots.courseId, courseId))
      .orderBy(asc(courseSlots.startsAt)),
  ]);
  const booked = await bookedHourIds(db, {
    sessionIds: sessions.map((x) => x.id),
    slotIds: slots.map((x) => x.id),
  });
  return { modules, sessions, slots, booked };
}

/**
 * The ids among the given sessions and slots that have bookings (BOOKED-HOUR-FIXED: a booked hour cannot be
 * changed). A session is booked when its course has an order item in a live order; a slot when an item
 * booked that slot.
 */
export async function bookedHourIds(
  db: Db,
  hours: { sessionIds: string[]; slotIds: string[] },
): Promise<Set<string>> {
  const booked = new Set<string>();
  if (hours.sessionIds.length > 0) {
    const rows = await db
      .selectDistinct({ id: courseSessions.id })
      .from(courseSessions)
      .innerJoin(orderItems, eq(orderItems.courseId, courseSessions.courseId))
      .innerJoin(orders, eq(orders.id, orderItems.orderId))
      .where(
        and(
          inArray(courseSessions.id, hours.sessionIds),
          inArray(orders.status, [...placeTakingOrderStates]),
        ),
      );
    for (const r of rows) booked.add(r.id);
  }
  if (hours.slotIds.length > 0) {
    const rows = await db
      .selectDistinct({ id: orderItems.slotId })
      .from(orderItems)
      .innerJoin(orders, eq(orders.id, orderItems.orderId))
      .where(
        and(inArray(orderItems.slotId, hours.slotIds), inArray(orders.status, [...placeTakingOrderStates])),
      );
    for (const r of rows) if (r.id) booked.add(r.id);
  }
  return booked;
}

/** Keeps courses.starts_at / ends_at in step with the first and last session or slot. */
export async function refreshCourseDates(db: Db, courseId: string) {
  const [[s], [t]] = await Promise.all([
    db
      .select({ first: min(courseSessions.startsAt), last: max(courseSessions.endsAt) })
      .from(courseSessions)
      .where(eq(courseSessions.courseId, courseId)),
    db
      .select({ first: min(courseSlots.startsAt), last: max(courseSlots.endsAt) })
      .from(courseSlots)
      .where(eq(courseSlots.courseId, courseId)),
  ]);
  const firsts = [s?.first, t?.first].filter((d): d is Date => !!d);
  const lasts = [s?.last, t?.last].filter((d): d is Date => !!d);
  const startsAt = firsts.length ? new Date(Math.min(...firsts.map((d) => new Date(d).getTime()))) : null;
  const endsAt = lasts.length ? new Date(Math.max(...lasts.map((d) => new Date(d).getTime()))) : null;
  await updateCourse(db, courseId, { startsAt, endsAt });
}

export async function findCategory(db: Db, id: number) {
  const [row] = await db.select().from(categories).where(eq(categories.id, id)).limit(1);
  return row;
}

export async function cityExists(db: Db, id: number) {
  const [row] = await db.select({ id: cities.id }).from(cities).where(eq(cities.id, id)).limit(1);
  return !!row;
}

/** The ids of a provider's instructors. */
export async function instructorIdsOf(db: Db, providerId: string) {
  const rows = await db
    .select({ id: instructors.id })
    .from(instructors)
    .where(eq(instructors.providerId, providerId));
  return new Set(rows.map((r) => r.id));
}

export const programmeTables = { courseModules, courseSessions, courseSlots };

/** Whether a slug is taken by any course. */
export async function slugTaken(db: Db, slug: string) {
  const [row] = await db.select({ id: courses.id }).from(courses).where(eq(courses.slug, slug)).limit(1);
  return !!row;
}

/** Approved courses of a newly approved provider go on sale; those never published get the date now. */
export async function publishApprovedCourses(db: Db, providerId: string, now: Date) {
  await db
    .update(courses)
    .set({ publishedAt: now })
    .where(
      and(
        eq(courses.providerId, providerId),
        eq(courses.status, "approved"),
        sql`${courses.publishedAt} is null`,
      ),
    );
}
