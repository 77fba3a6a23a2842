import {
  type NotificationKind,
  notificationsPage,
  type OwnCourse,
  ownCourse,
  notificationPreferences as preferencesSchema,
} from "@kursove/contracts";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../../db/client";
import { notifications, outbox, users } from "../../db/schema/index";
import { apiCaller, signInDemo } from "../../test/accounts";
import { type CourseRefs, completeCourse, courseRefs, fullBody } from "../../test/courses";
import { payForCourses } from "../../test/orders";
import { createTestApp, type TestApp } from "../../test/test-app";
import { notifyOrderPaid } from "./notifications.service";
import { type NotifyDeps, notify } from "./notify";

describe("in-app notifications, preferences and course notices", () => {
  let t: TestApp;
  let db: Db;
  let deps: NotifyDeps;
  let call: ReturnType<typeof apiCaller>;
  const token: Record<string, string> = {};
  const id: Record<string, string> = {};
  let refs: CourseRefs;

  beforeAll(async () => {
    t = await createTestApp({ seed: "demo" });
    db = t.database.db;
    deps = { publicUrl: t.app.deps.config.publicUrl, officeEmail: t.app.deps.config.officeEmail };
    call = apiCaller(t.app);
    for (const email of [
      "learner1@example.com",
      "learner2@example.com",
      "learner3@example.com",
      "learner4@example.com",
      "learner5@example.com",
      "provider@example.com",
      "admin@example.com",
    ]) {
      token[email] = await signInDemo(t.app, email);
      const [u] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
      id[email] = u!.id;
    }
    refs = await courseRefs(db);
  });
  afterAll(() => t.close());

  const page = async (email: string, query = "") => {
    const res = await call("GET", `/user/notifications${query}`, token[email]!);
    expect(res.statusCode, res.body).toBe(200);
    return notificationsPage.parse(res.json());
  };
  const unread = async (email: string) =>
    (await call("GET", "/user/notifications/unread", token[email]!)).json().unread as number;
  const tell = (email: string, kind: NotificationKind, n: number, withMail = false) =>
    notify(db, deps, {
      userId: id[email]!,
      kind,
      data: { course: `Курс ${n}`, path: "/profile/courses" },
      dedupeKey: `test:${kind}:${n}`,
      ...(withMail
        ? { mail: () => ({ template: "course_changed" as const, vars: { course: `Курс ${n}` } }) }
        : {}),
    });
  const mailsTo = async (email: string, kind: string) =>
    (
      await db
        .select()
        .from(outbox)
        .where(and(eq(outbox.toAddress, email), eq(outbox.kind, kind)))
    ).length;
  const kindsOf = async (email: string, kind: NotificationKind) =>
    db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, id[email]!), eq(notifications.kind, kind)));

  it("refuses anonymous visitors", async () => {
    for (const [method, url] of [
      ["GET", "/user/notifications"],
      ["GET", "/user/notifications/unread"],
      ["GET", "/user/notification-preferences"],
    ] as const)
      expect((await call(method, url, null)).statusCode).toBe(401);
    expect((await call("POST", "/user/notifications/read", null, {})).statusCode).toBe(401);
  });

  it("lists newest first with pages, counts unread and marks only the user's own ids read", async () => {
    const me = "learner1@example.com";
    for (let n = 1; n <= 22; n++) await tell(me, "session_reminder", n);
    expect(await tell(me, "session_reminder", 22)).toBe(false); // the dedupe key was used
    await tell("learner2@example.com", "session_reminder", 1);
    const first = await page(me);
    expect(first.data).toHaveLength(20);
    expect(first).toMatchObject({ last_page: 2, unread: 22 });
    expect(first.data[0]!.data.course).toBe("Курс 22");
    expect((await page(me, "?page=2")).data.map((n) => n.data.course)).toEqual(["Курс 2", "Курс 1"]);

    const theirs = (await page("learner2@example.com")).data[0]!.id;
    const mine = first.data.slice(0, 2).map((n) => n.id);
    const read = await call("POST", "/user/notifications/read", token[me]!, { ids: [...mine, theirs] });
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json()).toEqual({ unread: 20 });
    expect(await unread("learner2@example.com")).toBe(1);
    const onlyUnread = await page(me, "?unread=1");
    expect(onlyUnread.data.map((n) => n.id)).not.toContain(mine[0]);
    expect(onlyUnread.data.every((n) => !n.read)).toBe(true);
    expect((await page(me)).data.slice(0, 2).every((n) => n.read)).toBe(true);

    expect((await call("POST", "/user/notifications/read", token[me]!, {})).json()).toEqual({ unread: 0 });
    expect(await unread(me)).toBe(0);
    expect(await unread("learner2@example.com")).toBe(1);
  });

  it("keeps preferences per kind, the receipt's mail locked on, and notify() honours them", async () => {
    const me = "learner3@example.com";
    const initial = preferencesSchema.parse(
      (await call("GET", "/user/notification-preferences", token[me]!)).json(),
    );
    expect(initial.kinds.every((k) => k.in_app && k.mail)).toBe(true);
    expect(initial.kinds.filter((k) => k.mail_locked).map((k) => k.kind)).toEqual(["order_paid"]);

    await tell(me, "refund_decided", 1);
    expect(await unread(me)).toBe(1);
    const saved = await call("PUT", "/user/notification-preferences", token[me]!, {
      kinds: [
        { kind: "order_paid", in_app: true, mail: false },
        { kind: "course_changed", in_app: true, mail: false },
        { kind: "refund_decided", in_app: false, mail: true },
      ],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const kinds = preferencesSchema.parse(saved.json()).kinds;
    expect(kinds.find((k) => k.kind === "order_paid")).toMatchObject({ mail: true, mail_locked: true });
    expect(kinds.find((k) => k.kind === "course_changed")).toMatchObject({ in_app: true, mail: false });
    expect(kinds.find((k) => k.kind === "refund_decided")).toMatchObject({ in_app: false, mail: true });
    expect(kinds.find((k) => k.kind === "wishlist_dates")).toMatchObject({ in_app: true, mail: true });
    // switched off in the app: the old one stops counting
    expect(await unread(me)).toBe(0);

    // mail off: listed, no mail queued
    expect(await tell(me, "course_changed", 2, true)).toBe(true);
    expect(await mailsTo(me, "course_changed")).toBe(0);
    expect((await page(me)).data.map((n) => n.kind)).toEqual(["course_changed"]);
    // in the app off: neither listed nor counted, but mailed
    await tell(me, "refund_decided", 3, true);
    expect(await mailsTo(me, "course_changed")).toBe(1);
    expect((await page(me)).data.map((n) => n.kind)).toEqual(["course_changed"]);
    expect(await unread(me)).toBe(1);
    // the control: another learner with the defaults gets both
    await tell("learner4@example.com", "course_changed", 4, true);
    expect(await mailsTo("learner4@example.com", "course_changed")).toBe(1);
  });

  it("mails reminders and alerts only with the agreement to course mails, service messages always", async () => {
    const me = "learner1@example.com";
    await db.update(users).set({ notifications: false }).where(eq(users.id, id[me]!));
    const remind = (n: number) =>
      notify(db, deps, {
        userId: id[me]!,
        kind: "session_reminder",
        data: { course: `Курс ${n}` },
        dedupeKey: `test:agreement:${n}`,
        mail: () => ({ template: "session_reminder", vars: { course: `Курс ${n}` } }),
      });
    expect(await remind(1)).toBe(true);
    expect(await mailsTo(me, "session_reminder")).toBe(0);
    // a changed course is a service message about a purchase: mailed all the same
    await tell(me, "course_changed", 91, true);
    expect(await mailsTo(me, "course_changed")).toBe(1);
    await db.update(users).set({ notifications: true }).where(eq(users.id, id[me]!));
    await remind(2);
    expect(await mailsTo(me, "session_reminder")).toBe(1);
  });

  /** A new course of provider@, approved by the admin. */
  async function approvedCourse(): Promise<OwnCourse> {
    const course = await completeCourse(t.app, token["provider@example.com"]!, refs);
    expect(
      (await call("POST", `/provider/courses/${course.id}/submit`, token["provider@example.com"]!))
        .statusCode,
    ).toBe(200);
    expect(
      (await call("POST", `/admin/courses/${course.id}/approve`, token["admin@example.com"]!)).statusCode,
    ).toBe(200);
    return ownCourse.parse(
      (await call("GET", `/provider/courses/${course.id}`, token["provider@example.com"]!)).json(),
    );
  }

  it("tells a paid order in the app once, with the receipt as its only mail", async () => {
    const me = "learner5@example.com";
    const course = await approvedCourse();
    const pay = await payForCourses(call, token[me]!, [{ id: course.id, quantity: 1 }]);
    const [paid] = await kindsOf(me, "order_paid");
    const order = (await call("GET", `/orders/${pay.order_id}`, token[me]!)).json();
    expect(paid!.data).toEqual({
      number: order.number,
      total: order.total,
      path: `/profile/orders/${pay.order_id}`,
    });
    expect(paid!.dedupeKey).toBe(`order_paid:${pay.order_id}`);
    expect(await mailsTo(me, "order_paid")).toBe(1);
    expect((await db.select().from(outbox).where(eq(outbox.toAddress, me))).length).toBe(1);
    // told again (a replayed event): still one notification and one mail
    await notifyOrderPaid(db, deps, {
      id: pay.order_id,
      userId: id[me]!,
      number: order.number,
      total: order.total,
    });
    expect(await kindsOf(me, "order_paid")).toHaveLength(1);
    expect(await mailsTo(me, "order_paid")).toBe(1);
    expect((await page(me)).data[0]).toMatchObject({ kind: "order_paid", read: false });
  });

  it("tells buyers only that their course changed, and that it was canceled when deleted", async () => {
    const buyer = "learner2@example.com";
    const provider = token["provider@example.com"]!;
    const course = await approvedCourse();
    const pay = await payForCourses(call, token[buyer]!, [{ id: course.id, quantity: 1 }]);

    // sold sessions keep their dates: the revision changes the content
    const edited = await call(
      "PUT",
      `/provider/courses/${course.id}`,
      provider,
      fullBody(refs, { title: "Испански A2" }),
    );
    expect(edited.statusCode, edited.body).toBe(200);
    const sent = await call("POST", `/provider/courses/${course.id}/submit`, provider);
    const revision = ownCourse.parse(sent.json()).revision!;
    const approved = await call(
      "POST",
      `/admin/course-revisions/${revision.id}/approve`,
      token["admin@example.com"]!,
    );
    expect(approved.statusCode, approved.body).toBe(200);

    const [changed] = await kindsOf(buyer, "course_changed");
    expect(changed!.data).toMatchObject({ course: "Испански A2", path: `/profile/courses/${course.id}` });
    expect(await mailsTo(buyer, "course_changed")).toBe(1);
    const mail = await t.lastMailTo(buyer);
    expect(mail?.subject).toBe("Курс, който сте закупили в „Курсове“, е променен");
    expect(mail?.text).toContain("„Испански A2“");
    // the only one told is the buyer: not the provider, not other learners
    const told = (
      await db.select().from(notifications).where(eq(notifications.kind, "course_changed"))
    ).filter((n) => (n.data as { course_id?: string }).course_id === course.id);
    expect(told.map((n) => n.userId)).toEqual([id[buyer]]);

    expect((await call("DELETE", `/provider/courses/${course.id}`, provider)).statusCode).toBe(204);
    const [canceled] = await kindsOf(buyer, "course_canceled");
    expect(canceled!.data).toMatchObject({ course: "Испански A2", path: `/profile/orders/${pay.order_id}` });
    expect(await mailsTo(buyer, "course_canceled")).toBe(1);
    const canceledFor = (
      await db.select().from(notifications).where(eq(notifications.kind, "course_canceled"))
    ).map((n) => n.userId);
    expect(canceledFor).toEqual([id[buyer]]);
  });
});
