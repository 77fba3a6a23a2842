import type { ProviderWaitlist, UserWaitlist } from "@kursove/contracts";
import { formatSofiaDate } from "@kursove/contracts/domain/sofia-time";
import type { Locale } from "@kursove/i18n";
import type { Db } from "../../db/client";
import { AppError } from "../../platform/errors";
import type { UserRow } from "../auth";
import { type NotifyDeps, notify, pageUrl } from "../notifications";
import { requireOwnProvider } from "../providers";
import { holdOfferedPlace, lockBuyer, lockPlaces, placesLeftOf } from "../seats";
import * as repo from "./waitlist.repository";

type Target = repo.WaitlistTarget;
const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());

/**
 * The course (hour) a learner may wait for: public, still selling (the cart's rule: payouts on, before
 * the last sell date and the start), with a slot exactly when it is bookable. 404 for a course that is
 * not public, 422 for a wrong slot, 409 sales_closed.
 */
async function checkTarget(db: Db, courseId: string, slotId: string | null | undefined): Promise<Target> {
  const course = await repo.findPublicCourse(db, courseId);
  if (!course) throw new AppError(404, "course_not_found");
  const bookable = course.types.includes("on_demand");
  if (!bookable && slotId)
    throw new AppError(422, "validation_failed", { slot_id: ["field.slot_not_allowed"] });
  const slot = slotId ? await repo.findSlot(db, slotId) : null;
  if (bookable && slot?.courseId !== course.id)
    throw new AppError(422, "validation_failed", { slot_id: ["field.slot_required"] });
  const now = new Date();
  const closed =
    !course.payoutsEnabled ||
    (course.lastSellDate !== null && course.lastSellDate <= now) ||
    (slot ? slot.startsAt <= now : course.startsAt !== null && course.startsAt <= now);
  if (closed) throw new AppError(409, "sales_closed");
  return { courseId: course.id, slotId: slot?.id ?? null };
}

/**
 * POST /courses/{id}/waitlist: puts the learner at the end of a full course's (hour's) waiting list, or
 * answers their place when already on it (WAITLIST-JOIN). 409 waitlist_places_free while a place is free.
 */
export async function joinWaitlist(db: Db, userId: string, courseId: string, slotId?: string | null) {
  const target = await checkTarget(db, courseId, slotId);
  return db.transaction(async (tx) => {
    const existing = await repo.findActiveEntry(tx, userId, target);
    if (existing?.status === "offered") throw new AppError(409, "waitlist_offer_held");
    if (!existing) {
      const count = await lockPlaces(tx, target, { lock: false });
      if (count && placesLeftOf(count) > 0) throw new AppError(409, "waitlist_places_free");
      await repo.insertEntry(tx, userId, target);
    }
    const entry = await repo.findActiveEntry(tx, userId, target);
    // a concurrent join of the same learner inserted it first: the unique index kept one
    if (entry?.status === "offered") throw new AppError(409, "waitlist_offer_held");
    return { position: entry?.position ?? 1 };
  });
}

/** DELETE /courses/{id}/waitlist: takes the learner off the list (WAITLIST-LEAVE); leaving twice changes nothing. */
export async function leaveWaitlist(db: Db, userId: string, courseId: string, slotId?: string) {
  await repo.endWaitingEntry(db, userId, { courseId, slotId: slotId ?? null });
}

/** GET /user/waitlist: the learner's lists, offers first, with their place in each queue. */
export async function listUserWaitlist(db: Db, userId: string): Promise<UserWaitlist> {
  const rows = await repo.findUserEntries(db, userId);
  return {
    data: rows.map((r) => ({
      id: r.id,
      course: { id: r.courseId, slug: r.courseSlug, title: r.courseTitle },
      slot: r.slotId && r.slotStartsAt ? { id: r.slotId, starts_at: iso(r.slotStartsAt)! } : null,
      status: r.status === "offered" ? "offered" : "waiting",
      position: r.position,
      held_until: iso(r.offeredUntil),
      joined_at: iso(r.createdAt)!,
    })),
  };
}

