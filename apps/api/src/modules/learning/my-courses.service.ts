import type { MyCourse, MyCoursesQuery, MyCoursesResponse } from "@kursove/contracts";
import type { Db } from "../../db/client";
import { now as clockNow } from "../../platform/clock";
import { fileUrl } from "../../platform/file-url";
import type { UserRow } from "../auth";
import { findCourses, findReviewedCourseIds, type LearningCourse } from "./learning.repository";
import { type CourseTiming, hasStarted, ownedItems, timingOf } from "./purchases";
import { learnerSchedule, mergeOwnedItems, type OwnedCourse, type ScheduleEntry } from "./schedule";

export const myCoursesPerPage = 12;

const bucketOrder: Record<CourseTiming, number> = { ongoing: 0, future: 1, past: 2 };

/** Future and ongoing by start (undated last), past by end with the latest first; all: ongoing, future, past. */
function compareCourses(a: MyCourse, b: MyCourse) {
  if (a.timing !== b.timing) return bucketOrder[a.timing] - bucketOrder[b.timing];
  const time = (v: string | null, missing: number) => (v ? Date.parse(v) : missing);
  if (a.timing === "past") return time(b.ends_at, 0) - time(a.ends_at, 0);
  return time(a.starts_at, Number.MAX_SAFE_INTEGER) - time(b.starts_at, Number.MAX_SAFE_INTEGER);
}

function presentCourse(
  course: LearningCourse,
  owned: OwnedCourse,
  schedule: ScheduleEntry[],
  flags: { canReview: boolean; reviewed: boolean },
  now: Date,
): MyCourse {
  const next = schedule.find((s) => s.courseId === course.id && s.endsAt > now);
  return {
    id: course.id,
    slug: course.slug,
    title: course.title,
    types: course.types as MyCourse["types"],
    thumbnail: course.thumbnailId
      ? { url: fileUrl(course.thumbnailId)!, width: course.thumbnailWidth, height: course.thumbnailHeight }
      : null,
    provider: { id: course.providerId, slug: course.providerSlug, name: course.providerName },
    timing: timingOf(owned.startsAt, owned.endsAt, now),
    starts_at: owned.startsAt?.toISOString() ?? null,
    ends_at: owned.endsAt?.toISOString() ?? null,
    next_session: next
      ? {
          title: next.title ?? course.title,
          starts_at: next.startsAt.toISOString(),
          ends_at: next.endsAt.toISOString(),
        }
      : null,
    quantity: owned.quantity,
    order_ids: owned.orders.map((o) => o.id),
    has_video: !!(course.videoFileId || course.videoUrl),
    documents_count: course.documentsCount,
    can_review: flags.canReview,
    reviewed: flags.reviewed,
  };
}

/** My Courses: one entry per bought course, in the asked bucket, searched and paged. */
export async function listMyCourses(
  db: Db,
  user: UserRow,
  query: MyCoursesQuery,
  now = clockNow(),
): Promise<MyCoursesResponse> {
  const items = await ownedItems(db, user.id);
  const owned = mergeOwnedItems(items);
  const courseIds = owned.map((o) => o.courseId);
  const [rows, schedule, reviewed] = [
    await findCourses(db, courseIds),
    await learnerSchedule(db, items),
    await findReviewedCourseIds(db, user.id, courseIds),
  ];
  const byId = new Map(rows.map((r) => [r.id, r]));
  const isVerified = !!user.emailVerifiedAt;
  const needle = query.q?.trim().toLocaleLowerCase("bg") ?? "";
  const all = owned
    .flatMap((o) => {
      const course = byId.get(o.courseId);
      if (!course) return [];
      return [
        presentCourse(
          course,
          o,
          schedule,
          { canReview: isVerified && hasStarted(o.items, now), reviewed: reviewed.has(o.courseId) },
          now,
        ),
      ];
    })
    .filter((c) => !needle || `${c.title} ${c.provider.name}`.toLocaleLowerCase("bg").includes(needle))
    .sort(compareCourses);
  const counts = { future: 0, ongoing: 0, past: 0, all: all.length };
  for (const c of all) counts[c.timing] += 1;
  const chosen = query.status === "all" ? all : all.filter((c) => c.timing === query.status);
  const totalPages = Math.max(1, Math.ceil(chosen.length / myCoursesPerPage));
  const start = (query.page - 1) * myCoursesPerPage;
  return {
    courses: chosen.slice(start, start + myCoursesPerPage),
    totalPages,
    page: query.page,
    filters: { status: query.status, q: query.q?.trim() || null, counts },
  };
}
