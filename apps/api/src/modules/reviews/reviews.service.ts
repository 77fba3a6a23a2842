import type {
  ManagedReview,
  ManagedReviewPage,
  MyCourseReview,
  OwnReview,
  ReviewClosedReason,
  reviewBody,
  UserReviewsResponse,
} from "@kursove/contracts";
import { and, eq } from "drizzle-orm";
import type { z } from "zod";
import type { Db } from "../../db/client";
import { courses, reviews } from "../../db/schema/index";
import { AppError } from "../../platform/errors";
import { fileUrl } from "../../platform/file-url";
import type { UserRow } from "../auth";
import { hasStarted, type OwnedItem, ownedItems } from "../learning";
import { type NotifyDeps, notify } from "../notifications";
import { requireOwnProvider } from "../providers";
import * as repo from "./reviews.repository";

export type ReviewsDeps = { db: Db; notify: NotifyDeps; kickMail: () => void };

const managedPageSize = 20;
const userPageSize = 10;

export function toOwnReview(r: repo.ReviewRow): OwnReview {
  return {
    id: r.id,
    ratings: { content: r.contentRating, outcomes: r.outcomesRating },
    overall: r.overall,
    recommend: r.recommend,
    suggestions: r.suggestions,
    other_courses_wanted: r.otherCoursesWanted,
    comment: r.comment,
    reply: r.reply,
    replied_at: r.repliedAt?.toISOString() ?? null,
    hidden: r.hidden,
    created_at: r.createdAt.toISOString(),
    updated_at: r.updatedAt.toISOString(),
  };
}

function toManagedReview(row: repo.ManagedReviewRow): ManagedReview {
  const r = row.review;
  return {
    id: r.id,
    course: { id: r.courseId, slug: row.courseSlug, title: row.courseTitle },
    author: `${row.firstName} ${row.lastName}`.trim(),
    overall: r.overall,
    ratings: { content: r.contentRating, outcomes: r.outcomesRating },
    recommend: r.recommend,
    suggestions: r.suggestions,
    other_courses_wanted: r.otherCoursesWanted,
    comment: r.comment,
    reply: r.reply,
    replied_at: r.repliedAt?.toISOString() ?? null,
    hidden: r.hidden,
    created_at: r.createdAt.toISOString(),
  };
}

const thumbnailOf = (c: {
  thumbnailId: string | null;
  thumbnailWidth: number | null;
  thumbnailHeight: number | null;
}) =>
  c.thumbnailId ? { url: fileUrl(c.thumbnailId)!, width: c.thumbnailWidth, height: c.thumbnailHeight } : null;

/** Why the learner may not rate a course now, or null when rating is open. */
function closedReason(user: UserRow, items: OwnedItem[]): ReviewClosedReason | null {
  if (items.length === 0) return "review_not_buyer";
  if (!hasStarted(items)) return "review_too_early";
  if (!user.emailVerifiedAt) return "email_not_verified";
  return null;
}

const earliestStart = (items: OwnedItem[]) =>
  items.reduce<Date | null>((min, i) => (i.startsAt && (!min || i.startsAt < min) ? i.startsAt : min), null);

/** GET /courses/{id}/reviews/mine: the course, whether the learner may rate it and the review so far. */
export async function getMyCourseReview(db: Db, user: UserRow, courseId: string): Promise<MyCourseReview> {
  const course = await repo.findCourse(db, courseId);
  if (!course) throw new AppError(404, "course_not_found");
  const [items, review] = await Promise.all([
    ownedItems(db, user.id, courseId),
    repo.findReviewOf(db, courseId, user.id),
  ]);
  // a course off the catalogue is known only to those who bought or rated it
  if (course.status !== "approved" && items.length === 0 && !review)
    throw new AppError(404, "course_not_found");
  const reason = closedReason(user, items);
  return {
    course: { id: course.id, slug: course.slug, title: course.title, thumbnail: thumbnailOf(course) },
    starts_at: earliestStart(items)?.toISOString() ?? null,
    can_review: reason === null,
    ...(reason ? { reason } : {}),
    review: review ? toOwnReview(review) : null,
  };
}

/**
 * POST /courses/{id}/reviews: a buyer with a verified email rates a started course, once; a second
 * call edits the same review. The course's and the provider's averages follow in the same transaction.
 */
export async function rateCourse(
  db: Db,
  user: UserRow,
  courseId: string,
  input: z.infer<typeof reviewBody>,
  /** Test only: `false` recomputes the averages without the provider's lock (reviews.concurrency.test.ts's control). */
  options: { lock?: boolean } = {},
): Promise<{ review: OwnReview; created: boolean }> {
  if (!user.emailVerifiedAt) throw new AppError(403, "email_not_verified");
  const course = await repo.findCourse(db, courseId);
  if (!course) throw new AppError(404, "course_not_found");
  const reason = closedReason(user, await ownedItems(db, user.id, courseId));
  if (reason === "review_not_buyer") {
    if (course.status !== "approved") throw new AppError(404, "course_not_found");
    throw new AppError(403, "review_not_buyer");
  }
  if (reason === "review_too_early") throw new AppError(409, "review_too_early");
  return db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    const { review, created } = await repo.upsertReview(t, courseId, user.id, {
      contentRating: input.ratings.content,
      outcomesRating: input.ratings.outcomes,
      overall: input.overall,
      recommend: input.recommend,
      suggestions: input.suggestions,
      otherCoursesWanted: input.other_courses_wanted,
      comment: input.comment,
    });
    await repo.refreshCourseRating(t, courseId, options);
    return { review: toOwnReview(review), created };
  });
}

