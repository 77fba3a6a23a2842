import type { Db } from "../../db/client";
import { findSessions, findSessionsBetween, findSlots } from "./learning.repository";
import type { OwnedItem } from "./purchases";

/** One course of a learner, its items of several orders merged. */
export type OwnedCourse = {
  courseId: string;
  items: OwnedItem[];
  quantity: number;
  /** the earliest start and the latest end among the items; null when none has dates */
  startsAt: Date | null;
  endsAt: Date | null;
  orders: { id: string; number: string }[];
};

/** Groups owned items by course, in the order the items came (newest order first). */
export function mergeOwnedItems(items: readonly OwnedItem[]): OwnedCourse[] {
  const byCourse = new Map<string, OwnedCourse>();
  for (const item of items) {
    let course = byCourse.get(item.courseId);
    if (!course) {
      course = { courseId: item.courseId, items: [], quantity: 0, startsAt: null, endsAt: null, orders: [] };
      byCourse.set(item.courseId, course);
    }
    course.items.push(item);
    course.quantity += item.quantity;
    if (item.startsAt && (!course.startsAt || item.startsAt < course.startsAt))
      course.startsAt = item.startsAt;
    if (item.endsAt && (!course.endsAt || item.endsAt > course.endsAt)) course.endsAt = item.endsAt;
    if (!course.orders.some((o) => o.id === item.orderId))
      course.orders.push({ id: item.orderId, number: item.orderNumber });
  }
  return [...byCourse.values()];
}

/** A dated meeting of a learner: a course session, or a booked slot of a bookable course. */
export type ScheduleEntry = {
  id: string;
  kind: "session" | "slot";
  courseId: string;
  /** the session's title; a slot has none */
  title: string | null;
  startsAt: Date;
  endsAt: Date;
};

/**
 * The learner's sessions and booked slots, each once however many places were bought: a course bought
 * without a slot brings all its sessions, a slot only itself. With a range, only what overlaps it.
 */
export async function learnerSchedule(
  db: Db,
  items: readonly OwnedItem[],
  range?: { from: Date; to: Date },
): Promise<ScheduleEntry[]> {
  const courseIds = [...new Set(items.filter((i) => !i.slotId).map((i) => i.courseId))];
  const slotIds = [...new Set(items.flatMap((i) => (i.slotId ? [i.slotId] : [])))];
  const sessions = range
    ? await findSessionsBetween(db, courseIds, range.from, range.to)
    : await findSessions(db, courseIds);
  const slots = (await findSlots(db, slotIds)).filter(
    (s) => !range || (s.startsAt < range.to && s.endsAt > range.from),
  );
  const entries: ScheduleEntry[] = [
    ...sessions.map((s) => ({
      id: s.id,
      kind: "session" as const,
      courseId: s.courseId,
      title: s.title,
      startsAt: s.startsAt,
      endsAt: s.endsAt,
    })),
    ...slots.map((s) => ({
      id: s.id,
      kind: "slot" as const,
      courseId: s.courseId,
      title: null,
      startsAt: s.startsAt,
      endsAt: s.endsAt,
    })),
  ];
  return entries.sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime());
}
