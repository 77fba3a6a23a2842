import { and, eq, lt, ne } from "drizzle-orm";
import type { Db } from "../../db/client";
import { courses, files } from "../../db/schema/index";

/** A course that is not deleted, with its media columns. */
export async function findCourseMedia(db: Db, courseId: string) {
  const [row] = await db
    .select({
      id: courses.id,
      providerId: courses.providerId,
      coverFileId: courses.coverFileId,
      thumbnailFileId: courses.thumbnailFileId,
      videoUrl: courses.videoUrl,
      videoFileId: courses.videoFileId,
      heldVideoFileId: courses.heldVideoFileId,
    })
    .from(courses)
    .where(and(eq(courses.id, courseId), ne(courses.status, "deleted")))
    .limit(1);
  return row;
}

/** Courses whose held video was uploaded before `before`, with that file's id. */
export async function findAbandonedHeldVideos(db: Db, before: Date) {
  return db
    .select({ courseId: courses.id, fileId: files.id })
    .from(courses)
    .innerJoin(files, eq(files.id, courses.heldVideoFileId))
    .where(lt(files.createdAt, before));
}

export async function findFile(db: Db, id: string) {
  const [row] = await db.select().from(files).where(eq(files.id, id)).limit(1);
  return row;
}
