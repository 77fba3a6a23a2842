import { and, count, desc, eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { courseSlots, courses, providers, wishlistItems } from "../../db/schema/index";
import { isPublicCourse } from "../catalog";

export const wishlistPageSize = 12;

/** A course that may be saved: approved, of an approved provider (the catalogue's rule). */
export async function findPublicCourse(db: Db, courseId: string) {
  const [row] = await db
    .select({
      id: courses.id,
      title: courses.title,
      slug: courses.slug,
      startsAt: courses.startsAt,
      capacity: courses.capacity,
      soldCount: courses.soldCount,
    })
    .from(courses)
    .innerJoin(providers, eq(providers.id, courses.providerId))
    .where(and(eq(courses.id, courseId), isPublicCourse));
  return row;
}

/** Whether any slot of the course still has a free place (a bookable course's capacity is per slot). */
export async function hasFreeSlot(db: Db, courseId: string) {
  const rows = await db
    .select({ capacity: courseSlots.capacity, soldCount: courseSlots.soldCount })
    .from(courseSlots)
    .where(eq(courseSlots.courseId, courseId));
  return rows.some((s) => s.capacity > s.soldCount);
}

export async function addItem(db: Db, userId: string, courseId: string) {
  await db.insert(wishlistItems).values({ userId, courseId }).onConflictDoNothing();
}

export async function removeItem(db: Db, userId: string, courseId: string) {
  await db
    .delete(wishlistItems)
    .where(and(eq(wishlistItems.userId, userId), eq(wishlistItems.courseId, courseId)));
}

/** The ids of every course the user saved (public or not: the heart shows the saved state). */
export async function findSavedIds(db: Db, userId: string) {
  const rows = await db
    .select({ courseId: wishlistItems.courseId })
    .from(wishlistItems)
    .where(eq(wishlistItems.userId, userId))
    .orderBy(desc(wishlistItems.createdAt));
  return rows.map((r) => r.courseId);
}

/** One page of the ids of the saved courses still public, latest saved first, and their number. */
export async function findSavedPublicPage(db: Db, userId: string, page: number) {
  const where = and(eq(wishlistItems.userId, userId), isPublicCourse);
  const base = () =>
    db
      .select({ courseId: wishlistItems.courseId })
      .from(wishlistItems)
      .innerJoin(courses, eq(courses.id, wishlistItems.courseId))
      .innerJoin(providers, eq(providers.id, courses.providerId));
  const [rows, [total]] = await Promise.all([
    base()
      .where(where)
      .orderBy(desc(wishlistItems.createdAt), desc(wishlistItems.courseId))
      .limit(wishlistPageSize)
      .offset((page - 1) * wishlistPageSize),
    db
      .select({ n: count() })
      .from(wishlistItems)
      .innerJoin(courses, eq(courses.id, wishlistItems.courseId))
      .innerJoin(providers, eq(providers.id, courses.providerId))
      .where(where),
  ]);
  return { ids: rows.map((r) => r.courseId), total: total?.n ?? 0 };
}

/** Everyone who saved the course. */
export async function findSaverIds(db: Db, courseId: string) {
  const rows = await db
    .select({ userId: wishlistItems.userId })
    .from(wishlistItems)
    .where(eq(wishlistItems.courseId, courseId));
  return rows.map((r) => r.userId);
}
