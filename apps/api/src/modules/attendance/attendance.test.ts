import { attendanceSessionsPage, providerCertificatesPage, sessionAttendance } from "@kursove/contracts";
import { and, asc, eq, ne } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../../db/client";
import {
  sessionAttendance as attendanceTable,
  courseSessions,
  courses,
  instructors,
  orderItems,
  orders,
  providerLectors,
  users,
} from "../../db/schema/index";
import { apiCaller, signInDemo } from "../../test/accounts";
import { createTestApp, type TestApp } from "../../test/test-app";

describe("attendance of sessions (CERT-ATTENDANCE)", () => {
  let t: TestApp;
  let db: Db;
  let call: ReturnType<typeof apiCaller>;
  /** the owner of Дигитален кампус, whose certification course the demo learner bought */
  let owner: string;
  /** provider@example.com: another provider */
  let stranger: string;
  let learner: string;
  /** lector@example.com, made the lector of the course's first session only */
  let lector: string;
  let courseId: string;
  /** the course's sessions in the programme's order: the first three have begun */
  let sessions: { id: string; startsAt: Date }[];
  let place: string;
  let ownerName: string;

  beforeAll(async () => {
    t = await createTestApp({ seed: "demo" });
    db = t.database.db;
    call = apiCaller(t.app);
    owner = await signInDemo(t.app, "owner@digitalen-kampus.example.com");
    stranger = await signInDemo(t.app, "provider@example.com");
    learner = await signInDemo(t.app, "learner@example.com");
    lector = await signInDemo(t.app, "lector@example.com");
    const [course] = await db.select().from(courses).where(eq(courses.slug, "javascript-i-react-ot-nulata"));
    courseId = course!.id;
    sessions = await db
      .select({ id: courseSessions.id, startsAt: courseSessions.startsAt })
      .from(courseSessions)
      .where(eq(courseSessions.courseId, courseId))
      .orderBy(asc(courseSessions.startsAt));
    const [ownerUser] = await db
      .select()
      .from(users)
      .where(eq(users.email, "owner@digitalen-kampus.example.com"));
    ownerName = `${ownerUser!.firstName} ${ownerUser!.lastName}`;
    const [buyer] = await db.select().from(users).where(eq(users.email, "learner@example.com"));
    const [item] = await db
      .select({ id: orderItems.id })
      .from(orderItems)
      .innerJoin(orders, eq(orders.id, orderItems.orderId))
      .where(and(eq(orders.userId, buyer!.id), eq(orderItems.courseId, courseId)));
    place = item!.id;
    // the demo lector teaches the first session for this provider
    const [lectorUser] = await db.select().from(users).where(eq(users.email, "lector@example.com"));
    await db.insert(providerLectors).values({
      providerId: course!.providerId,
      lectorUserId: lectorUser!.id,
      status: "accepted",
    });
    const [instructor] = await db
      .insert(instructors)
      .values({ providerId: course!.providerId, name: "Мартин Георгиев", lectorUserId: lectorUser!.id })
      .returning();
    await db
      .update(courseSessions)
      .set({ instructorId: instructor!.id })
      .where(eq(courseSessions.id, sessions[0]!.id));
  });
  afterAll(() => t.close());

  const url = (as: "provider" | "lector", sessionId: string) => `/${as}/sessions/${sessionId}/attendance`;
  const marksOf = (sessionId: string) =>
    db.select().from(attendanceTable).where(eq(attendanceTable.sessionId, sessionId));

  it("lists the started sessions of the provider's own courses, with each session's paid places", async () => {
    const list = attendanceSessionsPage.parse(
      (await call("GET", `/provider/attendance?course_id=${courseId}`, owner)).json(),
    );
    const started = sessions.filter((s) => s.startsAt <= new Date());
    expect(started.length).toBeGreaterThanOrEqual(2);
    expect(started.length).toBeLessThan(sessions.length);
    expect(list.data.map((r) => r.session.id).sort()).toEqual(started.map((s) => s.id).sort());
    expect(list.data[0]).toMatchObject({ course: { id: courseId }, marked: 0, present: 0 });
    expect(list.data[0]!.places).toBeGreaterThan(0);
    expect(list.courses.some((c) => c.id === courseId)).toBe(true);
    const theirs = attendanceSessionsPage.parse((await call("GET", "/provider/attendance", stranger)).json());
    expect(theirs.data.some((r) => r.course.id === courseId)).toBe(false);
    expect((await call("GET", "/provider/attendance", learner)).statusCode).toBe(403);
    expect((await call("GET", "/provider/attendance", null)).statusCode).toBe(401);
  });

  it("marks a paid place present, then absent; the same mark twice keeps who marked it and when", async () => {
    const session = sessions[1]!.id;
    const before = sessionAttendance.parse((await call("GET", url("provider", session), owner)).json());
    const row = before.places.find((p) => p.order_item_id === place);
    expect(row).toMatchObject({ learner: { email: "learner@example.com" }, present: null, marked_at: null });

    const marked = await call("PUT", url("provider", session), owner, {
      marks: [{ order_item_id: place, present: true }],
    });
    expect(marked.statusCode).toBe(200);
    const after = sessionAttendance.parse(marked.json()).places.find((p) => p.order_item_id === place)!;
    expect(after).toMatchObject({ present: true, marked_by: ownerName });
    const [first] = await marksOf(session);

    // marking twice is marking once: one row, the same time and marker
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(
      (
        await call("PUT", url("provider", session), owner, {
          marks: [{ order_item_id: place, present: true }],
        })
      ).statusCode,
    ).toBe(200);
    const twice = await marksOf(session);
    expect(twice).toHaveLength(1);
    expect(twice[0]!.markedAt.getTime()).toBe(first!.markedAt.getTime());

    // changeable: absent now
    const changed = await call("PUT", url("provider", session), owner, {
      marks: [{ order_item_id: place, present: false }],
    });
    expect(
      sessionAttendance.parse(changed.json()).places.find((p) => p.order_item_id === place),
    ).toMatchObject({
      present: false,
    });
    expect(await marksOf(session)).toHaveLength(1);
  });

  it("refuses another provider, a lector of another session and a session not begun; bad input saves nothing", async () => {
    const session = sessions[2]!.id;
    const mark = { marks: [{ order_item_id: place, present: true }] };
    expect((await call("GET", url("provider", session), stranger)).statusCode).toBe(404);
    expect((await call("PUT", url("provider", session), stranger, mark)).statusCode).toBe(404);
    expect((await call("PUT", url("provider", session), learner, mark)).statusCode).toBe(403);
    // the lector teaches the first session, not this one
    expect((await call("GET", url("lector", session), lector)).statusCode).toBe(404);
    expect((await call("PUT", url("lector", session), lector, mark)).statusCode).toBe(404);
    expect((await call("PUT", url("lector", session), learner, mark)).statusCode).toBe(404);

    const future = sessions[sessions.length - 1]!.id;
    const early = await call("PUT", url("provider", future), owner, mark);
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({ code: "attendance_session_not_started" });

    // a place of another course among good marks: refused whole, nothing saved
    const [other] = await db
      .select({ id: orderItems.id })
      .from(orderItems)
      .where(and(eq(orderItems.bookingStatus, "confirmed"), ne(orderItems.courseId, courseId)))
      .limit(1);
    const mixed = await call("PUT", url("provider", session), owner, {
      marks: [
        { order_item_id: place, present: true },
        { order_item_id: other!.id, present: true },
      ],
    });
    expect(mixed.statusCode).toBe(422);
    expect(mixed.json()).toMatchObject({ code: "attendance_place_not_found" });
    const twice = await call("PUT", url("provider", session), owner, {
      marks: [
        { order_item_id: place, present: true },
        { order_item_id: place, present: false },
      ],
    });
    expect(twice.statusCode).toBe(422);
    expect(twice.json().errors.marks).toEqual(["Mark each learner once"]);
    for (const body of [{ marks: [] }, { marks: [{ order_item_id: "x", present: true }] }, {}]) {
      const bad = await call("PUT", url("provider", session), owner, body);
      expect(bad.statusCode).toBe(422);
    }
    expect(await marksOf(session)).toHaveLength(0);
    expect(await marksOf(future)).toHaveLength(0);
  });

  it("lets the lector of a session mark it, and records the lector as the marker", async () => {
    const session = sessions[0]!.id;
    const seen = sessionAttendance.parse((await call("GET", url("lector", session), lector)).json());
    expect(seen.places.some((p) => p.order_item_id === place)).toBe(true);
    const res = await call("PUT", url("lector", session), lector, {
      marks: [{ order_item_id: place, present: true }],
    });
    expect(res.statusCode).toBe(200);
    expect(sessionAttendance.parse(res.json()).places.find((p) => p.order_item_id === place)).toMatchObject({
      present: true,
      marked_by: "Мартин Георгиев",
    });
  });

  it("shows on the confirmation list how many held sessions each learner attended", async () => {
    const held = sessions.filter((s) => s.startsAt <= new Date());
    const attendanceOfPlace = async () =>
      providerCertificatesPage
        .parse((await call("GET", `/provider/certificates?course_id=${courseId}`, owner)).json())
        .data.find((r) => r.order_item_id === place)!.attendance;
    // present at the first, absent at the second, unmarked at the third
    expect(await attendanceOfPlace()).toEqual({
      held: held.length,
      attended: 1,
      absent: 1,
      sessions: sessions.length,
    });
    for (const s of held)
      await call("PUT", url("provider", s.id), owner, { marks: [{ order_item_id: place, present: true }] });
    expect(await attendanceOfPlace()).toMatchObject({ held: held.length, attended: held.length, absent: 0 });
    // a course without sessions has no attendance: the plain confirmation
    await db.delete(courseSessions).where(eq(courseSessions.courseId, courseId));
    expect(await attendanceOfPlace()).toBeNull();
  });
});
