import { and, desc, eq, inArray } from "drizzle-orm";
import type { Db } from "../../db/client";
import { courseRevisions } from "../../db/schema/index";

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
