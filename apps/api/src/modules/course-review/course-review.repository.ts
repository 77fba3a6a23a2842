import { asc, count, desc, eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { courseRevisions, courses, providers, users } from "../../db/schema/index";

// Reads of the admins' review queues; the courses and their revisions are written by authoring.
export const coursePageSize = 20;
export const revisionPageSize = 20;

/** One page of courses in a status with their provider, the review queue oldest submission first. */
export async function listCoursesForAdmin(db: Db, status: string, page: number) {
  const order =
    status === "in_review"
      ? [asc(courses.submittedAt), asc(courses.id)]
      : [desc(courses.updatedAt), asc(courses.id)];
  const [rows, [total]] = await Promise.all([
    db
      .select({ course: courses, providerName: providers.companyName, providerStatus: providers.status })
      .from(courses)
      .innerJoin(providers, eq(providers.id, courses.providerId))
      .where(eq(courses.status, status))
      .orderBy(...order)
      .limit(coursePageSize)
      .offset((page - 1) * coursePageSize),
    db.select({ n: count() }).from(courses).where(eq(courses.status, status)),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** A course with its provider and the provider's owner. */
export async function findCourseWithOwner(db: Db, id: string) {
  const [row] = await db
    .select({ course: courses, provider: providers, owner: users })
    .from(courses)
    .innerJoin(providers, eq(providers.id, courses.providerId))
    .innerJoin(users, eq(users.id, providers.ownerUserId))
    .where(eq(courses.id, id))
    .limit(1);
  return row;
}

/** A user's id and full name, for "decided by" lines. */
export async function findUserName(db: Db, id: string) {
  const [row] = await db
    .select({ id: users.id, first: users.firstName, last: users.lastName })
    .from(users)
    .where(eq(users.id, id))
    .limit(1);
  return row ? { id: row.id, name: `${row.first} ${row.last}`.trim() } : null;
}

/** One page of revisions in a status with their course and provider; the queue oldest submission first. */
export async function listRevisionsForAdmin(db: Db, status: string, page: number) {
  const order =
    status === "pending"
      ? [asc(courseRevisions.submittedAt), asc(courseRevisions.id)]
      : [desc(courseRevisions.decidedAt), asc(courseRevisions.id)];
  const [rows, [total]] = await Promise.all([
    db
      .select({ revision: courseRevisions, course: courses, providerName: providers.companyName })
      .from(courseRevisions)
      .innerJoin(courses, eq(courses.id, courseRevisions.courseId))
      .innerJoin(providers, eq(providers.id, courses.providerId))
      .where(eq(courseRevisions.status, status))
      .orderBy(...order)
      .limit(revisionPageSize)
      .offset((page - 1) * revisionPageSize),
    db.select({ n: count() }).from(courseRevisions).where(eq(courseRevisions.status, status)),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** A revision with its course, the course's provider and the provider's owner. */
export async function findRevisionWithCourse(db: Db, id: string) {
  const [row] = await db
    .select({ revision: courseRevisions, course: courses, provider: providers, owner: users })
    .from(courseRevisions)
    .innerJoin(courses, eq(courses.id, courseRevisions.courseId))
    .innerJoin(providers, eq(providers.id, courses.providerId))
    .innerJoin(users, eq(users.id, providers.ownerUserId))
    .where(eq(courseRevisions.id, id))
    .limit(1);
  return row;
}
