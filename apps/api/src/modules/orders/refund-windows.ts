import { now as clockNow } from "../../platform/clock";

const hour = 3_600_000;
const day = 24 * hour;

/** How long after a course ends a learner may still file a claim (CLAIMS-30-DAYS). */
export const claimDays = 30;

export type RefundWindow = "cancel" | "request" | "claim" | "closed";

export type ItemTimes = {
  /** the booked slot's start and end, else the course's first session start and last session end */
  startsAt: Date | null;
  endsAt: Date | null;
  /** whether the item is a booked slot (a bookable course's hour) */
  slotBooked: boolean;
  /** the course's cancellation deadline (courses.cancellation_deadline) */
  courseDeadline: Date | null;
  /** when the order was paid: the start of the claims window of a course without dates */
  paidAt: Date | null;
};

/**
 * The refund rules of one item:
 * - the cancellation deadline is the course's cancellation_deadline; for a booked slot, or a dated course
 *   without a deadline set, it is 24 hours before the item's start. Before it the learner cancels and is
 *   refunded in full at once.
 * - after it and until the item's course ends, a refund request goes to the provider and admins;
 * - from the end until 30 days after it, a claim; nothing after that.
 * A course without dates (a recording, access does not end) has no end: its claims window runs 30 days
 * from the payment, and it can be cancelled at once only before a cancellation_deadline the provider set.
 */
export function refundTimesOf(times: ItemTimes) {
  const cancellationDeadline =
    !times.slotBooked && times.courseDeadline
      ? times.courseDeadline
      : times.startsAt
        ? new Date(times.startsAt.getTime() - 24 * hour)
        : null;
  const end = times.endsAt ?? times.startsAt ?? times.paidAt;
  const claimsUntil = end ? new Date(end.getTime() + claimDays * day) : null;
  return { cancellationDeadline, end, claimsUntil };
}

export function refundWindowOf(times: ItemTimes, now = clockNow()): RefundWindow {
  const { cancellationDeadline, end, claimsUntil } = refundTimesOf(times);
  if (cancellationDeadline && now < cancellationDeadline) return "cancel";
  if (end && now < end) return "request";
  if (claimsUntil && now < claimsUntil) return "claim";
  return "closed";
}
