import type { WishlistPage } from "@kursove/contracts";
import type { Currency } from "@kursove/contracts/currency";
import { formatSofiaDate, todayInSofia } from "@kursove/contracts/domain/sofia-time";
import type { Locale } from "@kursove/i18n";
import { asc, inArray } from "drizzle-orm";
import type { Db } from "../../db/client";
import { courses } from "../../db/schema/index";
import { now as clockNow } from "../../platform/clock";
import { AppError } from "../../platform/errors";
import { findCourseCards, toCourseCard } from "../catalog";
import { type NotifyDeps, notify } from "../notifications";
import * as repo from "./wishlist.repository";

/** PUT /user/wishlist/{courseId}: saves a course on sale (404 otherwise); saving twice changes nothing. */
export async function saveCourse(db: Db, userId: string, courseId: string) {
  if (!(await repo.findPublicCourse(db, courseId))) throw new AppError(404, "course_not_found");
  await repo.addItem(db, userId, courseId);
}

export const removeCourse = (db: Db, userId: string, courseId: string) =>
  repo.removeItem(db, userId, courseId);

export const savedIds = async (db: Db, userId: string) => ({
  course_ids: await repo.findSavedIds(db, userId),
});

/** GET /user/wishlist: the saved courses still on sale as catalogue cards, latest saved first. */
export async function listWishlist(
  db: Db,
  locale: Locale,
  currency: Currency,
  userId: string,
  page: number,
): Promise<WishlistPage> {
  const { ids, total } = await repo.findSavedPublicPage(db, userId, page);
  const cards =
    ids.length > 0
      ? await findCourseCards(
          db,
          locale,
          inArray(courses.id, ids),
          [{ order: [asc(courses.id)] }],
          ids.length,
        )
      : [];
  const byId = new Map(cards.map((c) => [c.id, toCourseCard(c, currency)]));
  return {
    courses: ids.flatMap((id) => byId.get(id) ?? []),
    totalPages: Math.max(1, Math.ceil(total / repo.wishlistPageSize)),
    page,
  };
}

const dateTags: Record<Locale, string> = { bg: "bg-BG", en: "en-GB" };
const formatDay = (date: Date, locale: Locale) =>
  formatSofiaDate(date, dateTags[locale], { day: "numeric", month: "long", year: "numeric" });

/**
 * Tells everyone who saved a course on sale that it has new dates (once per new first start) or that
 * places are free again (at most once a day, and only when a place is free). Pass the transaction that
 * made the change as `db`. Answers how many were told.
 */
export async function notifyWishlist(
  db: Db,
  deps: NotifyDeps,
  courseId: string,
  kind: "wishlist_dates" | "wishlist_places",
  now = clockNow(),
  /** for new dates other than a new first start (a bookable course's added hours): the newest one */
  newDate?: Date,
) {
  const course = await repo.findPublicCourse(db, courseId);
  if (!course) return 0;
  const startsAt = course.startsAt ? new Date(course.startsAt) : null;
  let dedupeKey: string;
  if (kind === "wishlist_dates") {
    if (!startsAt) return 0;
    dedupeKey = `wishlist_dates:${courseId}:${(newDate ?? startsAt).toISOString()}`;
  } else {
    const free = course.capacity > course.soldCount || (await repo.hasFreeSlot(db, courseId));
    if (!free) return 0;
    dedupeKey = `wishlist_places:${courseId}:${todayInSofia(now)}`;
  }
  const path = `/courses/${course.slug}`;
  let told = 0;
  for (const userId of await repo.findSaverIds(db, courseId)) {
    const sent = await notify(db, deps, {
      userId,
      kind,
      data: {
        course: course.title,
        course_id: courseId,
        starts_at: startsAt?.toISOString() ?? null,
        path,
      },
      dedupeKey,
      mail: (locale) => ({
        template: kind,
        url: `${deps.publicUrl}${locale === "en" ? "/en" : ""}${path}`,
        vars: { course: course.title, date: startsAt ? formatDay(startsAt, locale) : "" },
      }),
    });
    if (sent) told++;
  }
  return told;
}
