import type { EditorCourse } from "./course-form";

/**
 * Whether the provider may send the course for review: a draft or a rejected course, or an approved one
 * whose revision is a draft or was rejected.
 */
export function canSubmitForReview(course: Pick<EditorCourse, "status" | "revision">) {
  const revision = course.revision ?? null;
  return (
    course.status === "draft" ||
    course.status === "rejected" ||
    (course.status === "approved" && (revision?.status === "draft" || revision?.status === "rejected"))
  );
}

/** The editor's sections as paths under the course; only an approved course can be promoted. */
export function editorSections(course: Pick<EditorCourse, "id" | "status">) {
  const base = `/dashboard/courses/${course.id}`;
  return [
    { to: base, key: "general", end: true },
    { to: `${base}/booking`, key: "booking", end: false },
    { to: `${base}/programme`, key: "programme", end: false },
    { to: `${base}/media`, key: "media", end: false },
    ...(course.status === "approved"
      ? [
          // a waiting list is only for a course on sale (WAITLIST-PAGES)
          { to: `${base}/waitlist`, key: "waitlist", end: false },
          { to: `${base}/promote`, key: "promote", end: false },
        ]
      : []),
  ] as const;
}
