import type { CourseStatus } from "@kursove/contracts";

/**
 * The notice over a course page that only its provider or an admin can see: it names the course's state,
 * so a draft never submitted does not read as awaiting approval (glossary: course states).
 */
export function previewNoticeKey(status: CourseStatus) {
  return `course.preview.${status}` as const;
}
