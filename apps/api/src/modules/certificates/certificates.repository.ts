import { ownedOrderStates } from "@kursove/contracts/domain/order-states";
import { and, asc, count, desc, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import {
  certificates,
  courseSessions,
  courseSlots,
  courses,
  instructors,
  orderItems,
  orders,
  providers,
  users,
} from "../../db/schema/index";

export type CertificateRow = typeof certificates.$inferSelect;

const isCertification = sql`'certification' = any(${courses.types})`;

/** A certificate by its code, or undefined. */
export async function findByCode(db: Db, code: string): Promise<CertificateRow | undefined> {
  const [row] = await db.select().from(certificates).where(eq(certificates.code, code));
  return row;
}

/** A certificate by its code, locked until the transaction ends. */
export async function lockByCode(tx: Db, code: string): Promise<CertificateRow | undefined> {
  const [row] = await tx.select().from(certificates).where(eq(certificates.code, code)).for("update");
  return row;
}

/** The certificate of an order item, or undefined. */
export async function findByOrderItem(db: Db, orderItemId: string): Promise<CertificateRow | undefined> {
  const [row] = await db.select().from(certificates).where(eq(certificates.orderItemId, orderItemId));
  return row;
}

/** A learner's certificates, newest first, with the course's slug. */
export async function listOfUser(db: Db, userId: string, page: number, pageSize: number) {
  const [total] = await db.select({ n: count() }).from(certificates).where(eq(certificates.userId, userId));
  const rows = await db
    .select({ certificate: certificates, slug: courses.slug })
    .from(certificates)
    .innerJoin(courses, eq(courses.id, certificates.courseId))
    .where(eq(certificates.userId, userId))
    .orderBy(desc(certificates.issuedAt), desc(certificates.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  return { rows, total: total?.n ?? 0 };
}

/** The places bought in a provider's certification courses (owned orders), with their certificates. */
export async function listProviderPlaces(
  db: Db,
  query: { providerId: string; courseId?: string | undefined; page: number; pageSize: number },
) {
  const where = and(
    eq(orderItems.providerId, query.providerId),
    eq(orderItems.bookingStatus, "confirmed"),
    inArray(orders.status, [...ownedOrderStates]),
    isCertification,
    query.courseId ? eq(orderItems.courseId, query.courseId) : undefined,
  );
  const [total] = await db
    .select({ n: count() })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .innerJoin(courses, eq(courses.id, orderItems.courseId))
    .where(where);
  const rows = await db
    .select({
      item: orderItems,
      orderNumber: orders.number,
      slug: courses.slug,
      buyer: { firstName: users.firstName, lastName: users.lastName, email: users.email },
      certificate: certificates,
    })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .innerJoin(courses, eq(courses.id, orderItems.courseId))
    .innerJoin(users, eq(users.id, orders.userId))
    .leftJoin(certificates, eq(certificates.orderItemId, orderItems.id))
    .where(where)
    .orderBy(desc(orders.paidAt), desc(orderItems.id))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  return { rows, total: total?.n ?? 0 };
}

/** The provider's courses of the certification type, by title. */
export async function listCertificationCourses(db: Db, providerId: string) {
  return db
    .select({ id: courses.id, title: courses.title })
    .from(courses)
    .where(and(eq(courses.providerId, providerId), isCertification, sql`${courses.status} <> 'deleted'`))
    .orderBy(asc(courses.title));
}

/** An order item with what a certificate needs: its order, course, slot, buyer and provider; locked. */
export async function lockPlace(tx: Db, orderItemId: string) {
  const [row] = await tx
    .select({
      item: orderItems,
      order: { status: orders.status, userId: orders.userId },
      course: { id: courses.id, types: courses.types, startsAt: courses.startsAt },
      slot: { startsAt: courseSlots.startsAt, endsAt: courseSlots.endsAt },
      buyer: {
        firstName: users.firstName,
        lastName: users.lastName,
        email: users.email,
        language: users.language,
      },
      providerName: providers.companyName,
    })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .innerJoin(courses, eq(courses.id, orderItems.courseId))
    .innerJoin(users, eq(users.id, orders.userId))
    .innerJoin(providers, eq(providers.id, orderItems.providerId))
    .leftJoin(courseSlots, eq(courseSlots.id, orderItems.slotId))
    .where(eq(orderItems.id, orderItemId))
    .for("update", { of: orderItems });
  return row;
}

/** The course's sessions' minutes and their instructors' names, in the programme's order. */
export async function courseHoursAndInstructors(db: Db, courseId: string) {
  const sessions = await db
    .select({ minutes: courseSessions.durationMinutes, instructor: instructors.name })
    .from(courseSessions)
    .leftJoin(instructors, eq(instructors.id, courseSessions.instructorId))
    .where(eq(courseSessions.courseId, courseId))
    .orderBy(asc(courseSessions.startsAt), asc(courseSessions.position));
  const names = [...new Set(sessions.map((s) => s.instructor).filter((n): n is string => !!n))];
  return { minutes: sessions.reduce((sum, s) => sum + s.minutes, 0), instructorNames: names };
}

/** Inserts a certificate unless its order item has one; answers the new row, or undefined. */
export async function insertCertificate(tx: Db, values: typeof certificates.$inferInsert) {
  const [row] = await tx
    .insert(certificates)
    .values(values)
    .onConflictDoNothing({ target: certificates.orderItemId })
    .returning();
  return row;
}

/** Marks a certificate revoked with its reason and cause (the provider, or a refund of the place). */
export async function markRevoked(
  tx: Db,
  id: string,
  revoke: { reason: string; cause: "provider" | "refund"; at: Date },
) {
  const [row] = await tx
    .update(certificates)
    .set({ revokedAt: revoke.at, revokeReason: revoke.reason, revokeCause: revoke.cause })
    .where(and(eq(certificates.id, id), sql`${certificates.revokedAt} is null`))
    .returning();
  return row;
}

/** The valid certificates of these order items, locked until the transaction ends. */
export async function lockValidOfOrderItems(tx: Db, orderItemIds: string[]) {
  if (orderItemIds.length === 0) return [];
  return tx
    .select({ certificate: certificates, refunded: orderItems.refunded, total: orderItems.total })
    .from(certificates)
    .innerJoin(orderItems, eq(orderItems.id, certificates.orderItemId))
    .where(and(inArray(certificates.orderItemId, orderItemIds), sql`${certificates.revokedAt} is null`))
    .orderBy(asc(certificates.id))
    .for("update", { of: certificates });
}

/** The learner a certificate is mailed to: names, address and language. */
export async function findLearner(db: Db, userId: string) {
  const [row] = await db
    .select({
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      language: users.language,
    })
    .from(users)
    .where(eq(users.id, userId));
  return row;
}
