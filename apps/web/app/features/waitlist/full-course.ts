import type { CourseDetail, WaitlistEntryItem } from "@kursove/contracts";

/** Whether the course sells but has no place left: no place on it, or none in any of its hours. */
export function isFullCourse(course: CourseDetail) {
  if (!course.on_sale || course.awaiting_approval || course.timing === "past") return false;
  if (course.types.includes("on_demand"))
    return course.slots.length > 0 && course.slots.every((s) => s.places_left === 0);
  return course.places_left === 0;
}

/** The place held for the learner from a waiting list, while the offer lasts (WAITLIST-HELD-OFFER). */
export function heldOfferOf(entries: WaitlistEntryItem[], now = Date.now()) {
  return entries.find(
    (e) => e.status === "offered" && e.held_until !== null && Date.parse(e.held_until) > now,
  );
}
