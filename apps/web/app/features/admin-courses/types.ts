import type { OwnCourse } from "@kursove/contracts";

/** GET /admin/courses/{id}: the course, and (when the API sends them) its provider and the last decision. */
export type AdminCourseDetail = OwnCourse & {
  submitted_at?: string | null;
  provider?: { id: string; name: string; status: string } | null;
  decision?: {
    decided_at: string;
    decided_by: { id: string; name: string } | null;
    rejection_reason: string | null;
  } | null;
};

export const statusTone = (status: string) =>
  status === "approved"
    ? "bg-green-100 text-green-900"
    : status === "rejected" || status === "deleted"
      ? "bg-red-100 text-red-900"
      : status === "draft"
        ? "bg-stone-200 text-stone-800"
        : "bg-amber-100 text-amber-950";
