import { ownedOrderStates } from "@kursove/contracts/domain/order-states";
import { and, asc, count, desc, eq, inArray, lte, ne, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { courseSessions, courses, orderItems, orders, sessionAttendance, users } from "../../db/schema/index";

const sessionColumns = {
  id: courseSessions.id,
  title: courseSessions.title,
  startsAt: courseSessions.startsAt,
  endsAt: courseSessions.endsAt,
  courseId: courses.id,
  courseSlug: courses.slug,
  courseTitle: courses.title,
  providerId: courses.providerId,
};

/** A session of a course with its provider, or undefined (deleted courses have none). */
export async function findSession(db: Db, sessionId: string) {
  const [row] = await db
    .select(sessionColumns)
    .from(courseSessions)
    .innerJoin(courses, eq(courses.id, courseSessions.courseId))
    .where(and(eq(courseSessions.id, sessionId), ne(courses.status, "deleted")));
  return row;
}
export type SessionRow = NonNullable<Awaited<ReturnType<typeof findSession>>>;

/** A paid place: an owned order, a confirmed booking, not refunded in full. */
const isPaidPlace = and(
  inArray(orders.status, [...ownedOrderStates]),
  eq(orderItems.bookingStatus, "confirmed"),
  sql`${orderItems.refunded} < ${orderItems.total}`,
);

/** The paid places of a course with their learners and their marks in one session, by learner. */
export async function listPlacesOfSession(db: Db, courseId: string, sessionId: string) {
  const marker = sql<string | null>`(select trim(${users.firstName} || ' ' || ${users.lastName})
    from ${users} where ${users.id} = ${sessionAttendance.markedByUserId})`;
  return db
    .select({
      orderItemId: orderItems.id,
      orderNumber: orders.number,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      present: sessionAttendance.present,
      markedAt: sessionAttendance.markedAt,
      markedBy: marker,
    })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .innerJoin(users, eq(users.id, orders.userId))
    .leftJoin(
      sessionAttendance,
      and(eq(sessionAttendance.orderItemId, orderItems.id), eq(sessionAttendance.sessionId, sessionId)),
    )
    .where(and(eq(orderItems.courseId, courseId), isPaidPlace))
    .orderBy(asc(users.lastName), asc(users.firstName), asc(orderItems.id));
}

/** The ids among these that are paid places of the course, locked against a refund meanwhile. */
export async function lockPaidPlaces(tx: Db, courseId: string, ids: string[]) {
  const rows = await tx
    .select({ id: orderItems.id })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(and(inArray(orderItems.id, ids), eq(orderItems.courseId, courseId), isPaidPlace))
    .orderBy(asc(orderItems.id))
    .for("update", { of: orderItems });
  return new Set(rows.map((r) => r.id));
}

/**
 * Saves a mark; the same mark again leaves the row (and who marked it when) as it was, so marking twice
 * is marking once.
 */
export async function saveMark(
  tx: Db,
  values: { sessionId: string; orderItemId: string; present: boolean; userId: string; at: Date },
) {
  await tx
    .insert(sessionAttendance)
    .values({
      sessionId: values.sessionId,
      orderItemId: values.orderItemId,
      present: values.present,
      markedByUserId: values.userId,
      markedAt: values.at,
    })
    .onConflictDoUpdate({
      target: [sessionAttendance.sessionId, sessionAttendance.orderItemId],
      set: { present: values.present, markedByUserId: values.userId, markedAt: values.at },
      setWhere: sql`${sessionAttendance.present} is distinct from excluded.present`,
    });
}

/** Started sessions of a provider's courses, latest first, with their places, marks and presences. */
export async function listStartedSessions(
  db: Db,
  options: { providerId: string; courseId?: string | undefined; now: Date; page: number; perPage: number },
) {
  const where = and(
    eq(courses.providerId, options.providerId),
    ne(courses.status, "deleted"),
    lte(courseSessions.startsAt, options.now),
    options.courseId ? eq(courses.id, options.courseId) : undefined,
  );
  const places = sql<number>`(select count(*)::int from ${orderItems}
    inner join ${orders} on ${orders.id} = ${orderItems.orderId}
    where ${orderItems.courseId} = ${courses.id} and ${isPaidPlace})`;
  const marks = (onlyPresent: boolean) => sql<number>`(select count(*)::int from ${sessionAttendance}
    inner join ${orderItems} on ${orderItems.id} = ${sessionAttendance.orderItemId}
    inner join ${orders} on ${orders.id} = ${orderItems.orderId}
    where ${sessionAttendance.sessionId} = ${courseSessions.id} and ${isPaidPlace}
    ${onlyPresent ? sql`and ${sessionAttendance.present}` : sql``})`;
  const rows = await db
    .select({ ...sessionColumns, places, marked: marks(false), present: marks(true) })
    .from(courseSessions)
    .innerJoin(courses, eq(courses.id, courseSessions.courseId))
    .where(where)
    .orderBy(desc(courseSessions.startsAt), asc(courseSessions.id))
    .limit(options.perPage)
    .offset((options.page - 1) * options.perPage);
  const [total] = await db
    .select({ n: count() })
    .from(courseSessions)
    .innerJoin(courses, eq(courses.id, courseSessions.courseId))
    .where(where);
  return { rows, total: total?.n ?? 0 };
}

/** The provider's courses that have sessions, by title. */
export async function listCoursesWithSessions(db: Db, providerId: string) {
  return db
    .selectDistinct({ id: courses.id, title: courses.title })
    .from(courses)
    .innerJoin(courseSessions, eq(courseSessions.courseId, courses.id))
    .where(and(eq(courses.providerId, providerId), ne(courses.status, "deleted")))
    .orderBy(asc(courses.title), asc(courses.id));
}

/** Per course: its sessions and those begun by `now`. */
export async function countSessions(db: Db, courseIds: string[], now: Date) {
  if (courseIds.length === 0) return [];
  return db
    .select({
      courseId: courseSessions.courseId,
      sessions: sql<number>`count(*)::int`,
      held: sql<number>`(count(*) filter (where ${courseSessions.startsAt} <= ${now.toISOString()}::timestamptz))::int`,
    })
    .from(courseSessions)
    .where(inArray(courseSessions.courseId, courseIds))
    .groupBy(courseSessions.courseId);
}

/** Per place: its present and absent marks in sessions begun by `now`. */
export async function countMarks(db: Db, orderItemIds: string[], now: Date) {
  if (orderItemIds.length === 0) return [];
  return db
    .select({
      orderItemId: sessionAttendance.orderItemId,
      attended: sql<number>`(count(*) filter (where ${sessionAttendance.present}))::int`,
      absent: sql<number>`(count(*) filter (where not ${sessionAttendance.present}))::int`,
    })
    .from(sessionAttendance)
    .innerJoin(courseSessions, eq(courseSessions.id, sessionAttendance.sessionId))
    .where(and(inArray(sessionAttendance.orderItemId, orderItemIds), lte(courseSessions.startsAt, now)))
    .groupBy(sessionAttendance.orderItemId);
}
