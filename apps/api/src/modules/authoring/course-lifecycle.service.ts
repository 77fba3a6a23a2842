import type { CourseStatus, OwnCourse } from "@kursove/contracts";
import type { Db } from "../../db/client";
import { AppError } from "../../platform/errors";
import type { MailDeps } from "../../platform/mail/site-mail";
import type { UserRow } from "../auth";
import * as repo from "./authoring.repository";
import { deadlineErrors, type FieldErrors, presentCourse, requireOwnCourse } from "./authoring.service";
import { courseEvents } from "./course-events";
import { submitRevision } from "./revisions.service";

/**
 * The course approval state machine (COURSE-APPROVAL, DESIGN §4):
 * draft -> in_review (submit, when complete); rejected -> in_review (resubmit after edits);
 * in_review -> approved | rejected (admin); any but deleted -> deleted (soft, keeps the rows).
 */
export const courseTransitions = {
  submit: { from: ["draft", "rejected"], to: "in_review" },
  approve: { from: ["in_review"], to: "approved" },
  reject: { from: ["in_review"], to: "rejected" },
  delete: { from: ["draft", "in_review", "approved", "rejected"], to: "deleted" },
} as const satisfies Record<string, { from: readonly CourseStatus[]; to: CourseStatus }>;

/** What a course still misses before it can be reviewed: booking details and a session or slot. */
export async function missingForReview(db: Db, course: repo.CourseRow): Promise<FieldErrors> {
  const errors: FieldErrors = {};
  if (!course.title || !course.categoryId || course.types.length === 0) errors.general = ["field.required"];
  if (course.capacity < 1) errors.capacity = ["field.required"];
  const { sessions, slots } = await repo.loadProgramme(db, course.id);
  if (sessions.length === 0 && slots.length === 0) errors.modules = ["field.required"];
  Object.assign(
    errors,
    deadlineErrors(
      {
        payment_deadline: course.paymentDeadline,
        cancellation_deadline: course.cancellationDeadline,
        last_sell_date: course.lastSellDate,
      },
      course.startsAt,
      course.earlyBirdUntil,
    ),
  );
  return errors;
}

/**
 * POST /provider/courses/{id}/submit: a complete draft or a corrected rejected course goes to review;
 * on an approved course its draft revision does.
 */
export async function submitCourse(db: Db, user: UserRow, id: string): Promise<OwnCourse> {
  const { course } = await requireOwnCourse(db, user, id);
  if (course.status === "approved") return submitRevision(db, user, course);
  const t = courseTransitions.submit;
  if (!(t.from as readonly string[]).includes(course.status)) throw new AppError(409, "course_state_changed");
  const missing = await missingForReview(db, course);
  if (Object.keys(missing).length > 0) throw new AppError(422, "course_incomplete", missing);
  const moved = await repo.moveCourse(db, course.id, [...t.from], {
    status: t.to,
    submittedAt: new Date(),
  });
  if (!moved) throw new AppError(409, "course_state_changed");
  return presentCourse(db, course.id);
}

/**
 * DELETE /provider/courses/{id}: the soft delete; the course leaves the catalogue and the lists, rows stay.
 * Its buyers are told it is canceled (refunds follow from the provider and the admins).
 */
export async function deleteCourse(db: Db, user: UserRow, id: string, mail?: MailDeps) {
  const { course } = await requireOwnCourse(db, user, id);
  const t = courseTransitions.delete;
  const moved = await repo.moveCourse(db, course.id, [...t.from], { status: t.to });
  if (!moved) throw new AppError(409, "course_state_changed");
  if (mail) await courseEvents.emit("courseCanceled", { db, mail, courseId: course.id });
}
