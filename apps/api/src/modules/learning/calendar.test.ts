import { calendarFeedCreated, calendarResponse } from "@kursove/contracts";
import { sofiaDateAndHour } from "@kursove/contracts/domain/sofia-time";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../../db/client";
import { calendarFeeds, notifications, orders, outbox } from "../../db/schema/index";
import { apiCaller } from "../../test/accounts";
import { createTestApp, type TestApp } from "../../test/test-app";
import { buy, inHours, onSaleCourses, scheduleCourse, verifiedLearner } from "./learning-fixtures";
import { sendSessionReminders } from "./reminders.service";

describe("calendar, .ics feed and session reminders", () => {
  let t: TestApp;
  let db: Db;
  let call: ReturnType<typeof apiCaller>;
  let a: string;
  let buyer: Awaited<ReturnType<typeof verifiedLearner>>;
  let refunded: Awaited<ReturnType<typeof verifiedLearner>>;
  let sessions: Awaited<ReturnType<typeof scheduleCourse>>;
  const now = new Date();

  beforeAll(async () => {
    t = await createTestApp({ seed: "demo" });
    db = t.database.db;
    call = apiCaller(t.app);
    [a] = (await onSaleCourses(t, 1)).ids as [string];
    buyer = await verifiedLearner(t);
    refunded = await verifiedLearner(t);
    await buy(t, buyer.token, [a]);
    const taken = await buy(t, refunded.token, [a]);
    await db.update(orders).set({ status: "refunded" }).where(eq(orders.id, taken));
    // the first session in two hours, the next ones a day apart
    sessions = await scheduleCourse(db, a, inHours(2, now));
  });
  afterAll(() => t.close());

  const sofiaDate = (d: Date) => sofiaDateAndHour(d).date;
  const shift = (days: number) => sofiaDate(new Date(now.getTime() + days * 86_400_000));

  it("lists the learner's sessions between two dates, at most 62 days apart", async () => {
    const res = await call("GET", `/user/calendar?from=${shift(0)}&to=${shift(1)}`, buyer.token);
    expect(res.statusCode).toBe(200);
    const calendar = calendarResponse.parse(res.json());
    expect(calendar.entries[0]).toMatchObject({
      id: `session:${sessions[0]!.id}`,
      kind: "session",
      course: { id: a },
      starts_at: sessions[0]!.startsAt.toISOString(),
    });
    expect(calendar.entries.every((e) => e.course.id === a)).toBe(true);
    expect(calendar.entries.length).toBeLessThanOrEqual(2);
    expect(calendar.feed).toEqual({ active: false, created_at: null });

    const later = calendarResponse.parse(
      (await call("GET", `/user/calendar?from=${shift(-40)}&to=${shift(-1)}`, buyer.token)).json(),
    );
    expect(later.entries).toEqual([]);
    const refusedEntries = calendarResponse.parse(
      (await call("GET", `/user/calendar?from=${shift(0)}&to=${shift(30)}`, refunded.token)).json(),
    );
    expect(refusedEntries.entries).toEqual([]);

    expect(
      (await call("GET", `/user/calendar?from=${shift(0)}&to=${shift(62)}`, buyer.token)).statusCode,
    ).toBe(200);
    const tooLong = await call("GET", `/user/calendar?from=${shift(0)}&to=${shift(63)}`, buyer.token);
    expect(tooLong.statusCode).toBe(422);
    expect(tooLong.json().errors.to).toEqual(["The calendar can show at most 62 days at a time"]);
    expect(
      (await call("GET", `/user/calendar?from=${shift(5)}&to=${shift(1)}`, buyer.token)).statusCode,
    ).toBe(422);
    expect((await call("GET", "/user/calendar?from=2026-02-30&to=2026-03-01", buyer.token)).statusCode).toBe(
      422,
    );
    expect((await call("GET", `/user/calendar?from=${shift(0)}&to=${shift(1)}`, null)).statusCode).toBe(401);
  });

  it("publishes a private .ics feed; a new address replaces the old one, revoking ends it", async () => {
    const ics = (url: string) => t.app.inject({ method: "GET", url: new URL(url).pathname });
    const created = await call("POST", "/user/calendar/feed", buyer.token);
    expect(created.statusCode).toBe(200);
    const first = calendarFeedCreated.parse(created.json());
    expect(first.url).toMatch(/^http.+\/api\/v1\/calendar\/[\w-]{43}\.ics$/);
    const [row] = await db.select().from(calendarFeeds).where(eq(calendarFeeds.userId, buyer.id));
    expect(row!.tokenHash).not.toContain(first.url.split("/").pop()!.replace(".ics", ""));
    expect(row!.lastUsedAt).toBeNull();

    const feed = await ics(first.url);
    expect(feed.statusCode, feed.body).toBe(200);
    expect(feed.headers["content-type"]).toBe("text/calendar; charset=utf-8");
    const text = feed.body;
    expect(text.startsWith("BEGIN:VCALENDAR\r\nVERSION:2.0\r\n")).toBe(true);
    expect(text.trimEnd().endsWith("END:VCALENDAR")).toBe(true);
    expect(text.split("BEGIN:VEVENT").length - 1).toBe(sessions.length);
    const unfolded = text.replace(/\r\n[ \t]/g, "");
    const start = sessions[0]!.startsAt
      .toISOString()
      .replace(/[-:]/g, "")
      .replace(/\.\d{3}/, "");
    expect(unfolded).toContain(`DTSTART:${start}`);
    expect(unfolded).toContain(`UID:session-${sessions[0]!.id}-${buyer.id}@`);
    expect(unfolded).toMatch(new RegExp(`URL:http.+/profile/courses/${a}`));
    expect(unfolded).toMatch(/SUMMARY:.+ – /);
    expect(text.split("\r\n").every((line) => Buffer.byteLength(line) <= 75)).toBe(true);
    const [used] = await db.select().from(calendarFeeds).where(eq(calendarFeeds.userId, buyer.id));
    expect(used!.lastUsedAt).not.toBeNull();
    // the same UIDs on every fetch, so calendar apps update rather than duplicate
    expect((await ics(first.url)).body.match(/UID:.+/g)).toEqual(text.match(/UID:.+/g));

    const status = calendarResponse.parse(
      (await call("GET", `/user/calendar?from=${shift(0)}&to=${shift(1)}`, buyer.token)).json(),
    );
    expect(status.feed.active).toBe(true);

    const second = calendarFeedCreated.parse((await call("POST", "/user/calendar/feed", buyer.token)).json());
    expect(second.url).not.toBe(first.url);
    expect((await ics(first.url)).statusCode).toBe(404);
    expect((await ics(second.url)).statusCode).toBe(200);

    expect((await call("DELETE", "/user/calendar/feed", buyer.token)).statusCode).toBe(204);
    expect((await ics(second.url)).statusCode).toBe(404);
    expect((await t.app.inject({ method: "GET", url: "/api/v1/calendar/not-a-token.ics" })).statusCode).toBe(
      404,
    );
    expect((await call("POST", "/user/calendar/feed", null)).statusCode).toBe(401);
  });

  it("reminds buyers once of a session starting within a day, by notification and mail", async () => {
    const deps = { publicUrl: "https://kursove.example", officeEmail: "office@kursove.example" };
    // demo learners' own sessions may be due too: only this buyer's reminders are counted
    const remindersOfBuyer = () =>
      db
        .select()
        .from(notifications)
        .where(and(eq(notifications.userId, buyer.id), eq(notifications.kind, "session_reminder")));
    const first = await sendSessionReminders(db, deps, now);
    expect(first.sent).toBeGreaterThanOrEqual(1);
    const rows = await remindersOfBuyer();
    expect(rows).toHaveLength(1);
    expect(rows[0]!.dedupeKey).toBe(`reminder:${sessions[0]!.id}`);
    expect(rows[0]!.data).toMatchObject({
      session: sessions[0]!.title,
      starts_at: sessions[0]!.startsAt.toISOString(),
      path: `/profile/courses/${a}`,
    });
    const refusedRows = await db.select().from(notifications).where(eq(notifications.userId, refunded.id));
    expect(refusedRows.filter((r) => r.kind === "session_reminder")).toEqual([]);

    const queued = await db
      .select()
      .from(outbox)
      .where(and(eq(outbox.toAddress, buyer.email), eq(outbox.kind, "session_reminder")));
    expect(queued).toHaveLength(1);
    const mail = queued[0];
    expect(mail!.subject).toContain("Напомняне");
    expect(mail!.text).toContain(sofiaDateAndHour(sessions[0]!.startsAt).hour);
    expect(mail!.text).toContain(`https://kursove.example/profile/courses/${a}`);

    expect((await sendSessionReminders(db, deps, now)).sent).toBe(0);
    expect(await remindersOfBuyer()).toHaveLength(1);
    // the next session, a day later, is reminded when its own day comes
    await sendSessionReminders(db, deps, inHours(24, now));
    expect((await remindersOfBuyer()).map((r) => r.dedupeKey).sort()).toEqual(
      sessions
        .slice(0, 2)
        .map((s) => `reminder:${s.id}`)
        .sort(),
    );
  });

  it("documents the learner routes in the OpenAPI description", async () => {
    const paths = (await t.app.inject({ url: "/api/v1/docs/json" })).json().paths;
    expect(Object.keys(paths["/api/v1/user/courses"])).toEqual(["get"]);
    expect(paths["/api/v1/user/courses"].get.responses["200"]).toBeDefined();
    expect(Object.keys(paths["/api/v1/user/courses/{id}/content"])).toEqual(["get"]);
    expect(Object.keys(paths["/api/v1/user/courses/{id}/documents/{documentId}/file"])).toEqual(["get"]);
    expect(Object.keys(paths["/api/v1/user/courses/{id}/video"])).toEqual(["get"]);
    expect(Object.keys(paths["/api/v1/user/calendar"])).toEqual(["get"]);
    expect(Object.keys(paths["/api/v1/user/calendar/feed"]).sort()).toEqual(["delete", "post"]);
    expect(Object.keys(paths["/api/v1/calendar/{file}"])).toEqual(["get"]);
  });
});
