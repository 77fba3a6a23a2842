import type { Readable } from "node:stream";
import {
  type CourseImage,
  type CourseImageKind,
  type CourseVideoState,
  type CropBox,
  courseImageSizes,
  courseUploadLimits,
} from "@kursove/contracts";
import { fileTypeFromBuffer } from "file-type";
import sharp from "sharp";
import type { Db } from "../../db/client";
import { AppError } from "../../platform/errors";
import { fileUrl } from "../../platform/file-url";
import type { Storage } from "../../platform/storage";
import type { UserRow } from "../auth";
import { attachHeldCourseVideo, clearHeldVideo, replaceCourseMedia } from "../authoring";
import { deleteFileRow, insertFile } from "../files";
import { findOwnProvider } from "../providers";
import * as repo from "./media.repository";
import { isSizeLimit, peek, sniffBytes } from "./upload-stream";

export type MediaDeps = { db: Db; storage: Storage };

/** Limits in force; tests lower videoBytes to try the limit without a gigabyte. */
export const mediaLimits = {
  imageBytes: courseUploadLimits.imageBytes,
  videoBytes: courseUploadLimits.videoBytes,
};

const imageTypes = new Set(["image/jpeg", "image/png", "image/webp", "image/avif"]);
const videoTypes = new Map([
  ["video/mp4", "mp4"],
  ["video/x-m4v", "m4v"],
  ["video/webm", "webm"],
  ["video/quicktime", "mov"],
]);

const videoError = (key: string) => new AppError(422, "validation_failed", { video: [key] });

/** The course of the signed-in provider (admins: any course when allowed), or 404 for anyone else's. */
export async function requireOwnCourse(db: Db, user: UserRow, courseId: string, options = { admin: false }) {
  const course = await repo.findCourseMedia(db, courseId);
  if (course && options.admin && user.isAdmin) return course;
  const provider = course ? await findOwnProvider(db, user.id) : undefined;
  if (!course || !provider || course.providerId !== provider.id) throw new AppError(404, "course_not_found");
  return course;
}

/** Removes a file's row and bytes unless something else still uses it. */
export async function releaseFile(deps: MediaDeps, fileId: string | null | undefined) {
  if (!fileId) return;
  const key = await deleteFileRow(deps.db, fileId);
  if (key) await deps.storage.remove(key);
}

type Size = { width: number; height: number };

/**
 * Checks a picture by its content (JPEG, PNG, WebP, AVIF), crops it (to `crop`, in the pixels after the
 * EXIF orientation, else the whole picture) around the centre to exactly `target`, stores it as WebP
 * under `folder/` and records its file row. A picture whose crop is smaller than `minimum` is refused
 * with the field message `tooSmall`.
 */
export async function storeImage(
  deps: Pick<MediaDeps, "db" | "storage">,
  ownerUserId: string,
  bytes: Buffer,
  options: { target: Size; minimum: Size; tooSmall: string; folder: string; crop?: CropBox | null },
): Promise<{ id: string }> {
  const { target, minimum } = options;
  const refuse = () => new AppError(422, "image_type", { image: ["image_type"] });
  const type = await fileTypeFromBuffer(bytes);
  if (!type || !imageTypes.has(type.mime)) throw refuse();
  let webp: Buffer;
  try {
    const meta = await sharp(bytes, { limitInputPixels: 40_000_000 }).metadata();
    const { width, height } = meta.autoOrient ?? meta;
    const box = options.crop ?? { x: 0, y: 0, width, height };
    if (box.x + box.width > width || box.y + box.height > height)
      throw new AppError(422, "validation_failed", { image: ["field.crop_outside"] });
    if (box.width < minimum.width || box.height < minimum.height)
      throw new AppError(422, "validation_failed", { image: [options.tooSmall] });
    webp = await sharp(bytes, { limitInputPixels: 40_000_000 })
      .autoOrient()
      .extract({ left: box.x, top: box.y, width: box.width, height: box.height })
      .resize(target.width, target.height, { fit: "cover" })
      .webp({ quality: 82 })
      .toBuffer();
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw refuse();
  }
  const storageKey = `${options.folder}/${crypto.randomUUID()}.webp`;
  await deps.storage.put(storageKey, webp, "image/webp");
  try {
    return await insertFile(deps.db, {
      ownerUserId,
      storageKey,
      mime: "image/webp",
      size: webp.length,
      width: target.width,
      height: target.height,
    });
  } catch (error) {
    await deps.storage.remove(storageKey);
    throw error;
  }
}

/** Checks a cover or thumbnail by content, crops it to its exact size, stores it and sets it on the course. */
export async function saveCourseImage(
  deps: MediaDeps,
  user: UserRow,
  courseId: string,
  kind: CourseImageKind,
  bytes: Buffer | null,
  crop: CropBox | null,
): Promise<CourseImage> {
  const course = await requireOwnCourse(deps.db, user, courseId);
  if (!bytes) throw new AppError(422, "validation_failed", { image: ["field.image_required"] });
  const target = courseImageSizes[kind];
  const file = await storeImage(deps, user.id, bytes, {
    target,
    minimum: target,
    tooSmall: `field.${kind}_too_small`,
    folder: `${kind}s`,
    crop,
  });
  const column = kind === "cover" ? "coverFileId" : "thumbnailFileId";
  const before = await replaceCourseMedia(deps.db, course.id, { [column]: file.id });
  await releaseFile(deps, before[column]);
  return { url: fileUrl(file.id)!, width: target.width, height: target.height };
}

