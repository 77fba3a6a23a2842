import { and, asc, count, eq, type SQL, sql } from "drizzle-orm";
import { type Db, queryRows } from "../../db/client";
import { courseRevisions, courses, providers } from "../../db/schema/index";
import { providerDecisionsSql } from "../providers";

export const queueSize = 50;
export const historyPageSize = 20;

/** The courses in review, oldest submission first, with their provider, and how many there are. */
export async function listPendingCourses(db: Db) {
  const where = eq(courses.status, "in_review");
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: courses.id,
        title: courses.title,
        submittedAt: courses.submittedAt,
        providerId: providers.id,
        providerName: providers.companyName,
      })
      .from(courses)
      .innerJoin(providers, eq(providers.id, courses.providerId))
      .where(where)
      .orderBy(sql`${courses.submittedAt} asc nulls last`, asc(courses.createdAt), asc(courses.id))
      .limit(queueSize),
    db.select({ n: count() }).from(courses).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** The submitted changes of approved courses, oldest first, with course and provider, and their count. */
export async function listPendingRevisions(db: Db) {
  const where = and(eq(courseRevisions.status, "pending"), sql`${courses.status} <> 'deleted'`);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: courseRevisions.id,
        submittedAt: courseRevisions.submittedAt,
        courseId: courses.id,
        courseTitle: courses.title,
        providerId: providers.id,
        providerName: providers.companyName,
      })
      .from(courseRevisions)
      .innerJoin(courses, eq(courses.id, courseRevisions.courseId))
      .innerJoin(providers, eq(providers.id, courses.providerId))
      .where(where)
      .orderBy(sql`${courseRevisions.submittedAt} asc nulls last`, asc(courseRevisions.id))
      .limit(queueSize),
    db
      .select({ n: count() })
      .from(courseRevisions)
      .innerJoin(courses, eq(courses.id, courseRevisions.courseId))
      .where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export type DecisionRow = {
  kind: "provider" | "course" | "revision";
  subject_id: string;
  subject_name: string;
  decision: "approved" | "rejected";
  decided_at: Date | string;
  decider_id: string | null;
  decider_first_name: string | null;
  decider_last_name: string | null;
  note: string | null;
};

// Each table keeps its last decision: a rejection always has a reason, an approval clears it. The
// providers' part comes from the providers module, which owns their approval. `first` bounds each part to
// its newest rows, so a page reads the indexes' first entries (courses_decided_idx) and not a million
// decided courses; the count reads them all.
const decisions = (first?: number) => {
  const newest = (decidedAt: SQL, id: SQL) =>
    first === undefined ? sql`` : sql` order by ${decidedAt} desc, ${id} limit ${first}`;
  return sql`
  (select * from (${providerDecisionsSql}) p${newest(sql`p.decided_at`, sql`p.subject_id`)})
  union all
  (select 'course', c.id, c.title,
    case when c.rejection_reason is null then 'approved' else 'rejected' end,
    c.decided_at, c.decided_by_user_id, c.rejection_reason
  from courses c where c.decided_at is not null${newest(sql`c.decided_at`, sql`c.id`)})
  union all
  (select 'revision', r.id, c.title, r.status, r.decided_at, r.decided_by_user_id, r.rejection_reason
  from course_revisions r join courses c on c.id = r.course_id
  where r.decided_at is not null and r.status in ('approved', 'rejected')${newest(sql`r.decided_at`, sql`r.id`)})`;
};

/** One page of the decisions on providers, courses and revisions, newest first, with who made them. */
export async function listDecisions(db: Db, page: number) {
  const offset = (page - 1) * historyPageSize;
  const [rows, [total]] = await Promise.all([
    queryRows<DecisionRow>(
      db,
      sql`select h.*, u.first_name as decider_first_name, u.last_name as decider_last_name
        from (${decisions(offset + historyPageSize)}) h left join users u on u.id = h.decider_id
        order by h.decided_at desc, h.subject_id asc
        limit ${historyPageSize} offset ${offset}`,
    ),
    queryRows<{ n: number }>(db, sql`select count(*)::int as n from (${decisions()}) h`),
  ]);
  return { rows, total: Number(total?.n ?? 0) };
}
