import { Readable } from "node:stream";
import {
  type CourseDocument,
  type CourseDocumentsBody,
  type CourseMedia,
  courseDocumentLimits,
  courseDocumentUploadFields,
  courseMediaLimits,
} from "@kursove/contracts";
import { fileTypeFromBuffer, fileTypeFromStream } from "file-type";
import type { Db } from "../../db/client";
import { AppError } from "../../platform/errors";
import { fileUrl } from "../../platform/file-url";
import type { UserRow } from "../auth";
import { deleteUnreferencedFiles } from "../files";
import * as repo from "./documents.repository";
import { findCourseMedia, findFile } from "./media.repository";
import {
  discardAbandonedVideos,
  type MediaDeps,
  presentVideo,
  releaseFile,
  requireOwnCourse,
} from "./media.service";
import { isSizeLimit, peek, sniffBytes } from "./upload-stream";

/** Limits in force; tests lower documentsBytes to try the budget without 50 MB. */
export const documentLimits = {
  documents: courseDocumentLimits.documents,
  documentsBytes: courseDocumentLimits.documentsBytes,
};

/** What a course document may be, by its content as file-type names it (text: see isText). */
const documentTypes = new Set([
  "application/pdf",
  "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
  "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
  "application/vnd.openxmlformats-officedocument.presentationml.presentation",
  "application/vnd.oasis.opendocument.text",
  "application/vnd.oasis.opendocument.spreadsheet",
  "application/vnd.oasis.opendocument.presentation",
  "application/epub+zip",
  "application/zip",
  "image/png",
  "image/jpeg",
  "image/webp",
  "audio/mpeg",
  "video/mp4",
]);

const fileError = (key: string) => new AppError(422, "validation_failed", { file: [key] });

/** Plain text has no magic bytes: UTF-8 without NUL in the first bytes (a cut last character allowed). */
function isText(head: Buffer) {
  if (head.length === 0 || head.includes(0)) return false;
  try {
    new TextDecoder("utf-8", { fatal: true }).decode(head, { stream: true });
    return true;
  } catch {
    return false;
  }
}

/** The client's file name without folders, control or direction characters, at most 120 characters. */
export function cleanFileName(name: string | undefined) {
  const base = (name ?? "").split(/[/\\]/).pop() ?? "";
  const clean = base
    .replace(/[\p{Cc}\u200e\u200f\u202a-\u202e\u2066-\u2069]/gu, "")
    .trim()
    .replace(/^\.+$/, "");
  return Array.from(clean).slice(0, 120).join("").trim() || "document";
}

/** The name endings that belong to each kept type; plain text keeps the text formats people name. */
const typeExtensions: Record<string, string[]> = {
  "application/pdf": ["pdf"],
  "application/vnd.openxmlformats-officedocument.wordprocessingml.document": ["docx"],
  "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": ["xlsx"],
  "application/vnd.openxmlformats-officedocument.presentationml.presentation": ["pptx"],
  "application/vnd.oasis.opendocument.text": ["odt"],
  "application/vnd.oasis.opendocument.spreadsheet": ["ods"],
  "application/vnd.oasis.opendocument.presentation": ["odp"],
  "application/epub+zip": ["epub"],
  "application/zip": ["zip"],
  "image/png": ["png"],
  "image/jpeg": ["jpg", "jpeg"],
  "image/webp": ["webp"],
  "audio/mpeg": ["mp3"],
  "video/mp4": ["mp4"],
  "text/plain; charset=utf-8": ["txt", "csv", "tsv", "md"],
};

/**
 * The name a document is downloaded under ends as its content is: "page.html" or "notes.pdf" holding
 * text become "page.html.txt" and "notes.pdf.txt", so a learner's computer never opens text as a web
 * page, or a file as a program it is not.
 */
export function nameForType(name: string, mime: string) {
  const known = typeExtensions[mime];
  if (!known) return name;
  const ending = /\.([^.]+)$/.exec(name)?.[1]?.toLowerCase();
  return ending && known.includes(ending) ? name : `${name}.${known[0]}`;
}

const documentUrl = (courseId: string, documentId: string) =>
  `/api/v1/provider/courses/${courseId}/documents/${documentId}/file`;

