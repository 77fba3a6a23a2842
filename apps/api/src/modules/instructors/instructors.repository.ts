import { and, asc, desc, eq, gt, ne } from "drizzle-orm";
import type { Db } from "../../db/client";
import { courseSessions, courses, files, instructors, providerLectors } from "../../db/schema/index";

/** The provider's instructors with the size of their photos, higher order first. */
export function listInstructorRows(db: Db, providerId: string) {
  return db
    .select({ instructor: instructors, imageWidth: files.width, imageHeight: files.height })
    .from(instructors)
    .leftJoin(files, eq(files.id, instructors.imageFileId))
    .where(eq(instructors.providerId, providerId))
    .orderBy(desc(instructors.order), asc(instructors.name), asc(instructors.id));
}

/** An instructor of the provider. */
export async function findInstructor(db: Db, providerId: string, id: string) {
  const [row] = await db
    .select()
    .from(instructors)
    .where(and(eq(instructors.id, id), eq(instructors.providerId, providerId)))
    .limit(1);
  return row;
}

/** Whether the user is an accepted lector of the provider. */
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

/** Whether the instructor teaches a session of a course not deleted that has not ended by `now`. */
export async function teachesSessionNotOver(db: Db, instructorId: string, now: Date) {
  const [row] = await db
    .select({ id: courseSessions.id })
    .from(courseSessions)
    .innerJoin(courses, eq(courses.id, courseSessions.courseId))
    .where(
      and(
        eq(courseSessions.instructorId, instructorId),
        gt(courseSessions.endsAt, now),
        ne(courses.status, "deleted"),
      ),
    )
    .limit(1);
  return !!row;
}

/** Unlinks an account being deleted from every instructor it was linked to. */
export async function unlinkLector(db: Db, userId: string) {
  await db.update(instructors).set({ lectorUserId: null }).where(eq(instructors.lectorUserId, userId));
}
