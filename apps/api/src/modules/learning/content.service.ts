import type { CourseContent } from "@kursove/contracts";
import type { Locale } from "@kursove/i18n";
import type { Db } from "../../db/client";
import { now as clockNow } from "../../platform/clock";
import { AppError } from "../../platform/errors";
import type { Storage } from "../../platform/storage";
import type { UserRow } from "../auth";
import { openCourseDocument } from "../media";
import * as repo from "./learning.repository";
import { hasStarted, type OwnedItem, ownedItems, timingOf } from "./purchases";
import { mergeOwnedItems } from "./schedule";

export type LearningDeps = { db: Db; storage: Storage };
export type ContentAccess = CourseContent["access"];

/** The meeting room opens this long before a session starts (for buyers). */
export const meetingOpensBeforeMs = 30 * 60 * 1000;

/**
 * Who may open a course's content: its provider, the provider's accepted lectors, admins and
 * the learners who own it now (a refunded or annulled order gives no access). 404 when there is no such
 * course, 403 for anyone else. A deleted course stays readable.
 */
export async function requireContentAccess(db: Db, user: UserRow, courseId: string) {
  const [course] = await repo.findCourses(db, [courseId]);
  if (!course) throw new AppError(404, "course_not_found");
  const items = await ownedItems(db, user.id, courseId);
  let access: ContentAccess | null = null;
  if (course.providerOwnerId === user.id) access = "provider";
  else if (await repo.isAcceptedLector(db, course.providerId, user.id)) access = "lector";
  else if (user.isAdmin) access = "admin";
  else if (items.length > 0) access = "buyer";
  if (!access) throw new AppError(403, "forbidden");
  return { course, items, access };
}

/** The embeddable address of a YouTube or Vimeo page; other addresses as they are. */
export function embedUrlOf(url: string) {
  const youtube = url.match(
    /^https?:\/\/(?:www\.|m\.)?(?:youtube\.com\/(?:watch\?(?:.*&)?v=|embed\/|shorts\/|live\/)|youtu\.be\/)([\w-]{6,})/i,
  );
  if (youtube) return `https://www.youtube-nocookie.com/embed/${youtube[1]}`;
  const vimeo = url.match(/^https?:\/\/(?:www\.)?vimeo\.com\/(?:video\/)?(\d+)/i);
  if (vimeo) return `https://player.vimeo.com/video/${vimeo[1]}`;
  return url;
}

/** Whether a meeting link is shown: always to the staff, to buyers from 30 minutes before until the end. */
const meetingShown = (access: ContentAccess, startsAt: Date, endsAt: Date, now: Date) =>
  access !== "buyer" || (now.getTime() >= startsAt.getTime() - meetingOpensBeforeMs && now < endsAt);

/** The content page of a course: programme, meeting links near sessions, address, documents, video. */
export async function getCourseContent(
  db: Db,
  user: UserRow,
  courseId: string,
  locale: Locale,
  now = clockNow(),
): Promise<CourseContent> {
  const { course, items, access } = await requireContentAccess(db, user, courseId);
  const [owned] = mergeOwnedItems(items);
  const [modules, sessions, slots, documents, reviewed] = [
    await repo.findModules(db, course.id),
    await repo.findSessions(db, [course.id]),
    await repo.findSlots(db, [...new Set(items.flatMap((i: OwnedItem) => (i.slotId ? [i.slotId] : [])))]),
    await repo.findAttachedDocuments(db, course.id),
    await repo.findReviewedCourseIds(db, user.id, [course.id]),
  ];
  const video = course.videoFileId ? await repo.findVideoFile(db, course.videoFileId) : undefined;
  const meeting = course.meetingUrl;
  const meetingFor = (startsAt: Date, endsAt: Date) => ({
    meeting_url: meeting && meetingShown(access, startsAt, endsAt, now) ? meeting : null,
    meeting_opens_at: meeting ? new Date(startsAt.getTime() - meetingOpensBeforeMs).toISOString() : null,
  });
  const base = `/api/v1/user/courses/${course.id}`;
  return {
    id: course.id,
    slug: course.slug,
    title: course.title,
    description: course.description,
    overview: course.overview,
    outcomes: course.outcomes,
    types: course.types as CourseContent["types"],
    provider: { id: course.providerId, slug: course.providerSlug, name: course.providerName },
    timing: owned
      ? timingOf(owned.startsAt, owned.endsAt, now)
      : timingOf(course.startsAt, course.endsAt, now),
    access,
    onsite: course.types.includes("onsite")
      ? { city: (locale === "en" ? course.cityEn : course.cityBg) ?? null, address: course.address }
      : null,
    modules: modules.map((m) => ({
      id: m.id,
      title: m.title,
      description: m.description,
      sessions: sessions
        .filter((s) => s.moduleId === m.id)
        .map((s) => ({
          id: s.id,
          title: s.title,
          description: s.description,
          starts_at: s.startsAt.toISOString(),
          ends_at: s.endsAt.toISOString(),
          duration_minutes: s.durationMinutes,
          instructor: s.instructor,
          ...meetingFor(s.startsAt, s.endsAt),
        })),
    })),
    slots: slots.map((s) => ({
      id: s.id,
      starts_at: s.startsAt.toISOString(),
      ends_at: s.endsAt.toISOString(),
      meeting_url: meetingFor(s.startsAt, s.endsAt).meeting_url,
    })),
    documents: documents.map((d) => ({
      id: d.id,
      label: d.label,
      description: d.description,
      file_name: d.fileName,
      size: d.size,
      mime: d.mime,
      url: `${base}/documents/${d.id}/file`,
    })),
    video: video
      ? { kind: "upload", url: `${base}/video`, mime: video.mime }
      : course.videoUrl
        ? { kind: "embed", url: embedUrlOf(course.videoUrl), mime: null }
        : null,
    review: {
      can_review: access === "buyer" && !!user.emailVerifiedAt && hasStarted(items, now),
      reviewed: reviewed.has(course.id),
    },
    orders: owned?.orders ?? [],
  };
}

/** An attached document's bytes, checked on every request like the content page. */
export async function downloadDocument(
  deps: LearningDeps,
  user: UserRow,
  courseId: string,
  documentId: string,
) {
  const { course } = await requireContentAccess(deps.db, user, courseId);
  if (!(await repo.isAttachedDocument(deps.db, course.id, documentId)))
    throw new AppError(404, "file_not_found");
  return openCourseDocument(deps, course.id, documentId);
}

/** The course's uploaded video file and its size, for a checked streaming request. */
export async function findVideo(deps: LearningDeps, user: UserRow, courseId: string) {
  const { course } = await requireContentAccess(deps.db, user, courseId);
  const file = course.videoFileId ? await repo.findVideoFile(deps.db, course.videoFileId) : undefined;
  const stored = file ? await deps.storage.stat(file.storageKey) : null;
  if (!file || !stored) throw new AppError(404, "file_not_found");
  return { file, size: stored.size };
}