/** The video state of a course as its provider sees it: the attached video and the held upload. */
export async function presentVideo(db: Db, courseId: string): Promise<CourseVideoState> {
  const course = await repo.findCourseMedia(db, courseId);
  const file = course?.videoFileId ? await repo.findFile(db, course.videoFileId) : undefined;
  const held = course?.heldVideoFileId ? await repo.findFile(db, course.heldVideoFileId) : undefined;
  const url = `/api/v1/provider/courses/${courseId}/video`;
  return {
    video_url: course?.videoUrl ?? null,
    video: file ? { url, mime: file.mime, size: file.size } : null,
    held_video: held ? { url: `${url}?held=1`, mime: held.mime, size: held.size } : null,
  };
}

/**
 * Streams an uploaded video to storage (checked by its first bytes, at most mediaLimits.videoBytes) and
 * holds it for the course, in place of an earlier held one, until attachHeldVideo (ADR 012). Nothing is
 * kept when the upload fails.
 */
export async function saveCourseVideo(
  deps: MediaDeps,
  user: UserRow,
  courseId: string,
  upload: Readable | null,
): Promise<CourseVideoState> {
  const course = await requireOwnCourse(deps.db, user, courseId);
  if (!upload) throw videoError("field.video_required");
  let sniffed: Awaited<ReturnType<typeof peek>>;
  try {
    sniffed = await peek(upload, sniffBytes);
  } catch (error) {
    if (isSizeLimit(error)) throw videoError("field.video_too_large");
    throw error;
  }
  if (sniffed.head.length === 0) throw videoError("field.video_required");
  const type = await fileTypeFromBuffer(sniffed.head);
  const extension = type ? videoTypes.get(type.mime) : undefined;
  if (!type || !extension) {
    // the rest is read and thrown away so the client gets the answer instead of a broken connection
    upload.resume();
    throw videoError("field.video_type");
  }
  const storageKey = `videos/${crypto.randomUUID()}.${extension}`;
  let size: number;
  try {
    ({ size } = await deps.storage.putStream(storageKey, sniffed.stream, {
      maxBytes: mediaLimits.videoBytes,
      contentType: type.mime,
    }));
  } catch (error) {
    upload.destroy();
    if (isSizeLimit(error)) throw videoError("field.video_too_large");
    throw error;
  }
  if ((upload as { truncated?: boolean }).truncated) {
    await deps.storage.remove(storageKey);
    throw videoError("field.video_too_large");
  }
  let file: { id: string };
  try {
    file = await insertFile(deps.db, {
      ownerUserId: user.id,
      storageKey,
      mime: type.mime,
      size,
      visibility: "private",
    });
  } catch (error) {
    await deps.storage.remove(storageKey);
    throw error;
  }
  const before = await replaceCourseMedia(deps.db, course.id, { heldVideoFileId: file.id });
  await releaseFile(deps, before.heldVideoFileId);
  return presentVideo(deps.db, course.id);
}

/** Makes the held upload the course's video, in place of an earlier video or address; 409 when none is held. */
export async function attachHeldVideo(deps: MediaDeps, user: UserRow, courseId: string) {
  const course = await requireOwnCourse(deps.db, user, courseId);
  const attached = await attachHeldCourseVideo(deps.db, course.id);
  if (!attached) throw new AppError(409, "nothing_held");
  await releaseFile(deps, attached.replacedFileId);
  return presentVideo(deps.db, course.id);
}

/** Throws the held video upload away; the course's video stays. */
export async function discardHeldVideo(deps: MediaDeps, user: UserRow, courseId: string) {
  const course = await requireOwnCourse(deps.db, user, courseId);
  const before = await replaceCourseMedia(deps.db, course.id, { heldVideoFileId: null });
  await releaseFile(deps, before.heldVideoFileId);
  return presentVideo(deps.db, course.id);
}

/** Removes held videos uploaded before `before` (the editor was left without attaching them). */
export async function discardAbandonedVideos(deps: MediaDeps, before: Date) {
  for (const held of await repo.findAbandonedHeldVideos(deps.db, before)) {
    if (await clearHeldVideo(deps.db, held.courseId, held.fileId)) await releaseFile(deps, held.fileId);
  }
}

/** Sets an outside video address (YouTube, Vimeo, any https) in place of an uploaded video. */
export async function setCourseVideoUrl(deps: MediaDeps, user: UserRow, courseId: string, url: string) {
  const course = await requireOwnCourse(deps.db, user, courseId);
  const before = await replaceCourseMedia(deps.db, course.id, { videoUrl: url, videoFileId: null });
  await releaseFile(deps, before.videoFileId);
  return presentVideo(deps.db, course.id);
}

/** Removes the course's video, the uploaded file included. */
export async function removeCourseVideo(deps: MediaDeps, user: UserRow, courseId: string) {
  const course = await requireOwnCourse(deps.db, user, courseId);
  const before = await replaceCourseMedia(deps.db, course.id, { videoUrl: null, videoFileId: null });
  await releaseFile(deps, before.videoFileId);
  return presentVideo(deps.db, course.id);
}

/**
 * The uploaded video of a course for its provider or an admin, or the held upload for its provider only:
 * the file row and its size, or 404.
 */
export async function findCourseVideoFile(deps: MediaDeps, user: UserRow, courseId: string, held = false) {
  const course = await requireOwnCourse(deps.db, user, courseId, { admin: !held });
  const fileId = held ? course.heldVideoFileId : course.videoFileId;
  const file = fileId ? await repo.findFile(deps.db, fileId) : undefined;
  const stored = file ? await deps.storage.stat(file.storageKey) : null;
  if (!file || !stored) throw new AppError(404, "file_not_found");
  return { file, size: stored.size };
}
