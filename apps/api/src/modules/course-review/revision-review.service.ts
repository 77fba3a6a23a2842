import type { AdminRevision, RevisionContent } from "@kursove/contracts";
import type { Db } from "../../db/client";
import { AppError } from "../../platform/errors";
import { queueProviderMail } from "../../platform/mail/site-mail";
import type { UserRow } from "../auth";
import {
  applyRevisionContent,
  courseEvents,
  liveContentOf,
  moveRevision,
  revisionContentOf,
  sameContent,
} from "../authoring";
import * as repo from "./course-review.repository";
import type { ReviewDeps } from "./course-review.service";

const iso = (d: Date | null) => (d ? new Date(d).toISOString() : null);

/** One entry a changed general field, and "modules" as one entry with the whole programme before and after. */
export function changesBetween(before: RevisionContent, after: RevisionContent) {
  return (Object.keys(after) as (keyof RevisionContent)[])
    .filter((field) => !sameContent(before[field] ?? null, after[field] ?? null))
    .map((field) => ({ field, before: before[field] ?? null, after: after[field] ?? null }));
}

/** GET /admin/course-revisions: one page of revisions in a status with their course and provider. */
export async function listRevisionsForAdmin(db: Db, status: string, page: number) {
  const { rows, total } = await repo.listRevisionsForAdmin(db, status, page);
  return {
    data: rows.map((r) => ({
      id: r.revision.id,
      course_id: r.course.id,
      course_title: r.course.title,
      course_slug: r.course.slug,
      provider_name: r.providerName,
      status: r.revision.status as AdminRevision["status"],
      submitted_at: iso(r.revision.submittedAt),
      decided_at: iso(r.revision.decidedAt),
    })),
    last_page: Math.max(1, Math.ceil(total / repo.revisionPageSize)),
    total,
  };
}

async function requireRevision(db: Db, id: string) {
  const found = await repo.findRevisionWithCourse(db, id);
  if (!found || found.course.status === "deleted") throw new AppError(404, "not_found");
  return found;
}

/** GET /admin/course-revisions/{id}: the proposed content and what it changes in the live course. */
export async function getRevisionForAdmin(db: Db, id: string): Promise<AdminRevision> {
  const { revision: r, course, provider } = await requireRevision(db, id);
  const proposed = revisionContentOf(r);
  // an approved revision kept the content it replaced; the others compare with the live course
  const stored = (r.content as { replaced?: unknown }).replaced;
  const before = stored ? revisionContentOf({ ...r, content: stored }) : await liveContentOf(db, course);
  return {
    id: r.id,
    status: r.status as AdminRevision["status"],
    course_id: course.id,
    course_title: course.title,
    course_slug: course.slug,
    provider_name: provider.companyName,
    submitted_at: iso(r.submittedAt),
    decided_at: iso(r.decidedAt),
    decided_by: r.decidedByUserId,
    rejection_reason: r.rejectionReason,
    changes: changesBetween(before, proposed),
    proposed,
  };
}

/** Refuses a decision on a revision that is not pending: 409 once decided, or while still a draft. */
function requirePending(status: string) {
  if (status === "approved" || status === "rejected") throw new AppError(409, "decision_already_made");
  if (status !== "pending") throw new AppError(409, "course_state_changed");
}

/**
 * POST /admin/course-revisions/{id}/approve: the general section and the programme replace the live
 * ones in one transaction (the programme with the rules of saveModules), then the provider is mailed.
 */
export async function approveRevision(deps: ReviewDeps, admin: UserRow, id: string) {
  const found = await requireRevision(deps.db, id);
  requirePending(found.revision.status);
  await deps.db.transaction(async (tx) => {
    const db = tx as unknown as Db;
    const content = revisionContentOf(found.revision);
    const { course, replaced } = await applyRevisionContent(db, found.course.id, content);
    const moved = await moveRevision(db, id, ["pending"], {
      status: "approved",
      content: { ...content, replaced },
      decidedAt: new Date(),
      decidedByUserId: admin.id,
      rejectionReason: null,
    });
    if (!moved) throw new AppError(409, "decision_already_made");
    await queueProviderMail(db, deps, found.owner, "course_revision_approved", {
      path: `/dashboard/courses/${course.id}`,
      vars: { course: content.title, reason: "" },
    });
    await courseEvents.emit("revisionApplied", {
      db,
      mail: deps,
      courseId: course.id,
      revisionId: id,
      startsBefore: course.startsAt,
    });
  });
  deps.kickMail();
  return getRevisionForAdmin(deps.db, id);
}

/** POST /admin/course-revisions/{id}/reject: the live course stays as it is; the reason is mailed. */
export async function rejectRevision(deps: ReviewDeps, admin: UserRow, id: string, reason: string) {
  const found = await requireRevision(deps.db, id);
  requirePending(found.revision.status);
  await deps.db.transaction(async (tx) => {
    const db = tx as unknown as Db;
    const moved = await moveRevision(db, id, ["pending"], {
      status: "rejected",
      decidedAt: new Date(),
      decidedByUserId: admin.id,
      rejectionReason: reason,
    });
    if (!moved) throw new AppError(409, "decision_already_made");
    await queueProviderMail(db, deps, found.owner, "course_revision_rejected", {
      path: `/dashboard/courses/${found.course.id}`,
      vars: { course: found.course.title, reason },
    });
  });
  deps.kickMail();
  return getRevisionForAdmin(deps.db, id);
}
