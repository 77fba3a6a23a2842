import { eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { courses } from "../../db/schema/index";
import { type NotifyDeps, notify, pageUrl } from "../notifications";
import { notifyWishlist } from "../wishlist";
import { findBuyerIds, findOwningOrderId } from "./purchases";

/**
 * Tells the course's buyers (those owning a live item) that it changed (an approved revision was applied:
 * they are sent to the course's content) or was canceled (deleted by its provider: they are sent to their
 * order, refunds follow from the provider and the admins). `occasion` tells one change from another (the
 * revision's id); a cancellation is told once. Answers how many were told.
 */
export async function notifyCourseBuyers(
  db: Db,
  deps: NotifyDeps,
  courseId: string,
  kind: "course_changed" | "course_canceled",
  occasion?: string,
) {
  const [course] = await db.select({ title: courses.title }).from(courses).where(eq(courses.id, courseId));
  if (!course) return 0;
  let told = 0;
  for (const userId of await findBuyerIds(db, courseId)) {
    const orderId = kind === "course_canceled" ? await findOwningOrderId(db, userId, courseId) : null;
    const path = orderId ? `/profile/orders/${orderId}` : `/profile/courses/${courseId}`;
    const sent = await notify(db, deps, {
      userId,
      kind,
      data: { course: course.title, course_id: courseId, path },
      dedupeKey:
        kind === "course_canceled"
          ? `course_canceled:${courseId}`
          : occasion
            ? `course_changed:${courseId}:${occasion}`
            : undefined,
      mail: (locale) => ({
        template: kind,
        url: pageUrl(deps, locale, path),
        vars: { course: course.title },
      }),
    });
    if (sent) told++;
  }
  return told;
}

/**
 * After an approved revision replaced a course's content: its buyers are told, and when its first start
 * moved to a new date, so is everyone who saved it for later.
 */
export async function afterRevisionApplied(
  db: Db,
  deps: NotifyDeps,
  courseId: string,
  revisionId: string,
  startsBefore: Date | null,
) {
  await notifyCourseBuyers(db, deps, courseId, "course_changed", revisionId);
  const [after] = await db
    .select({ startsAt: courses.startsAt })
    .from(courses)
    .where(eq(courses.id, courseId));
  const before = startsBefore ? new Date(startsBefore).getTime() : null;
  const now = after?.startsAt ? new Date(after.startsAt).getTime() : null;
  if (now !== null && now !== before) await notifyWishlist(db, deps, courseId, "wishlist_dates");
}
