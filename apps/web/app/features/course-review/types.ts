import type { AdminCourse } from "@kursove/contracts";

/** GET /admin/courses/{id}: the course with its provider and the last decision. */
export type AdminCourseDetail = AdminCourse;

export const statusTone = (status: string) =>
  status === "approved"
    ? "bg-green-100 text-green-900"
    : status === "rejected" || status === "deleted"
      ? "bg-red-100 text-red-900"
      : status === "draft"
        ? "bg-stone-200 text-stone-800"
        : "bg-amber-100 text-amber-950";
