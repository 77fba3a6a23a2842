import { and, asc, eq, isNull, lt, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { courseDocuments, courses, files } from "../../db/schema/index";
import { insertFile } from "../files";

const documentColumns = {
  id: courseDocuments.id,
  courseId: courseDocuments.courseId,
  fileId: courseDocuments.fileId,
  fileName: courseDocuments.fileName,
  label: courseDocuments.label,
  description: courseDocuments.description,
  position: courseDocuments.position,
  attachedAt: courseDocuments.attachedAt,
  createdAt: courseDocuments.createdAt,
  mime: files.mime,
  size: files.size,
  storageKey: files.storageKey,
};

export type DocumentRow = Awaited<ReturnType<typeof listDocuments>>[number];

/** The documents of a course, held and attached, in their order. */
export async function listDocuments(db: Db, courseId: string) {
  return db
    .select(documentColumns)
    .from(courseDocuments)
    .innerJoin(files, eq(files.id, courseDocuments.fileId))
    .where(eq(courseDocuments.courseId, courseId))
    .orderBy(asc(courseDocuments.position), asc(courseDocuments.createdAt), asc(courseDocuments.id));
}

export async function findDocument(db: Db, courseId: string, documentId: string) {
  const [row] = await db
    .select(documentColumns)
    .from(courseDocuments)
    .innerJoin(files, eq(files.id, courseDocuments.fileId))
    .where(and(eq(courseDocuments.courseId, courseId), eq(courseDocuments.id, documentId)))
    .limit(1);
  return row;
}

/** How many documents a course has and their bytes together. */
export async function documentUsage(db: Db, courseId: string) {
  const [row] = await db
    .select({
      count: sql<number>`count(*)::int`,
      bytes: sql<number>`coalesce(sum(${files.size}), 0)::bigint`,
      lastPosition: sql<number>`coalesce(max(${courseDocuments.position}), -1)::int`,
    })
    .from(courseDocuments)
    .innerJoin(files, eq(files.id, courseDocuments.fileId))
    .where(eq(courseDocuments.courseId, courseId));
  return {
    count: Number(row?.count ?? 0),
    bytes: Number(row?.bytes ?? 0),
    lastPosition: row?.lastPosition ?? -1,
  };
}

export type NewDocument = {
  courseId: string;
  ownerUserId: string;
  storageKey: string;
  mime: string;
  size: number;
  fileName: string;
  label: string;
  description: string;
};

/**
 * Adds a held document (its file row too) when the course still has room for it, checked under a lock
 * on the course so two uploads at once cannot both take the last place; answers null when full.
 */
export async function insertHeldDocument(
  db: Db,
  values: NewDocument,
  limits: { documents: number; documentsBytes: number },
) {
  return db.transaction(async (tx) => {
    await tx.select({ id: courses.id }).from(courses).where(eq(courses.id, values.courseId)).for("update");
    const usage = await documentUsage(tx, values.courseId);
    if (usage.count >= limits.documents) return "too_many" as const;
    if (usage.bytes + values.size > limits.documentsBytes) return "too_large" as const;
    const file = await insertFile(tx as unknown as Db, {
      ownerUserId: values.ownerUserId,
      storageKey: values.storageKey,
      mime: values.mime,
      size: values.size,
      visibility: "private",
    });
    const [row] = await tx
      .insert(courseDocuments)
      .values({
        courseId: values.courseId,
        fileId: file.id,
        fileName: values.fileName,
        label: values.label,
        description: values.description,
        position: usage.lastPosition + 1,
      })
      .returning({ id: courseDocuments.id });
    return row!.id;
  });
}

export type DocumentChange = { id: string; label: string; description: string };

/**
 * Saves the editor's list under a lock on the course: the listed documents are attached (held ones
 * from now), relabelled and reordered, the others deleted. Answers the file ids of the deleted ones, or
 * the indexes of listed ids that are not the course's.
 */
export async function saveDocumentList(db: Db, courseId: string, list: DocumentChange[], now: Date) {
  return db.transaction(async (tx) => {
    await tx.select({ id: courses.id }).from(courses).where(eq(courses.id, courseId)).for("update");
    const current = await tx
      .select({
        id: courseDocuments.id,
        fileId: courseDocuments.fileId,
        attachedAt: courseDocuments.attachedAt,
      })
      .from(courseDocuments)
      .where(eq(courseDocuments.courseId, courseId));
    const byId = new Map(current.map((d) => [d.id, d]));
    const seen = new Set<string>();
    const unknown = list.flatMap((d, i) => {
      const bad = !byId.has(d.id) || seen.has(d.id);
      seen.add(d.id);
      return bad ? [i] : [];
    });
    if (unknown.length > 0) return { unknown, removedFileIds: [] };
    for (const [position, d] of list.entries()) {
      await tx
        .update(courseDocuments)
        .set({
          label: d.label,
          description: d.description,
          position,
          attachedAt: byId.get(d.id)!.attachedAt ?? now,
        })
        .where(eq(courseDocuments.id, d.id));
    }
    const removed = current.filter((d) => !seen.has(d.id));
    for (const d of removed) await tx.delete(courseDocuments).where(eq(courseDocuments.id, d.id));
    return { unknown, removedFileIds: removed.map((d) => d.fileId) };
  });
}

/** Deletes a document's row and answers its file id (undefined when it is not the course's). */
export async function deleteDocument(db: Db, courseId: string, documentId: string) {
  const [row] = await db
    .delete(courseDocuments)
    .where(and(eq(courseDocuments.courseId, courseId), eq(courseDocuments.id, documentId)))
    .returning({ fileId: courseDocuments.fileId });
  return row?.fileId;
}

/** Deletes the documents still held since before `before` and answers their file ids. */
export async function deleteAbandonedDocuments(db: Db, before: Date) {
  return db
    .delete(courseDocuments)
    .where(and(isNull(courseDocuments.attachedAt), lt(courseDocuments.createdAt, before)))
    .returning({ fileId: courseDocuments.fileId });
}
