import { and, asc, count, eq, inArray, isNull, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { courseSlots, courses, providers, users, waitlistEntries } from "../../db/schema/index";
import { isPublicCourse } from "../catalog";

export const providerWaitlistPageSize = 20;

export type WaitlistTarget = { courseId: string; slotId: string | null };

const sameTarget = (target: WaitlistTarget): SQL =>
  and(
    eq(waitlistEntries.courseId, target.courseId),
    target.slotId ? eq(waitlistEntries.slotId, target.slotId) : isNull(waitlistEntries.slotId),
  )!;

const active = sql`${waitlistEntries.status} in ('waiting', 'offered')`;

/** The outer entry's place among the waiting entries of its course (hour), 1 being next; null unless waiting. */
const positionSql = sql<number | null>`case when ${waitlistEntries.status} = 'waiting' then (
    select count(*) from waitlist_entries w
    where w.course_id = waitlist_entries.course_id
      and w.slot_id is not distinct from waitlist_entries.slot_id
      and w.status = 'waiting'
      and (w.created_at, w.id) <= (waitlist_entries.created_at, waitlist_entries.id)
  ) end`.mapWith((v) => (v === null ? null : Number(v)));

/** A public course, with what decides whether it sells now (the cart's rule). */
export async function findPublicCourse(db: Db, courseId: string) {
  const [row] = await db
    .select({
      id: courses.id,
      title: courses.title,
      slug: courses.slug,
      types: courses.types,
      startsAt: courses.startsAt,
      lastSellDate: courses.lastSellDate,
      payoutsEnabled: providers.paymentPayoutsEnabled,
    })
    .from(courses)
    .innerJoin(providers, eq(providers.id, courses.providerId))
    .where(and(eq(courses.id, courseId), isPublicCourse));
  return row;
}

export async function findSlot(db: Db, slotId: string) {
  const [row] = await db
    .select({ id: courseSlots.id, courseId: courseSlots.courseId, startsAt: courseSlots.startsAt })
    .from(courseSlots)
    .where(eq(courseSlots.id, slotId));
  return row;
}

/** Adds a waiting entry unless the learner has an active one for the target (the partial unique index). */
export async function insertEntry(db: Db, userId: string, target: WaitlistTarget) {
  await db
    .insert(waitlistEntries)
    .values({ userId, courseId: target.courseId, slotId: target.slotId })
    .onConflictDoNothing();
}

/** The learner's active entry for a course (hour), with its position. */
export async function findActiveEntry(db: Db, userId: string, target: WaitlistTarget) {
  const [row] = await db
    .select({ id: waitlistEntries.id, status: waitlistEntries.status, position: positionSql })
    .from(waitlistEntries)
    .where(and(eq(waitlistEntries.userId, userId), sameTarget(target), active));
  return row;
}

/** Ends the learner's waiting entry for a course (hour); an offered place stays in the cart to buy or remove. */
export async function endWaitingEntry(db: Db, userId: string, target: WaitlistTarget) {
  await db
    .update(waitlistEntries)
    .set({ status: "ended", endedReason: "left", updatedAt: sql`now()` })
    .where(and(eq(waitlistEntries.userId, userId), sameTarget(target), active));
}

/** Every active entry of a learner, offers first, then by when they joined. */
export function findUserEntries(db: Db, userId: string) {
  return db
    .select({
      id: waitlistEntries.id,
      status: waitlistEntries.status,
      position: positionSql,
      offeredUntil: waitlistEntries.offeredUntil,
      createdAt: waitlistEntries.createdAt,
      courseId: courses.id,
      courseSlug: courses.slug,
      courseTitle: courses.title,
      slotId: courseSlots.id,
      slotStartsAt: courseSlots.startsAt,
    })
    .from(waitlistEntries)
    .innerJoin(courses, eq(courses.id, waitlistEntries.courseId))
    .leftJoin(courseSlots, eq(courseSlots.id, waitlistEntries.slotId))
    .where(and(eq(waitlistEntries.userId, userId), active))
    .orderBy(sql`${waitlistEntries.status} = 'waiting'`, asc(waitlistEntries.createdAt))
    .limit(200);
}

/** A course of the provider (any state but removed), or undefined: another provider's is not found. */
export async function findOwnCourse(db: Db, providerId: string, courseId: string) {
  const [row] = await db
    .select({ id: courses.id, title: courses.title })
    .from(courses)
    .where(and(eq(courses.id, courseId), eq(courses.providerId, providerId)));
  return row;
}

/** One page of a course's active entries: offers first, then the queue of each hour in order. */
export async function findCourseEntries(db: Db, courseId: string, page: number) {
  const where = and(eq(waitlistEntries.courseId, courseId), active);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: waitlistEntries.id,
        status: waitlistEntries.status,
        position: positionSql,
        offeredUntil: waitlistEntries.offeredUntil,
        createdAt: waitlistEntries.createdAt,
        firstName: users.firstName,
        lastName: users.lastName,
        email: users.email,
        slotId: courseSlots.id,
        slotStartsAt: courseSlots.startsAt,
      })
      .from(waitlistEntries)
      .innerJoin(users, eq(users.id, waitlistEntries.userId))
      .leftJoin(courseSlots, eq(courseSlots.id, waitlistEntries.slotId))
      .where(where)
      .orderBy(
        sql`${courseSlots.startsAt} nulls first`,
        sql`${waitlistEntries.status} = 'waiting'`,
        asc(waitlistEntries.createdAt),
        asc(waitlistEntries.id),
      )
      .limit(providerWaitlistPageSize)
      .offset((page - 1) * providerWaitlistPageSize),
    db.select({ n: count() }).from(waitlistEntries).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** The entries of these courses only; all of them when `courseIds` is not given (the minute's round). */
const ofCourses = (courseIds?: string[]) =>
  courseIds ? inArray(waitlistEntries.courseId, courseIds) : undefined;

/**
 * Ends the offers that are over: run out, or whose hold is gone (bought, removed from the cart, or
 * expired), of the given courses or all. Answers how many ended.
 */
export async function endFinishedOffers(db: Db, courseIds?: string[]) {
  const rows = await db
    .update(waitlistEntries)
    .set({ status: "ended", endedReason: "offer_ended", updatedAt: sql`now()` })
    .where(
      and(
        eq(waitlistEntries.status, "offered"),
        ofCourses(courseIds),
        sql`(${waitlistEntries.offeredUntil} <= now() or not exists (
          select 1 from cart_items ci where ci.id = ${waitlistEntries.cartItemId} and ci.held_until > now()))`,
      ),
    )
    .returning({ id: waitlistEntries.id });
  return rows.length;
}

/**
 * Ends the waiting entries of courses (hours) that no longer sell: not public, payouts off, past the
 * last sell date or started (the cart's rule), so nobody waits for a place that cannot be offered.
 */
export async function endClosedWaiting(db: Db, now: Date, courseIds?: string[]) {
  const at = sql`${now.toISOString()}::timestamptz`;
  const scope = courseIds
    ? sql`and e.course_id in (${sql.join(
        courseIds.map((id) => sql`${id}::uuid`),
        sql`, `,
      )})`
    : sql``;
  await db.execute(sql`update waitlist_entries e set status = 'ended', ended_reason = 'closed', updated_at = now()
    from courses c join providers p on p.id = c.provider_id
    where e.course_id = c.id and e.status = 'waiting' ${scope} and (
      c.status <> 'approved' or p.status <> 'approved' or not p.payment_payouts_enabled
      or (c.last_sell_date is not null and c.last_sell_date <= ${at})
      or (e.slot_id is null and c.starts_at is not null and c.starts_at <= ${at})
      or exists (select 1 from course_slots s where s.id = e.slot_id and s.starts_at <= ${at}))`);
}

/** The courses (hours) that have someone waiting, of the given courses or all. */
export function findWaitingTargets(db: Db, courseIds?: string[]): Promise<WaitlistTarget[]> {
  return db
    .selectDistinct({ courseId: waitlistEntries.courseId, slotId: waitlistEntries.slotId })
    .from(waitlistEntries)
    .where(and(eq(waitlistEntries.status, "waiting"), ofCourses(courseIds)));
}

/**
 * Serializes the offers of one course (hour) until the transaction ends, so its queue is served in
 * order by one round at a time, whatever the number of processes. Taken before the buyer's and the
 * course row's locks, which the cart takes in that order too; nothing else takes it.
 */
export async function lockQueue(tx: Db, target: WaitlistTarget) {
  const key = `waitlist:${target.courseId}:${target.slotId ?? ""}`;
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${key}, 0))`);
}

/**
 * Takes the first waiting entry of a course (hour) that no other transaction is offering now, locked
 * until the caller's transaction ends; one a learner is leaving right now is skipped.
 */
export async function claimFirstWaiting(tx: Db, target: WaitlistTarget) {
  const [row] = await tx
    .select({ id: waitlistEntries.id, userId: waitlistEntries.userId })
    .from(waitlistEntries)
    .where(and(sameTarget(target), eq(waitlistEntries.status, "waiting")))
    .orderBy(asc(waitlistEntries.createdAt), asc(waitlistEntries.id))
    .limit(1)
    .for("update", { skipLocked: true });
  return row;
}

export async function markOffered(tx: Db, entryId: string, cartItemId: string, offeredUntil: Date) {
  await tx
    .update(waitlistEntries)
    .set({
      status: "offered",
      offeredAt: sql`now()`,
      offeredUntil,
      cartItemId,
      updatedAt: sql`now()`,
    })
    .where(eq(waitlistEntries.id, entryId));
}
