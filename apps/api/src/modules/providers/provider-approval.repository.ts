import { and, asc, count, desc, eq, inArray, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Db } from "../../db/client";
import { cities, courses, providers, users } from "../../db/schema/index";

export const adminPageSize = 20;

/** One page of providers in a status: the pending queue oldest first, decided ones latest first. */
export async function listProvidersByStatus(db: Db, status: string, page: number) {
  const order =
    status === "pending"
      ? [asc(providers.submittedAt), asc(providers.createdAt), asc(providers.id)]
      : [desc(providers.decidedAt), desc(providers.createdAt), asc(providers.id)];
  const [rows, [total]] = await Promise.all([
    db
      .select({ provider: providers, owner: users })
      .from(providers)
      .innerJoin(users, eq(users.id, providers.ownerUserId))
      .where(eq(providers.status, status))
      .orderBy(...order)
      .limit(adminPageSize)
      .offset((page - 1) * adminPageSize),
    db.select({ n: count() }).from(providers).where(eq(providers.status, status)),
  ]);
  return { rows, total: total?.n ?? 0 };
}

const decider = alias(users, "decider");

/** A provider with its owner, the admin who decided last and its city. */
export async function findProviderForAdmin(db: Db, id: string) {
  const [row] = await db
    .select({
      provider: providers,
      owner: users,
      decider: { id: decider.id, firstName: decider.firstName, lastName: decider.lastName },
      cityBg: cities.nameBg,
      cityEn: cities.nameEn,
    })
    .from(providers)
    .innerJoin(users, eq(users.id, providers.ownerUserId))
    .leftJoin(decider, eq(decider.id, providers.decidedByUserId))
    .leftJoin(cities, eq(cities.id, providers.cityId))
    .where(eq(providers.id, id))
    .limit(1);
  return row;
}

/** Counts of a provider's courses: all but deleted, approved, and awaiting review. */
export async function countProviderCourses(db: Db, providerId: string) {
  const [row] = await db
    .select({
      total: sql<number>`count(*) filter (where ${courses.status} <> 'deleted')`.mapWith(Number),
      approved: sql<number>`count(*) filter (where ${courses.status} = 'approved')`.mapWith(Number),
      inReview: sql<number>`count(*) filter (where ${courses.status} = 'in_review')`.mapWith(Number),
    })
    .from(courses)
    .where(eq(courses.providerId, providerId));
  return row ?? { total: 0, approved: 0, inReview: 0 };
}

/** Moves a provider to a decided status only from the given ones; answers the row, or none when it was not. */
export async function decideProvider(
  db: Db,
  id: string,
  from: string[],
  values: { status: string; decidedByUserId: string; rejectionReason: string | null; approve: boolean },
) {
  const now = new Date();
  const [row] = await db
    .update(providers)
    .set({
      status: values.status,
      decidedAt: now,
      decidedByUserId: values.decidedByUserId,
      rejectionReason: values.rejectionReason,
      ...(values.approve ? { approvedAt: now } : {}),
    })
    .where(and(eq(providers.id, id), inArray(providers.status, from)))
    .returning();
  return row;
}

export async function findUser(db: Db, id: string) {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}

/** The providers waiting for a decision, oldest submission first, and how many there are. */
export async function listPendingProviders(db: Db, queueSize: number) {
  const where = eq(providers.status, "pending");
  const [rows, [total]] = await Promise.all([
    db
      .select({ id: providers.id, name: providers.companyName, submittedAt: providers.submittedAt })
      .from(providers)
      .where(where)
      .orderBy(sql`${providers.submittedAt} asc nulls last`, asc(providers.createdAt), asc(providers.id))
      .limit(queueSize),
    db.select({ n: count() }).from(providers).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** The last decision on each provider, as rows of the admins' decision history (kind, subject, decision). */
export const providerDecisionsSql = sql`
  select 'provider' as kind, p.id as subject_id, p.company_name as subject_name,
    case when p.rejection_reason is null then 'approved' else 'rejected' end as decision,
    p.decided_at, p.decided_by_user_id as decider_id, p.rejection_reason as note
  from providers p where p.decided_at is not null`;