/** GET /provider/courses/{id}/waitlist: the list of one of the provider's courses; another's is not found. */
export async function listCourseWaitlist(
  db: Db,
  user: UserRow,
  courseId: string,
  page: number,
): Promise<ProviderWaitlist> {
  const provider = await requireOwnProvider(db, user);
  const course = await repo.findOwnCourse(db, provider.id, courseId);
  if (!course) throw new AppError(404, "course_not_found");
  const { rows, total } = await repo.findCourseEntries(db, course.id, page);
  return {
    course: { id: course.id, title: course.title },
    data: rows.map((r) => ({
      id: r.id,
      learner: { name: `${r.firstName} ${r.lastName}`.trim(), email: r.email },
      slot: r.slotId && r.slotStartsAt ? { id: r.slotId, starts_at: iso(r.slotStartsAt)! } : null,
      status: r.status === "offered" ? "offered" : "waiting",
      position: r.position,
      held_until: iso(r.offeredUntil),
      joined_at: iso(r.createdAt)!,
    })),
    last_page: Math.max(1, Math.ceil(total / repo.providerWaitlistPageSize)),
    total,
  };
}

export type OfferDeps = {
  db: Db;
  notify: NotifyDeps;
  /** WAITLIST_OFFER_HOURS */
  offerHours: number;
  /** Test only: `false` removes the queue's and the course (slot) row's locks, for the concurrency test's control. */
  lock?: boolean;
};

const dateTags: Record<Locale, string> = { bg: "bg-BG", en: "en-GB" };

/**
 * Offers one freed place of a course (hour) to the first learner waiting for it, in one transaction:
 * lock the queue, claim its first entry, take the buyer's lock and then the course (slot) row's, as the
 * cart does, count the places left, hold one in the learner's cart until the offer ends and tell them.
 * Answers false when no one waits or no place is left.
 */
async function offerNextPlace(deps: OfferDeps, target: Target): Promise<boolean> {
  const lock = deps.lock ?? true;
  return deps.db.transaction(async (tx) => {
    if (lock) await repo.lockQueue(tx, target);
    const entry = await repo.claimFirstWaiting(tx, target);
    if (!entry) return false;
    await lockBuyer(tx, entry.userId);
    const count = await lockPlaces(tx, target, { lock });
    if (!count || placesLeftOf(count) < 1) return false;
    // an offer is a hold, and holds run on the database's real clock (CART-HOLD), not the business one
    const until = new Date(Date.now() + deps.offerHours * 3_600_000);
    const itemId = await holdOfferedPlace(tx, entry.userId, target, until);
    await repo.markOffered(tx, entry.id, itemId, until);
    const course = await repo.findPublicCourse(tx, target.courseId);
    const title = course?.title ?? "";
    await notify(tx, deps.notify, {
      userId: entry.userId,
      kind: "waitlist_offer",
      data: { course: title, course_id: target.courseId, held_until: until.toISOString(), path: "/checkout" },
      dedupeKey: `waitlist_offer:${entry.id}`,
      mail: (locale) => ({
        template: "waitlist_offer",
        url: pageUrl(deps.notify, locale, "/checkout"),
        vars: {
          course: title,
          until: formatSofiaDate(until, dateTags[locale], { dateStyle: "long", timeStyle: "short" }),
        },
      }),
    });
    return true;
  });
}

/**
 * The offer round (WAITLIST-OFFER), run every minute by the job runner: ends offers that were bought,
 * removed or ran out, ends waiting for courses that stopped selling, then offers every free place of each
 * course (hour) to the next learner waiting. Safe when several processes run it at once. Answers the
 * number of offers made.
 */
export function offerFreedPlaces(deps: OfferDeps, now = new Date()) {
  return offerRound(deps, now);
}

/**
 * The same round for some courses only, run as soon as places of them were freed (a hold released, an
 * item refunded, an order annulled, the capacity raised; WAITLIST-OFFER-AT-ONCE), after the transaction
 * that freed them committed. Answers the number of offers made.
 */
export function offerPlacesFreedOn(deps: OfferDeps, courseIds: string[], now = new Date()) {
  return courseIds.length > 0 ? offerRound(deps, now, courseIds) : Promise.resolve(0);
}

async function offerRound(deps: OfferDeps, now: Date, courseIds?: string[]) {
  await repo.endFinishedOffers(deps.db, courseIds);
  await repo.endClosedWaiting(deps.db, now, courseIds);
  let offered = 0;
  for (const target of await repo.findWaitingTargets(deps.db, courseIds))
    while (await offerNextPlace(deps, target)) offered++;
  return offered;
}
