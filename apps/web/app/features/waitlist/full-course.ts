import type { CourseDetail } from "@kursove/contracts";

/** Whether the course sells but has no place left: no place on it, or none in any of its hours. */
export function isFullCourse(course: CourseDetail) {
  if (!course.on_sale || course.awaiting_approval || course.timing === "past") return false;
  if (course.types.includes("on_demand"))
    return course.slots.length > 0 && course.slots.every((s) => s.places_left === 0);
  return course.places_left === 0;
}
