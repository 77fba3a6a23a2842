import { and, asc, eq, inArray } from "drizzle-orm";
import { expect } from "vitest";
import type { Db } from "../../db/client";
import { courseSessions, courses, orders, providers, users } from "../../db/schema/index";
import { apiCaller, signUp } from "../../test/accounts";
import { payForCourses } from "../../test/orders";
import type { TestApp } from "../../test/test-app";

const hourMs = 60 * 60 * 1000;
export const inHours = (hours: number, now = new Date()) => new Date(now.getTime() + hours * hourMs);

/** A new learner with a verified address (able to buy); answers the token, id and address. */
export async function verifiedLearner(t: TestApp) {
  const { token, body } = await signUp(t.app);
  const [user] = await t.database.db
    .update(users)
    .set({ emailVerifiedAt: new Date() })
    .where(eq(users.email, body.email))
    .returning({ id: users.id });
  return { token, id: user!.id, email: body.email as string };
}

/**
 * On-sale future courses from the catalogue, the first of the demo provider (provider@example.com),
 * with booking approval off so a payment confirms the booking at once.
 */
export async function onSaleCourses(t: TestApp, count: number) {
  const db = t.database.db;
  const call = apiCaller(t.app);
  const [owner] = await db
    .select({ providerId: providers.id })
    .from(providers)
    .innerJoin(users, eq(users.id, providers.ownerUserId))
    .where(eq(users.email, "provider@example.com"));
  const found: { id: string; provider: { id: string }; types: string[] }[] = [];
  for (let page = 1; page <= 5 && found.length < 40; page++) {
    const list = (await call("GET", `/courses?sort=newest&page=${page}`, null)).json();
    found.push(
      ...list.courses.filter(
        (c: { places_left: number; timing: string; types: string[] }) =>
          c.places_left > 3 && c.timing === "future" && !c.types.includes("on_demand"),
      ),
    );
  }
  const dated = new Set(
    (await db.select({ id: courseSessions.courseId }).from(courseSessions)).map((s) => s.id),
  );
  const withSessions = found.filter((c) => dated.has(c.id));
  const own = withSessions.filter((c) => c.provider.id === owner!.providerId);
  const others = withSessions.filter((c) => c.provider.id !== owner!.providerId);
  const chosen = [own[0]!, ...others.slice(0, count - 1)].map((c) => c.id);
  expect(chosen.every(Boolean)).toBe(true);
  await db.update(courses).set({ requiresBookingApproval: false }).where(inArray(courses.id, chosen));
  return { ids: chosen, providerId: owner!.providerId };
}

/** Pays the courses (one place each) as the learner; answers the order id. */
export async function buy(t: TestApp, token: string, courseIds: string[]) {
  const pay = await payForCourses(
    apiCaller(t.app),
    token,
    courseIds.map((id) => ({ id, quantity: 1 })),
  );
  const [order] = await t.database.db.select().from(orders).where(eq(orders.id, pay.order_id));
  expect(order!.status).toBe("paid");
  return pay.order_id;
}

export const sessionsOf = (db: Db, courseId: string) =>
  db
    .select()
    .from(courseSessions)
    .where(eq(courseSessions.courseId, courseId))
    .orderBy(asc(courseSessions.startsAt));

/** Moves every session of a course to one hour-long session a day from `first` on, and the course's span. */
export async function scheduleCourse(db: Db, courseId: string, first: Date) {
  const sessions = await sessionsOf(db, courseId);
  let last = first;
  for (const [i, s] of sessions.entries()) {
    const startsAt = new Date(first.getTime() + i * 24 * hourMs);
    last = new Date(startsAt.getTime() + hourMs);
    await db
      .update(courseSessions)
      .set({ startsAt, endsAt: last })
      .where(and(eq(courseSessions.id, s.id), eq(courseSessions.courseId, courseId)));
  }
  await db.update(courses).set({ startsAt: first, endsAt: last }).where(eq(courses.id, courseId));
  return sessionsOf(db, courseId);
}