function presentDocument(row: repo.DocumentRow): CourseDocument {
  return {
    id: row.id,
    label: row.label,
    description: row.description,
    file_name: row.fileName,
    mime: row.mime,
    size: row.size,
    held: row.attachedAt === null,
    url: documentUrl(row.courseId, row.id),
  };
}

/** The documents of a course, held and attached, in their order. */
export async function listCourseDocuments(db: Db, courseId: string) {
  return (await repo.listDocuments(db, courseId)).map(presentDocument);
}

async function presentImage(db: Db, fileId: string | null) {
  const file = fileId ? await findFile(db, fileId) : undefined;
  return file ? { url: fileUrl(file.id)!, width: file.width ?? 0, height: file.height ?? 0 } : null;
}

/** Everything the course editor (and the admin preview) shows of a course's media. */
export async function getCourseMedia(db: Db, courseId: string): Promise<CourseMedia> {
  const course = await findCourseMedia(db, courseId);
  if (!course) throw new AppError(404, "course_not_found");
  return {
    cover: await presentImage(db, course.coverFileId),
    thumbnail: await presentImage(db, course.thumbnailFileId),
    ...(await presentVideo(db, course.id)),
    documents: await listCourseDocuments(db, course.id),
    limits: courseMediaLimits,
  };
}

/** The type of a document by its first bytes, or null when it is not one we keep. */
async function sniffDocumentType(head: Buffer) {
  const type = await fileTypeFromBuffer(head);
  // MPEG audio is kept as MP3 only: file-type reads many stray byte pairs as MPEG layer I or II frames
  if (type)
    return documentTypes.has(type.mime) && (type.mime !== "audio/mpeg" || type.ext === "mp3")
      ? type.mime
      : null;
  return isText(head) ? "text/plain; charset=utf-8" : null;
}

export type DocumentUpload = {
  file: Readable | null;
  fileName: string | undefined;
  fields: Record<string, string>;
};

/**
 * Streams a document into storage within what is left of the course's 50 MB, checks it by content and
 * holds it for the course until saveCourseDocuments (ADR 012). Nothing is kept when it is refused.
 */
export async function uploadCourseDocument(
  deps: MediaDeps,
  user: UserRow,
  courseId: string,
  upload: DocumentUpload,
): Promise<CourseDocument> {
  const course = await requireOwnCourse(deps.db, user, courseId);
  const source = upload.file;
  // the rest is read and thrown away so the client gets the answer instead of a broken connection
  const refuse = (error: AppError) => {
    source?.resume();
    return error;
  };
  const fields = courseDocumentUploadFields.safeParse(upload.fields);
  if (!fields.success)
    throw refuse(
      new AppError(
        422,
        "validation_failed",
        Object.fromEntries(fields.error.issues.map((i) => [i.path.join("."), [i.message]])),
      ),
    );
  if (!source) throw fileError("field.required");
  const usage = await repo.documentUsage(deps.db, course.id);
  if (usage.count >= documentLimits.documents) throw refuse(fileError("field.documents_too_many"));
  const remaining = Math.max(0, documentLimits.documentsBytes - usage.bytes);
  const tooLarge = () => fileError("field.documents_too_large");
  let sniffed: Awaited<ReturnType<typeof peek>>;
  try {
    sniffed = await peek(source, sniffBytes);
  } catch (error) {
    if (isSizeLimit(error)) throw tooLarge();
    throw error;
  }
  if (sniffed.head.length === 0) throw fileError("field.required");
  let mime = await sniffDocumentType(sniffed.head);
  if (!mime) throw refuse(fileError("field.document_type"));
  const storageKey = `documents/${crypto.randomUUID()}`;
  let size: number;
  try {
    ({ size } = await deps.storage.putStream(storageKey, sniffed.stream, {
      maxBytes: remaining,
      contentType: mime,
    }));
  } catch (error) {
    source.destroy();
    if (isSizeLimit(error)) throw tooLarge();
    throw error;
  }
  try {
    if ((source as { truncated?: boolean }).truncated) throw tooLarge();
    if (mime === "application/zip") mime = await refineZip(deps, storageKey);
    const id = await repo.insertHeldDocument(
      deps.db,
      {
        courseId: course.id,
        ownerUserId: user.id,
        storageKey,
        mime,
        size,
        fileName: nameForType(cleanFileName(upload.fileName), mime),
        ...fields.data,
      },
      documentLimits,
    );
    if (id === "too_many") throw fileError("field.documents_too_many");
    if (id === "too_large") throw tooLarge();
    return presentDocument((await repo.findDocument(deps.db, course.id, id))!);
  } catch (error) {
    await deps.storage.remove(storageKey);
    throw error;
  }
}

