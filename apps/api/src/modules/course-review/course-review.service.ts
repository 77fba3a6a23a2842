import type { AdminCourse, CourseStatus } from "@kursove/contracts";
import { lastPage } from "@kursove/contracts/domain/paging";
import type { Db } from "../../db/client";
import { AppError } from "../../platform/errors";
import { type MailDeps, queueProviderMail } from "../../platform/mail/site-mail";
import type { UserRow } from "../auth";
import { courseTransitions, moveCourse, presentCourse, toCourseSummary } from "../authoring";
import * as repo from "./course-review.repository";

export type ReviewDeps = MailDeps & { db: Db; kickMail: () => void };

/** GET /admin/courses: one page of courses in a status with their provider. */
export async function listCoursesForAdmin(db: Db, status: CourseStatus, page: number) {
  const { rows, total } = await repo.listCoursesForAdmin(db, status, page);
  return {
    data: rows.map((r) => ({
      ...toCourseSummary(r.course),
      provider_id: r.course.providerId,
      provider_name: r.providerName,
      provider_status: r.providerStatus,
    })),
    last_page: lastPage(total, repo.coursePageSize),
  };
}

/** GET /admin/courses/{id}: any course but a deleted one, with its programme, for the preview. */
export async function getCourseForAdmin(db: Db, id: string): Promise<AdminCourse> {
  const found = await repo.findCourseWithOwner(db, id);
  if (!found || found.course.status === "deleted") throw new AppError(404, "course_not_found");
  const { course, provider } = found;
  const decidedBy = course.decidedByUserId ? await repo.findUserName(db, course.decidedByUserId) : null;
  return {
    ...(await presentCourse(db, id, true)),
    submitted_at: course.submittedAt?.toISOString() ?? null,
    provider: { id: provider.id, name: provider.companyName, status: provider.status },
    decision: course.decidedAt
      ? {
          decided_at: course.decidedAt.toISOString(),
          decided_by: decidedBy,
          rejection_reason: course.rejectionReason,
        }
      : null,
  };
}

/** Moves a course in review to the admin's decision and mails the provider's owner. */
async function decide(
  deps: ReviewDeps,
  admin: UserRow,
  id: string,
  decision: "approve" | "reject",
  reason: string | null,
) {
  const found = await repo.findCourseWithOwner(deps.db, id);
  if (!found || found.course.status === "deleted") throw new AppError(404, "course_not_found");
  const t = courseTransitions[decision];
  await deps.db.transaction(async (tx) => {
    const db = tx as unknown as Db;
    const now = new Date();
    const moved = await moveCourse(db, id, [...t.from], {
      status: t.to,
      decidedAt: now,
      decidedByUserId: admin.id,
      rejectionReason: reason,
      // on sale from now when its provider is approved; otherwise when the provider is
      ...(decision === "approve" && found.provider.status === "approved"
        ? { publishedAt: found.course.publishedAt ?? now }
        : {}),
    });
    if (!moved) throw new AppError(409, "course_state_changed");
    await queueProviderMail(
      db,
      deps,
      found.owner,
      decision === "approve" ? "course_approved" : "course_rejected",
      {
        path: decision === "approve" ? "/dashboard/courses" : `/dashboard/courses/${id}`,
        vars: { course: found.course.title, reason: reason ?? "" },
      },
    );
  });
  deps.kickMail();
  return presentCourse(deps.db, id, true);
}

/** POST /admin/courses/{id}/approve: in review -> approved; public once its provider is approved too. */
export const approveCourse = (deps: ReviewDeps, admin: UserRow, id: string) =>
  decide(deps, admin, id, "approve", null);

/** POST /admin/courses/{id}/reject: in review -> rejected with the reason, mailed to the provider. */
export const rejectCourse = (deps: ReviewDeps, admin: UserRow, id: string, reason: string) =>
  decide(deps, admin, id, "reject", reason);