/**
 * GET /user/reviews: the learner's bought courses (and any course they reviewed) with their
 * review; waiting = started and not rated yet, written = rated.
 */
export async function listUserReviews(
  db: Db,
  user: UserRow,
  query: { status: "waiting" | "written" | "all"; page: number },
): Promise<UserReviewsResponse> {
  const [items, written] = await Promise.all([ownedItems(db, user.id), repo.findReviewsOfUser(db, user.id)]);
  const itemsByCourse = new Map<string, OwnedItem[]>();
  for (const item of items)
    itemsByCourse.set(item.courseId, [...(itemsByCourse.get(item.courseId) ?? []), item]);
  const reviewByCourse = new Map(written.map((r) => [r.courseId, r]));
  // newest purchase first, then courses reviewed but no longer owned (refunded after rating)
  const courseIds = [...new Set([...itemsByCourse.keys(), ...reviewByCourse.keys()])];
  const entries = courseIds.map((id) => {
    const owned = itemsByCourse.get(id) ?? [];
    const review = reviewByCourse.get(id) ?? null;
    const reason = closedReason(user, owned);
    const isWaiting = !review && owned.length > 0 && hasStarted(owned);
    return { id, owned, review, reason, isWaiting };
  });
  const counts = {
    waiting: entries.filter((e) => e.isWaiting).length,
    written: entries.filter((e) => e.review).length,
    all: entries.length,
  };
  const chosen = entries.filter((e) =>
    query.status === "waiting" ? e.isWaiting : query.status === "written" ? !!e.review : true,
  );
  const totalPages = Math.max(1, Math.ceil(chosen.length / userPageSize));
  const page = chosen.slice((query.page - 1) * userPageSize, query.page * userPageSize);
  const courseRows = new Map(
    (
      await repo.findCoursesWithProvider(
        db,
        page.map((e) => e.id),
      )
    ).map((c) => [c.id, c]),
  );
  return {
    courses: page.flatMap((e) => {
      const c = courseRows.get(e.id);
      if (!c) return [];
      const start = earliestStart(e.owned) ?? c.startsAt;
      return [
        {
          id: c.id,
          slug: c.slug,
          title: c.title,
          thumbnail: thumbnailOf(c),
          provider: { id: c.providerId, slug: c.providerSlug, name: c.providerName },
          starts_at: start?.toISOString() ?? null,
          can_review: e.reason === null,
          ...(e.reason ? { reason: e.reason } : {}),
          review: e.review ? toOwnReview(e.review) : null,
        },
      ];
    }),
    totalPages,
    page: query.page,
    filters: { status: query.status, counts },
  };
}

/** GET /provider/reviews: the reviews of the signed-in provider's courses, to answer. */
export async function listProviderReviews(
  db: Db,
  user: UserRow,
  query: { status: "unanswered" | "answered" | "all"; page: number },
): Promise<ManagedReviewPage> {
  const provider = await requireOwnProvider(db, user);
  const where = and(
    eq(courses.providerId, provider.id),
    query.status === "all" ? undefined : repo.answered(query.status === "answered"),
  );
  const { rows, lastPage } = await repo.findManagedReviews(db, where, query.page, managedPageSize);
  return { data: rows.map(toManagedReview), last_page: lastPage };
}

/**
 * PUT /provider/reviews/{id}/reply: the provider's public answer to a review of its own course (404 for
 * another's); an empty answer removes it. The author is told when an answer is set.
 */
export async function replyToReview(
  deps: ReviewsDeps,
  user: UserRow,
  id: string,
  reply: string,
): Promise<ManagedReview> {
  const provider = await requireOwnProvider(deps.db, user);
  const found = await repo.findManagedReview(deps.db, id);
  if (!found || found.providerId !== provider.id) throw new AppError(404, "not_found");
  const answer = reply.trim() || null;
  await deps.db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    await repo.setReply(t, id, answer);
    if (!answer) return;
    await notify(t, deps.notify, {
      userId: found.review.userId,
      kind: "review_answered",
      data: { course: found.courseTitle, path: `/courses/${found.courseSlug}` },
      mail: (locale) => ({
        template: "review_answered",
        url: `${deps.notify.publicUrl}${locale === "en" ? "/en" : ""}/courses/${found.courseSlug}`,
        vars: { provider: provider.companyName, course: found.courseTitle, reply: answer },
      }),
    });
  });
  deps.kickMail();
  return toManagedReview((await repo.findManagedReview(deps.db, id))!);
}

/** GET /admin/reviews: every review, newest first, or only the hidden ones. */
export async function listAdminReviews(
  db: Db,
  query: { status: "all" | "hidden"; page: number },
): Promise<ManagedReviewPage> {
  const where = query.status === "hidden" ? eq(reviews.hidden, true) : undefined;
  const { rows, lastPage } = await repo.findManagedReviews(db, where, query.page, managedPageSize);
  return { data: rows.map(toManagedReview), last_page: lastPage };
}

/** PUT /admin/reviews/{id}/hidden: hides an abusive review (or shows it again); the averages follow. */
export async function setReviewHidden(
  db: Db,
  admin: UserRow,
  id: string,
  hidden: boolean,
): Promise<ManagedReview> {
  const found = await repo.findManagedReview(db, id);
  if (!found) throw new AppError(404, "not_found");
  await db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    await repo.setHidden(t, id, hidden, admin.id);
    await repo.refreshCourseRating(t, found.review.courseId);
  });
  return toManagedReview((await repo.findManagedReview(db, id))!);
}
