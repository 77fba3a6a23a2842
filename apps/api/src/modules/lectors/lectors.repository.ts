import {
  and,
  asc,
  count,
  desc,
  eq,
  gte,
  isNotNull,
  isNull,
  lt,
  lte,
  ne,
  or,
  type SQL,
  sql,
} from "drizzle-orm";
import type { Db } from "../../db/client";
import {
  courseSessions,
  courses,
  instructors,
  providerLectors,
  providers,
  sessionClockedTimes,
  users,
} from "../../db/schema/index";

export type LinkRow = typeof providerLectors.$inferSelect;

export async function findLinkOfProvider(db: Db, providerId: string, id: string) {
  const [row] = await db
    .select()
    .from(providerLectors)
    .where(and(eq(providerLectors.id, id), eq(providerLectors.providerId, providerId)))
    .limit(1);
  return row;
}

/** The link of a provider with an account, or with an address still waiting for its account. */
export async function findLinkOfLector(db: Db, providerId: string, userId: string | null, email: string) {
  const byUser = userId ? eq(providerLectors.lectorUserId, userId) : undefined;
  const byEmail = and(
    isNull(providerLectors.lectorUserId),
    sql`lower(${providerLectors.invitedEmail}) = ${email.toLowerCase()}`,
  );
  const [row] = await db
    .select()
    .from(providerLectors)
    .where(and(eq(providerLectors.providerId, providerId), byUser ? or(byUser, byEmail) : byEmail))
    .orderBy(sql`${providerLectors.lectorUserId} is null`)
    .limit(1);
  return row;
}

export async function insertLink(db: Db, values: typeof providerLectors.$inferInsert) {
  const [row] = await db.insert(providerLectors).values(values).returning();
  return row!;
}

/** Moves a link from one status to another; nothing when its status changed meanwhile. */
export async function updateLinkStatus(
  db: Db,
  id: string,
  from: readonly string[],
  values: Partial<typeof providerLectors.$inferInsert> & { status: string },
) {
  const [row] = await db
    .update(providerLectors)
    .set({ ...values, updatedAt: new Date() })
    .where(
      and(
        eq(providerLectors.id, id),
        sql`${providerLectors.status} in (${sql.join(
          from.map((s) => sql`${s}`),
          sql`, `,
        )})`,
      ),
    )
    .returning();
  return row;
}

export async function deleteLink(db: Db, id: string) {
  await db.delete(providerLectors).where(eq(providerLectors.id, id));
}

/** Gives a verified address the invitations sent to it before it had an account. */
export async function claimInvitations(db: Db, userId: string, email: string) {
  await db
    .update(providerLectors)
    .set({ lectorUserId: userId, updatedAt: new Date() })
    .where(
      and(
        isNull(providerLectors.lectorUserId),
        sql`lower(${providerLectors.invitedEmail}) = ${email.toLowerCase()}`,
        sql`not exists (select 1 from provider_lectors mine where mine.provider_id = ${providerLectors.providerId} and mine.lector_user_id = ${userId})`,
      ),
    );
}

export async function findProvider(db: Db, id: string) {
  const [row] = await db.select().from(providers).where(eq(providers.id, id)).limit(1);
  return row;
}

/** A session with its course and the time clocked for it, as both the lector and the provider read it. */
const clockedSessionColumns = {
  id: courseSessions.id,
  title: courseSessions.title,
  startsAt: courseSessions.startsAt,
  endsAt: courseSessions.endsAt,
  durationMinutes: courseSessions.durationMinutes,
  courseId: courses.id,
  courseSlug: courses.slug,
  courseTitle: courses.title,
  minutes: sessionClockedTimes.minutes,
  note: sessionClockedTimes.note,
  confirmedAt: sessionClockedTimes.confirmedAt,
};

const sessionColumns = {
  ...clockedSessionColumns,
  providerId: providers.id,
  providerSlug: providers.slug,
  providerName: providers.companyName,
};
/** Sessions the user teaches: their instructor is linked to the user, at a provider that accepted them. */
function lectorSessions(db: Db, userId: string, where: SQL | undefined) {
  return db
    .select(sessionColumns)
    .from(courseSessions)
    .innerJoin(instructors, eq(instructors.id, courseSessions.instructorId))
    .innerJoin(courses, eq(courses.id, courseSessions.courseId))
    .innerJoin(providers, eq(providers.id, courses.providerId))
    .innerJoin(
      providerLectors,
      and(
        eq(providerLectors.providerId, courses.providerId),
        eq(providerLectors.lectorUserId, userId),
        eq(providerLectors.status, "accepted"),
      ),
    )
    .leftJoin(
      sessionClockedTimes,
      and(eq(sessionClockedTimes.sessionId, courseSessions.id), eq(sessionClockedTimes.lectorUserId, userId)),
    )
    .where(
      and(
        eq(instructors.lectorUserId, userId),
        eq(instructors.providerId, courses.providerId),
        ne(courses.status, "deleted"),
        where,
      ),
    );
}