/** Office and e-book files are ZIP containers: their type is read from the whole stored file. */
async function refineZip(deps: MediaDeps, storageKey: string) {
  const stored = await deps.storage.read(storageKey);
  if (!stored) throw new AppError(404, "file_not_found");
  try {
    const type = await fileTypeFromStream(Readable.toWeb(stored.stream) as ReadableStream<Uint8Array>);
    if (type && documentTypes.has(type.mime)) return type.mime;
    throw fileError("field.document_type");
  } finally {
    stored.stream.destroy();
  }
}

/**
 * Saves the editor's documents: the listed ones are attached to the course with their labels and in
 * their order, every other document of the course (held or attached) is deleted.
 */
export async function saveCourseDocuments(
  deps: MediaDeps,
  user: UserRow,
  courseId: string,
  body: CourseDocumentsBody,
  now = new Date(),
) {
  const course = await requireOwnCourse(deps.db, user, courseId);
  const saved = await repo.saveDocumentList(deps.db, course.id, body.documents, now);
  if (saved.unknown.length > 0)
    throw new AppError(
      422,
      "validation_failed",
      Object.fromEntries(saved.unknown.map((i) => [`documents.${i}.id`, ["field.invalid_value"]])),
    );
  for (const fileId of saved.removedFileIds) await releaseFile(deps, fileId);
  return { documents: await listCourseDocuments(deps.db, course.id) };
}

/** Deletes one document of the course, held or attached, with its file. */
export async function removeCourseDocument(
  deps: MediaDeps,
  user: UserRow,
  courseId: string,
  documentId: string,
) {
  const course = await requireOwnCourse(deps.db, user, courseId);
  const fileId = await repo.deleteDocument(deps.db, course.id, documentId);
  if (!fileId) throw new AppError(404, "file_not_found");
  await releaseFile(deps, fileId);
  return { documents: await listCourseDocuments(deps.db, course.id) };
}

/** A course document's bytes with its name and type, for whoever the caller has allowed; 404 when missing. */
export async function openCourseDocument(deps: MediaDeps, courseId: string, documentId: string) {
  const document = await repo.findDocument(deps.db, courseId, documentId);
  const stored = document ? await deps.storage.read(document.storageKey) : null;
  if (!document || !stored) throw new AppError(404, "file_not_found");
  return { fileName: document.fileName, mime: document.mime, size: stored.size, stream: stored.stream };
}

/** A course document's bytes for the course's provider or an admin. */
export async function downloadCourseDocument(
  deps: MediaDeps,
  user: UserRow,
  courseId: string,
  documentId: string,
) {
  const course = await requireOwnCourse(deps.db, user, courseId, { admin: true });
  return openCourseDocument(deps, course.id, documentId);
}

const heldForMs = 24 * 60 * 60 * 1000;

/**
 * Removes documents and videos held for over 24 hours without being attached (the editor was left), and
 * what an upload cut off by a killed process left behind: partial bytes and file rows nothing refers to.
 */
export async function discardAbandonedUploads(deps: MediaDeps, now = new Date()) {
  const before = new Date(now.getTime() - heldForMs);
  for (const { fileId } of await repo.deleteAbandonedDocuments(deps.db, before))
    await releaseFile(deps, fileId);
  await discardAbandonedVideos(deps, before);
  // what a process killed during an upload left: bytes never finished, a file row never attached
  await deps.storage.sweepPartial?.(before);
  for (const key of await deleteUnreferencedFiles(deps.db, before)) await deps.storage.remove(key);
}
