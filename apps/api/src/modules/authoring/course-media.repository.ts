import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { courses } from "../../db/schema/index";

// The media columns of a course: media stores the files and sets them here, as authoring owns courses.

export type CourseMediaColumns = Partial<{
  coverFileId: string | null;
  thumbnailFileId: string | null;
  videoUrl: string | null;
  videoFileId: string | null;
  heldVideoFileId: string | null;
}>;

/**
 * Sets media columns and answers the file ids they held, read under a row lock so two uploads at once
 * both see (and release) the file each replaced.
 */
export async function replaceCourseMedia(db: Db, courseId: string, values: CourseMediaColumns) {
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select({
        coverFileId: courses.coverFileId,
        thumbnailFileId: courses.thumbnailFileId,
        videoFileId: courses.videoFileId,
        heldVideoFileId: courses.heldVideoFileId,
      })
      .from(courses)
      .where(eq(courses.id, courseId))
      .for("update");
    await tx
      .update(courses)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(courses.id, courseId));
    return before ?? { coverFileId: null, thumbnailFileId: null, videoFileId: null, heldVideoFileId: null };
  });
}

/**
 * Makes the held video the course's video (no address any more) under a row lock; answers the file it
 * replaced, or null when nothing was held.
 */
export async function attachHeldCourseVideo(db: Db, courseId: string) {
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select({ videoFileId: courses.videoFileId, heldVideoFileId: courses.heldVideoFileId })
      .from(courses)
      .where(eq(courses.id, courseId))
      .for("update");
    if (!before?.heldVideoFileId) return null;
    await tx
      .update(courses)
      .set({
        videoFileId: before.heldVideoFileId,
        heldVideoFileId: null,
        videoUrl: null,
        updatedAt: new Date(),
      })
      .where(eq(courses.id, courseId));
    return { replacedFileId: before.videoFileId };
  });
}

/** Clears a course's held video if it is still this file; answers whether it was. */
export async function clearHeldVideo(db: Db, courseId: string, fileId: string) {
  const rows = await db
    .update(courses)
    .set({ heldVideoFileId: null })
    .where(and(eq(courses.id, courseId), eq(courses.heldVideoFileId, fileId)))
    .returning({ id: courses.id });
  return rows.length > 0;
}
