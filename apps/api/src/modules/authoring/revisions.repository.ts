import { and, asc, count, desc, eq, inArray } from "drizzle-orm";
import type { Db } from "../../db/client";
import { courseRevisions, courses, providers, users } from "../../db/schema/index";

export const revisionPageSize = 20;
export type RevisionRow = typeof courseRevisions.$inferSelect;
export type RevisionValues = Partial<typeof courseRevisions.$inferInsert>;

/** The latest revision of a course: the editor shows it while it is draft, pending or rejected. */
export async function findLatestRevision(db: Db, courseId: string) {
  const [row] = await db
    .select()
    .from(courseRevisions)
    .where(eq(courseRevisions.courseId, courseId))
    .orderBy(desc(courseRevisions.createdAt), desc(courseRevisions.id))
    .limit(1);
  return row;
}

export async function insertRevision(db: Db, values: typeof courseRevisions.$inferInsert) {
  const [row] = await db.insert(courseRevisions).values(values).returning();
  return row!;
}

/** Moves a revision only from the given statuses; answers the row, or none when it was not. */
export async function moveRevision(db: Db, id: string, from: string[], values: RevisionValues) {
  const [row] = await db
    .update(courseRevisions)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(courseRevisions.id, id), inArray(courseRevisions.status, from)))
    .returning();
  return row;
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
