import { ownedOrderStates } from "@kursove/contracts/domain/order-states";
import { and, asc, count, eq, inArray, or, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import {
  courseSessions,
  courseSlots,
  courses,
  instructors,
  orderItems,
  orders,
  providers,
  sessionClockedTimes,
  users,
} from "../../db/schema/index";
import { transliterate } from "../../platform/transliterate";
import { heldBySlot, heldOnCourseSql } from "../seats";

/** Orders that hold a sale (the preamble's list): their items' places are taken. */

const isBookable = sql`'on_demand' = any(${courses.types})`;
const slotSum = (column: SQL) =>
  sql`(select coalesce(sum(${column}), 0) from ${courseSlots} s where s.course_id = ${courses.id})`;
/** a bookable course's capacity is per slot: its places are its slots' */
const capacitySql = sql<number>`(case when ${isBookable} then ${slotSum(sql`s.capacity`)} else ${courses.capacity} end)`;
const soldSql = sql<number>`(case when ${isBookable} then ${slotSum(sql`s.sold_count`)} else ${courses.soldCount} end)`;

const summaryColumns = {
  id: courses.id,
  title: courses.title,
  slug: courses.slug,
  status: courses.status,
  types: courses.types,
  startsAt: courses.startsAt,
  endsAt: courses.endsAt,
  providerId: providers.id,
  providerName: providers.companyName,
  capacity: capacitySql.mapWith(Number),
  sold: soldSql.mapWith(Number),
  held: heldOnCourseSql(),
  sessions:
    sql<number>`(select count(*) from ${courseSessions} cs where cs.course_id = ${courses.id})`.mapWith(
      Number,
    ),
  slots: sql<number>`(select count(*) from ${courseSlots} s where s.course_id = ${courses.id})`.mapWith(
    Number,
  ),
};

export type SummaryFilter = {
  q?: string | undefined;
  providerId?: string | undefined;
  status?: "current" | "upcoming" | "running" | "ended" | "all";
  now: Date;
  /** the admins' list: approved courses only; the provider's: also any other course that has sales */
  scope: "approved" | "with_sales";
};

function summaryWhere(filter: SummaryFilter): SQL {
  const parts: (SQL | undefined)[] = [];
  if (filter.scope === "approved") parts.push(eq(courses.status, "approved"));
  else
    parts.push(
      or(
        eq(courses.status, "approved"),
        sql`exists (select 1 from ${orderItems} oi where oi.course_id = ${courses.id})`,
      ),
    );
  if (filter.providerId) parts.push(eq(courses.providerId, filter.providerId));
  if (filter.q) {
    const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    const raw = likePattern(filter.q);
    // search_text holds the transliterated title, keywords and provider, so Latin input finds Cyrillic
    parts.push(
      sql`(${courses.title} ilike ${raw} or ${providers.companyName} ilike ${raw} or ${courses.searchText} ilike ${likePattern(transliterate(filter.q))})`,
    );
  }
  const now = sql`${filter.now.toISOString()}::timestamptz`;
  if (filter.status === "current") parts.push(sql`(${courses.endsAt} is null or ${courses.endsAt} > ${now})`);
  if (filter.status === "upcoming") parts.push(sql`${courses.startsAt} > ${now}`);
  if (filter.status === "running")
    parts.push(
      sql`${courses.startsAt} <= ${now} and (${courses.endsAt} is null or ${courses.endsAt} > ${now})`,
    );
  if (filter.status === "ended") parts.push(sql`${courses.endsAt} <= ${now}`);
  return and(...parts)!;
}

/** A page of courses with their places, soonest start first and undated ones last. */
export async function listSummaries(db: Db, filter: SummaryFilter, page: number, perPage: number) {
  const where = summaryWhere(filter);
  const rows = await db
    .select(summaryColumns)
    .from(courses)
    .innerJoin(providers, eq(providers.id, courses.providerId))
    .where(where)
    .orderBy(sql`${courses.startsAt} asc nulls last`, asc(courses.title), asc(courses.id))
    .limit(perPage)
    .offset((page - 1) * perPage);
  const [totals] = await db
    .select({
      n: count(),
      capacity: sql<number>`coalesce(sum(${capacitySql}), 0)`.mapWith(Number),
      sold: sql<number>`coalesce(sum(${soldSql}), 0)`.mapWith(Number),
      held: sql<number>`coalesce(sum(${heldOnCourseSql()}), 0)`.mapWith(Number),
    })
    .from(courses)
    .innerJoin(providers, eq(providers.id, courses.providerId))
    .where(where);
  return { rows, totals: totals ?? { n: 0, capacity: 0, sold: 0, held: 0 } };
}

/** One course with its places, whatever its status; undefined when there is none. */
export async function findSummary(db: Db, courseId: string) {
  const [row] = await db
    .select(summaryColumns)
    .from(courses)
    .innerJoin(providers, eq(providers.id, courses.providerId))
    .where(eq(courses.id, courseId))
    .limit(1);
  return row;
}

export type SummaryRow = NonNullable<Awaited<ReturnType<typeof findSummary>>>;

/** Providers that have approved courses, by name (the admins' filter). */
export function listProvidersWithCourses(db: Db) {
  return db
    .selectDistinct({ id: providers.id, name: providers.companyName })
    .from(providers)
    .innerJoin(courses, and(eq(courses.providerId, providers.id), eq(courses.status, "approved")))
    .orderBy(asc(providers.companyName), asc(providers.id));
}

/** The course's sessions in order, with the instructor's name. */
export function listSessions(db: Db, courseId: string) {
  return db
    .select({
      id: courseSessions.id,
      title: courseSessions.title,
      startsAt: courseSessions.startsAt,
      endsAt: courseSessions.endsAt,
      durationMinutes: courseSessions.durationMinutes,
      instructor: instructors.name,
    })
    .from(courseSessions)
    .leftJoin(instructors, eq(instructors.id, courseSessions.instructorId))
    .where(eq(courseSessions.courseId, courseId))
    .orderBy(asc(courseSessions.startsAt), asc(courseSessions.position), asc(courseSessions.id));
}

/** Time clocked by lectors in the course's sessions (session_clocked_times), with the lector's name. */
export function listClockedTimes(db: Db, courseId: string) {
  return db
    .select({
      sessionId: sessionClockedTimes.sessionId,
      minutes: sessionClockedTimes.minutes,
      note: sessionClockedTimes.note,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(sessionClockedTimes)
    .innerJoin(courseSessions, eq(courseSessions.id, sessionClockedTimes.sessionId))
    .innerJoin(users, eq(users.id, sessionClockedTimes.lectorUserId))
    .where(eq(courseSessions.courseId, courseId))
    .orderBy(asc(users.firstName), asc(users.lastName), asc(users.id));
}

/** The course's slots in order, with the places actively held on each. */
export async function listSlots(db: Db, courseId: string) {
  const [rows, held] = await Promise.all([
    db
      .select()
      .from(courseSlots)
      .where(eq(courseSlots.courseId, courseId))
      .orderBy(asc(courseSlots.startsAt), asc(courseSlots.id)),
    heldBySlot(db, courseId),
  ]);
  return rows.map((slot) => ({ ...slot, held: held.get(slot.id) ?? 0 }));
}

/**
 * The course's sold order items with their buyer: orders that hold a sale, without the items refunded in
 * full or whose booking the provider refused. By slot (undated first), then by payment.
 */
export function listAttendees(db: Db, courseId: string) {
  return db
    .select({
      orderId: orders.id,
      orderNumber: orders.number,
      status: orders.status,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      names: orderItems.attendees,
      quantity: orderItems.quantity,
      bookingStatus: orderItems.bookingStatus,
      slotStartsAt: courseSlots.startsAt,
    })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .innerJoin(users, eq(users.id, orders.userId))
    .leftJoin(courseSlots, eq(courseSlots.id, orderItems.slotId))
    .where(
      and(
        eq(orderItems.courseId, courseId),
        inArray(orders.status, [...ownedOrderStates]),
        sql`not (${orderItems.total} > 0 and ${orderItems.refunded} >= ${orderItems.total})`,
        sql`${orderItems.bookingStatus} <> 'refused'`,
      ),
    )
    .orderBy(
      sql`${courseSlots.startsAt} asc nulls first`,
      sql`coalesce(${orders.paidAt}, ${orders.createdAt})`,
      asc(orders.number),
      asc(orderItems.id),
    );
}
