import type { AdminUsersQuery } from "@kursove/contracts";
import { and, count, desc, eq, isNotNull, isNull, not, or, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { authSessions, users } from "../../db/schema/index";

export const usersPageSize = 20;

// the roles as GET /user derives them (auth.repository findRoles); drizzle leaves the columns of a
// one-table query unqualified, so the outer user is named in full inside the subqueries
const userId = sql.raw(`"users"."id"`);
const isProvider = sql<boolean>`exists (select 1 from providers p where p.owner_user_id = ${userId} and p.status <> 'rejected')`;
const isLector = sql<boolean>`exists (select 1 from provider_lectors l where l.lector_user_id = ${userId} and l.status = 'accepted')`;
// a lector whose provider revoked them is no lector for GET /user, yet the admin must not read a mere learner
const wasRevoked = sql<boolean>`exists (select 1 from provider_lectors l where l.lector_user_id = ${userId} and l.status = 'revoked')`;

const listed = {
  user: users,
  isProvider: isProvider.mapWith(Boolean),
  isLector: isLector.mapWith(Boolean),
  wasRevoked: wasRevoked.mapWith(Boolean),
  lastSeenAt:
    sql<Date | null>`(select max(s.last_seen_at) from auth_sessions s where s.user_id = ${userId})`.mapWith(
      authSessions.lastSeenAt,
    ),
};

export type ListedUser = {
  user: typeof users.$inferSelect;
  isProvider: boolean;
  isLector: boolean;
  wasRevoked: boolean;
  lastSeenAt: Date | null;
};

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

function filtersOf(query: Omit<AdminUsersQuery, "page">): SQL | undefined {
  const conditions: (SQL | undefined)[] = [isNull(users.deletedAt)];
  if (query.q) {
    const like = `%${escapeLike(query.q)}%`;
    conditions.push(
      or(
        sql`(${users.firstName} || ' ' || ${users.lastName}) ilike ${like}`,
        sql`${users.email} ilike ${like}`,
        sql`${users.username} ilike ${like}`,
      ),
    );
  }
  if (query.role === "admin") conditions.push(eq(users.isAdmin, true));
  if (query.role === "provider") conditions.push(isProvider);
  if (query.role === "lector") conditions.push(isLector);
  if (query.role === "learner") conditions.push(eq(users.isAdmin, false), not(isProvider), not(isLector));
  if (query.status === "active") conditions.push(isNull(users.blockedAt));
  if (query.status === "blocked") conditions.push(isNotNull(users.blockedAt));
  return and(...conditions);
}

/** One page of the accounts that are not deleted, newest first, with their roles and last activity. */
export async function listUsers(db: Db, query: AdminUsersQuery) {
  const where = filtersOf(query);
  const [rows, [total]] = await Promise.all([
    db
      .select(listed)
      .from(users)
      .where(where)
      .orderBy(desc(users.createdAt), desc(users.id))
      .limit(usersPageSize)
      .offset((query.page - 1) * usersPageSize),
    db.select({ n: count() }).from(users).where(where),
  ]);
  return { rows: rows as ListedUser[], total: total?.n ?? 0 };
}

/** An account that is not deleted, as the admins' list shows it. */
export async function findListedUser(db: Db, id: string) {
  const [row] = await db
    .select(listed)
    .from(users)
    .where(and(eq(users.id, id), isNull(users.deletedAt)))
    .limit(1);
  return row as ListedUser | undefined;
}
