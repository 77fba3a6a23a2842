import { ownedOrderStates } from "@kursove/contracts/domain/order-states";
import { and, asc, eq, gt, inArray, isNotNull, lt, sql } from "drizzle-orm";
import { type Db, queryRows } from "../../db/client";
import {
  calendarFeeds,
  cities,
  courseDocuments,
  courseModules,
  courseSessions,
  courseSlots,
  courses,
  files,
  instructors,
  providerLectors,
  providers,
  reviews,
} from "../../db/schema/index";

/** The columns My Courses, the content page and the calendar need of a course. */
export async function findCourses(db: Db, courseIds: readonly string[]) {
  if (courseIds.length === 0) return [];
  return db
    .select({
      id: courses.id,
      slug: courses.slug,
      title: courses.title,
      description: courses.description,
      overview: courses.overview,
      outcomes: courses.outcomes,
      types: courses.types,
      status: courses.status,
      meetingUrl: courses.meetingUrl,
      address: courses.address,
      cityBg: cities.nameBg,
      cityEn: cities.nameEn,
      startsAt: courses.startsAt,
      endsAt: courses.endsAt,
      videoUrl: courses.videoUrl,
      videoFileId: courses.videoFileId,
      thumbnailId: files.id,
      thumbnailWidth: files.width,
      thumbnailHeight: files.height,
      providerId: providers.id,
      providerSlug: providers.slug,
      providerName: providers.companyName,
      providerOwnerId: providers.ownerUserId,
      documentsCount: sql<number>`(select count(*)::int from ${courseDocuments}
        where ${courseDocuments.courseId} = ${courses.id} and ${courseDocuments.attachedAt} is not null)`.mapWith(
        Number,
      ),
    })
    .from(courses)
    .innerJoin(providers, eq(providers.id, courses.providerId))
    .leftJoin(cities, eq(cities.id, courses.cityId))
    .leftJoin(files, eq(files.id, courses.thumbnailFileId))
    .where(inArray(courses.id, [...courseIds]));
}
export type LearningCourse = Awaited<ReturnType<typeof findCourses>>[number];

/** The sessions of some courses with their module and instructor, in time order. */
export async function findSessions(db: Db, courseIds: readonly string[]) {
  if (courseIds.length === 0) return [];
  return db
    .select({
      id: courseSessions.id,
      courseId: courseSessions.courseId,
      moduleId: courseSessions.moduleId,
      title: courseSessions.title,
      description: courseSessions.description,
      startsAt: courseSessions.startsAt,
      endsAt: courseSessions.endsAt,
      durationMinutes: courseSessions.durationMinutes,
      instructor: instructors.name,
    })
    .from(courseSessions)
    .leftJoin(instructors, eq(instructors.id, courseSessions.instructorId))
    .where(inArray(courseSessions.courseId, [...courseIds]))
    .orderBy(asc(courseSessions.startsAt), asc(courseSessions.position));
}
export type LearningSession = Awaited<ReturnType<typeof findSessions>>[number];

export async function findModules(db: Db, courseId: string) {
  return db
    .select({ id: courseModules.id, title: courseModules.title, description: courseModules.description })
    .from(courseModules)
    .where(eq(courseModules.courseId, courseId))
    .orderBy(asc(courseModules.position));
}

export async function findSlots(db: Db, slotIds: readonly string[]) {
  if (slotIds.length === 0) return [];
  return db
    .select({
      id: courseSlots.id,
      courseId: courseSlots.courseId,
      startsAt: courseSlots.startsAt,
      endsAt: courseSlots.endsAt,
    })
    .from(courseSlots)
    .where(inArray(courseSlots.id, [...slotIds]))
    .orderBy(asc(courseSlots.startsAt));
}

/** Course ids among `courseIds` the user has reviewed. */
export async function findReviewedCourseIds(db: Db, userId: string, courseIds: readonly string[]) {
  if (courseIds.length === 0) return new Set<string>();
  const rows = await db
    .select({ courseId: reviews.courseId })
    .from(reviews)
    .where(and(eq(reviews.userId, userId), inArray(reviews.courseId, [...courseIds])));
  return new Set(rows.map((r) => r.courseId));
}

export async function isAcceptedLector(db: Db, providerId: string, userId: string) {
  const [row] = await db
    .select({ id: providerLectors.id })
    .from(providerLectors)
    .where(
      and(
        eq(providerLectors.providerId, providerId),
        eq(providerLectors.lectorUserId, userId),
        eq(providerLectors.status, "accepted"),
      ),
    )
    .limit(1);
  return !!row;
}

