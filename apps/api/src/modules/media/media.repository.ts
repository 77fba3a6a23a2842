import { and, eq, lt, ne, type SQL, sql } from "drizzle-orm";
import { type Db, queryRows } from "../../db/client";
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
export async function attachHeldVideo(db: Db, courseId: string) {
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

/** Courses whose held video was uploaded before `before`, with that file's id. */
export async function findAbandonedHeldVideos(db: Db, before: Date) {
  return db
    .select({ courseId: courses.id, fileId: files.id })
    .from(courses)
    .innerJoin(files, eq(files.id, courses.heldVideoFileId))
    .where(lt(files.createdAt, before));
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

export async function insertFile(db: Db, values: typeof files.$inferInsert) {
  const [row] = await db.insert(files).values(values).returning();
  return row!;
}

export async function findFile(db: Db, id: string) {
  const [row] = await db.select().from(files).where(eq(files.id, id)).limit(1);
  return row;
}

/** Deletes a file row and answers its storage key, or null when it is missing or still referenced. */
export async function deleteFileRow(db: Db, id: string) {
  try {
    const [row] = await db.delete(files).where(eq(files.id, id)).returning({ storageKey: files.storageKey });
    return row?.storageKey ?? null;
  } catch (error) {
    // still referenced elsewhere (a foreign key): keep it
    if (isForeignKeyViolation(error)) return null;
    throw error;
  }
}

function isForeignKeyViolation(error: unknown): boolean {
  for (let e = error as { code?: string; cause?: unknown } | undefined; e; e = e.cause as typeof e) {
    if (e.code === "23503") return true;
  }
  return false;
}

/**
 * Deletes the file rows made before `before` that no row refers to (an upload whose process was killed
 * between recording the file and attaching it) and answers their storage keys. The referring columns are
 * read from the database's own foreign keys, so a new one is counted without a change here.
 */
export async function deleteUnreferencedFiles(db: Db, before: Date): Promise<string[]> {
  const refs = await queryRows<{ tbl: string; col: string }>(
    db,
    sql`select c.conrelid::regclass::text as tbl, a.attname::text as col
      from pg_constraint c
      join pg_attribute a on a.attrelid = c.conrelid and a.attnum = any(c.conkey)
      where c.contype = 'f' and c.confrelid = 'files'::regclass`,
  );
  const unused: SQL[] = refs.map(
    (r) => sql`not exists (select 1 from ${sql.identifier(r.tbl)} r where r.${sql.identifier(r.col)} = f.id)`,
  );
  const rows = await queryRows<{ storage_key: string }>(
    db,
    sql`delete from files f where f.created_at < ${before.toISOString()}::timestamptz
      ${unused.length > 0 ? sql`and ${sql.join(unused, sql` and `)}` : sql``}
      returning f.storage_key`,
  );
  return rows.map((r) => r.storage_key);
}
