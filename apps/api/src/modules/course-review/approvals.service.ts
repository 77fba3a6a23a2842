import type { ApprovalsOverview } from "@kursove/contracts";
import type { Db } from "../../db/client";
import { listPendingProviders } from "../providers";
import * as repo from "./approvals.repository";

const iso = (d: Date | string | null) => (d ? new Date(d).toISOString() : null);

/** GET /admin/approvals: the provider, course and revision queues, and one page of the decisions made. */
export async function getApprovals(db: Db, page: number): Promise<ApprovalsOverview> {
  const [providers, courses, revisions, history] = await Promise.all([
    listPendingProviders(db, repo.queueSize),
    repo.listPendingCourses(db),
    repo.listPendingRevisions(db),
    repo.listDecisions(db, page),
  ]);
  return {
    pending: {
      counts: { providers: providers.total, courses: courses.total, revisions: revisions.total },
      providers: providers.rows.map((p) => ({ id: p.id, name: p.name, submitted_at: iso(p.submittedAt) })),
      courses: courses.rows.map((c) => ({
        id: c.id,
        title: c.title,
        provider: { id: c.providerId, name: c.providerName },
        submitted_at: iso(c.submittedAt),
      })),
      revisions: revisions.rows.map((r) => ({
        id: r.id,
        course: { id: r.courseId, title: r.courseTitle },
        provider: { id: r.providerId, name: r.providerName },
        submitted_at: iso(r.submittedAt),
      })),
    },
    history: {
      data: history.rows.map((h) => ({
        kind: h.kind,
        subject: { id: h.subject_id, name: h.subject_name },
        decision: h.decision,
        decided_by: h.decider_id
          ? { id: h.decider_id, name: `${h.decider_first_name ?? ""} ${h.decider_last_name ?? ""}`.trim() }
          : null,
        decided_at: iso(h.decided_at) ?? "",
        note: h.note,
      })),
      last_page: Math.max(1, Math.ceil(history.total / repo.historyPageSize)),
    },
  };
}