/** The attached documents of a course with their file's type and size. */
export async function findAttachedDocuments(db: Db, courseId: string) {
  return db
    .select({
      id: courseDocuments.id,
      label: courseDocuments.label,
      description: courseDocuments.description,
      fileName: courseDocuments.fileName,
      mime: files.mime,
      size: files.size,
    })
    .from(courseDocuments)
    .innerJoin(files, eq(files.id, courseDocuments.fileId))
    .where(and(eq(courseDocuments.courseId, courseId), isNotNull(courseDocuments.attachedAt)))
    .orderBy(asc(courseDocuments.position), asc(courseDocuments.createdAt));
}

export async function isAttachedDocument(db: Db, courseId: string, documentId: string) {
  const [row] = await db
    .select({ id: courseDocuments.id })
    .from(courseDocuments)
    .where(
      and(
        eq(courseDocuments.courseId, courseId),
        eq(courseDocuments.id, documentId),
        isNotNull(courseDocuments.attachedAt),
      ),
    );
  return !!row;
}

export async function findVideoFile(db: Db, fileId: string) {
  const [row] = await db
    .select({ id: files.id, mime: files.mime, storageKey: files.storageKey })
    .from(files)
    .where(eq(files.id, fileId));
  return row;
}

/** Sessions (of the given courses) and slots (by id) overlapping [from, to). */
export async function findSessionsBetween(db: Db, courseIds: readonly string[], from: Date, to: Date) {
  if (courseIds.length === 0) return [];
  return db
    .select({
      id: courseSessions.id,
      courseId: courseSessions.courseId,
      title: courseSessions.title,
      startsAt: courseSessions.startsAt,
      endsAt: courseSessions.endsAt,
    })
    .from(courseSessions)
    .where(
      and(
        inArray(courseSessions.courseId, [...courseIds]),
        lt(courseSessions.startsAt, to),
        gt(courseSessions.endsAt, from),
      ),
    )
    .orderBy(asc(courseSessions.startsAt));
}

export async function findFeed(db: Db, userId: string) {
  const [row] = await db.select().from(calendarFeeds).where(eq(calendarFeeds.userId, userId));
  return row;
}

/** Stores a new feed token's hash in place of the user's previous one. */
export async function replaceFeed(db: Db, userId: string, tokenHash: string, now: Date) {
  await db
    .insert(calendarFeeds)
    .values({ userId, tokenHash, createdAt: now, lastUsedAt: null })
    .onConflictDoUpdate({
      target: calendarFeeds.userId,
      set: { tokenHash, createdAt: now, lastUsedAt: null },
    });
}

export async function deleteFeed(db: Db, userId: string) {
  await db.delete(calendarFeeds).where(eq(calendarFeeds.userId, userId));
}

/** The user of a feed token's hash, marking the feed as used. */
export async function useFeed(db: Db, tokenHash: string, now: Date) {
  const [row] = await db
    .update(calendarFeeds)
    .set({ lastUsedAt: now })
    .where(eq(calendarFeeds.tokenHash, tokenHash))
    .returning({ userId: calendarFeeds.userId });
  return row?.userId;
}

/**
 * Owned items with a session (bought without a slot) or a booked slot starting in (from, to], one row
 * per learner and session or slot: what the day-before reminders tell about.
 */
export async function findSessionsStartingBetween(db: Db, from: Date, to: Date) {
  const f = from.toISOString();
  const t = to.toISOString();
  const statuses = sql.join(
    ownedOrderStates.map((status) => sql`${status}`),
    sql`, `,
  );
  // the same rule as ownedItemCondition, over the aliases of this query
  const owned = sql`o.status in (${statuses})
    and i.booking_status <> 'refused' and i.refunded < i.total`;
  const rows = await queryRows<{
    user_id: string;
    course_id: string;
    course_title: string;
    session_id: string;
    session_title: string | null;
    starts_at: string | Date;
  }>(
    db,
    sql`
    select distinct o.user_id, c.id as course_id, c.title as course_title, s.id as session_id,
      s.title as session_title, s.starts_at
    from order_items i
    join orders o on o.id = i.order_id
    join courses c on c.id = i.course_id
    join course_sessions s on s.course_id = c.id
    where i.slot_id is null and ${owned}
      and s.starts_at > ${f}::timestamptz and s.starts_at <= ${t}::timestamptz
    union
    select distinct o.user_id, c.id, c.title, sl.id, null, sl.starts_at
    from order_items i
    join orders o on o.id = i.order_id
    join courses c on c.id = i.course_id
    join course_slots sl on sl.id = i.slot_id
    where ${owned}
      and sl.starts_at > ${f}::timestamptz and sl.starts_at <= ${t}::timestamptz`,
  );
  return rows.map((r) => ({
    userId: r.user_id,
    courseId: r.course_id,
    courseTitle: r.course_title,
    sessionId: r.session_id,
    sessionTitle: r.session_title,
    startsAt: new Date(r.starts_at),
  }));
}