/** Whether the user teaches this session, as their list of sessions decides (lectorSessions). */
export async function teachesSession(db: Db, userId: string, sessionId: string) {
  const [row] = await lectorSessions(db, userId, eq(courseSessions.id, sessionId)).limit(1);
  return !!row;
}

/** A page of the lector's upcoming (soonest first) or past (latest first) sessions. */
export async function listLectorSessions(
  db: Db,
  options: { userId: string; when: "upcoming" | "past"; now: Date; page: number; perPage: number },
) {
  const filter =
    options.when === "upcoming"
      ? gte(courseSessions.startsAt, options.now)
      : lt(courseSessions.startsAt, options.now);
  const rows = await lectorSessions(db, options.userId, filter)
    .orderBy(
      options.when === "upcoming" ? asc(courseSessions.startsAt) : desc(courseSessions.startsAt),
      asc(courseSessions.id),
    )
    .limit(options.perPage)
    .offset((options.page - 1) * options.perPage);
  const [total] = await db.select({ n: count() }).from(lectorSessions(db, options.userId, filter).as("s"));
  return { rows, total: total?.n ?? 0 };
}

export async function findLectorSession(db: Db, userId: string, sessionId: string) {
  const [row] = await lectorSessions(db, userId, eq(courseSessions.id, sessionId)).limit(1);
  return row;
}

export async function saveClockedTime(
  db: Db,
  values: { sessionId: string; lectorUserId: string; minutes: number; note: string },
) {
  const now = new Date();
  await db
    .insert(sessionClockedTimes)
    .values({ ...values, confirmedAt: now })
    .onConflictDoUpdate({
      target: [sessionClockedTimes.sessionId, sessionClockedTimes.lectorUserId],
      set: { minutes: values.minutes, note: values.note, confirmedAt: now },
    });
}

/** Started sessions of a provider's courses taught by lectors, latest first, with their clocked time. */
export async function listProviderClockedTimes(
  db: Db,
  options: { providerId: string; now: Date; page: number; perPage: number },
) {
  const where = and(
    eq(courses.providerId, options.providerId),
    ne(courses.status, "deleted"),
    isNotNull(instructors.lectorUserId),
    lte(courseSessions.startsAt, options.now),
  );
  const base = () =>
    db
      .select({
        ...clockedSessionColumns,
        lectorId: users.id,
        lectorFirstName: users.firstName,
        lectorLastName: users.lastName,
        lectorEmail: users.email,
      })
      .from(courseSessions)
      .innerJoin(courses, eq(courses.id, courseSessions.courseId))
      .innerJoin(instructors, eq(instructors.id, courseSessions.instructorId))
      .innerJoin(users, eq(users.id, instructors.lectorUserId))
      .leftJoin(
        sessionClockedTimes,
        and(
          eq(sessionClockedTimes.sessionId, courseSessions.id),
          eq(sessionClockedTimes.lectorUserId, instructors.lectorUserId),
        ),
      )
      .where(where);
  const rows = await base()
    .orderBy(desc(courseSessions.startsAt), asc(courseSessions.id))
    .limit(options.perPage)
    .offset((options.page - 1) * options.perPage);
  const [total] = await db.select({ n: count() }).from(base().as("s"));
  return { rows, total: total?.n ?? 0 };
}

export type LectorSessionRow = Awaited<ReturnType<typeof listLectorSessions>>["rows"][number];

/** Ends the open links of an account being deleted: accepted, invited or requested become left. */
export async function leaveAllLinks(db: Db, userId: string) {
  await db
    .update(providerLectors)
    .set({ status: "left", updatedAt: new Date() })
    .where(
      and(
        eq(providerLectors.lectorUserId, userId),
        sql`${providerLectors.status} in ('accepted', 'invited', 'requested')`,
      ),
    );
}
