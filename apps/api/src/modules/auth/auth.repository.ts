import { and, eq, gt, isNull, ne, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { authSessions, emailTokens, providerLectors, providers, users } from "../../db/schema/index";

export type UserRow = typeof users.$inferSelect;

export async function findUserByEmail(db: Db, email: string) {
  const [row] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = ${email.toLowerCase()}`)
    .limit(1);
  return row;
}

export async function findUserById(db: Db, id: string) {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}

export async function isUsernameTaken(db: Db, username: string, exceptUserId?: string) {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        sql`lower(${users.username}) = ${username.toLowerCase()}`,
        exceptUserId ? ne(users.id, exceptUserId) : undefined,
      ),
    )
    .limit(1);
  return !!row;
}

export async function insertUser(db: Db, values: typeof users.$inferInsert) {
  const [row] = await db.insert(users).values(values).returning();
  return row!;
}

export async function insertSession(db: Db, values: typeof authSessions.$inferInsert) {
  await db.insert(authSessions).values(values);
}

/** The live session of a token hash with its user, or nothing when expired, idle too long or revoked. */
export async function findLiveSession(db: Db, tokenHash: string, idleSince: Date, now: Date) {
  const [row] = await db
    .select({ session: authSessions, user: users })
    .from(authSessions)
    .innerJoin(users, eq(users.id, authSessions.userId))
    .where(
      and(
        eq(authSessions.tokenHash, tokenHash),
        isNull(authSessions.revokedAt),
        gt(authSessions.expiresAt, now),
        gt(authSessions.lastSeenAt, idleSince),
        isNull(users.deletedAt),
        isNull(users.blockedAt),
      ),
    )
    .limit(1);
  return row;
}

export async function touchSession(db: Db, sessionId: string, now: Date) {
  await db.update(authSessions).set({ lastSeenAt: now }).where(eq(authSessions.id, sessionId));
}

export async function revokeSession(db: Db, tokenHash: string, now: Date) {
  await db.update(authSessions).set({ revokedAt: now }).where(eq(authSessions.tokenHash, tokenHash));
}

/** Ends every session of a user, or every one but the current. */
export async function revokeUserSessions(db: Db, userId: string, now: Date, exceptSessionId?: string) {
  await db
    .update(authSessions)
    .set({ revokedAt: now })
    .where(
      and(
        eq(authSessions.userId, userId),
        isNull(authSessions.revokedAt),
        exceptSessionId ? ne(authSessions.id, exceptSessionId) : undefined,
      ),
    );
}

export async function insertEmailToken(db: Db, values: typeof emailTokens.$inferInsert) {
  await db.insert(emailTokens).values(values);
}

/** Marks a valid, unused token of the purpose as used, in one statement, and returns it; nothing if it was not valid. */
export async function consumeEmailToken(db: Db, tokenHash: string, purpose: string, now: Date) {
  const [row] = await db
    .update(emailTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(emailTokens.tokenHash, tokenHash),
        eq(emailTokens.purpose, purpose),
        isNull(emailTokens.usedAt),
        gt(emailTokens.expiresAt, now),
      ),
    )
    .returning();
  return row;
}

export async function invalidateEmailTokens(db: Db, userId: string, purpose: string, now: Date) {
  await db
    .update(emailTokens)
    .set({ usedAt: now })
    .where(and(eq(emailTokens.userId, userId), eq(emailTokens.purpose, purpose), isNull(emailTokens.usedAt)));
}

/**
 * The roles a user holds beyond learner: a provider account that is not rejected, accepted lector links.
 * One statement: GET /user and every page's header (GET /user/header) ask it.
 */
export async function findRoles(db: Db, userId: string) {
  const [row] = await db
    .select({
      providerSlug: sql<string | null>`(select ${providers.slug} from ${providers}
        where ${providers.ownerUserId} = ${userId} and ${providers.status} <> 'rejected' limit 1)`,
      isLector: sql<boolean>`exists (select 1 from ${providerLectors}
        where ${providerLectors.lectorUserId} = ${userId} and ${providerLectors.status} = 'accepted')`,
    })
    .from(users)
    .where(eq(users.id, userId));
  const providerSlug = row?.providerSlug ?? null;
  return { isProvider: providerSlug !== null, isLector: Boolean(row?.isLector), providerSlug };
}

/** Changes a user's account row (profile, password, rights); answers the changed row. */
export async function updateAccount(db: Db, userId: string, values: Partial<typeof users.$inferInsert>) {
  const [row] = await db.update(users).set(values).where(eq(users.id, userId)).returning();
  return row;
}

/** Marks an account blocked (keeping the first date) and ends all its sessions. */
export async function markAccountBlocked(db: Db, userId: string, now: Date) {
  await db
    .update(users)
    .set({ blockedAt: now, updatedAt: now })
    .where(and(eq(users.id, userId), isNull(users.blockedAt)));
  await db.delete(authSessions).where(eq(authSessions.userId, userId));
}

/** Deletes every mailed link of a user (verification, password reset). */
export async function deleteEmailTokensOf(db: Db, userId: string) {
  await db.delete(emailTokens).where(eq(emailTokens.userId, userId));
}
