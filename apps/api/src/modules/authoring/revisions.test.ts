import { adminRevision, adminRevisionList, type OwnCourse, ownCourse } from "@kursove/contracts";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { courseRevisions, courseSessions, courses } from "../../db/schema/index";
import { apiCaller, signInDemo } from "../../test/accounts";
import {
  type CourseRefs,
  completeCourse,
  courseRefs,
  fullBody,
  inDays,
  pendingProvider,
  sessionBody,
} from "../../test/courses";
import { createTestApp, type TestApp } from "../../test/test-app";

describe("revisions of approved courses", () => {
  let t: TestApp;
  let provider: string;
  let admin: string;
  let refs: CourseRefs;
  beforeAll(async () => {
    t = await createTestApp();
    provider = await signInDemo(t.app, "provider@example.com");
    admin = await signInDemo(t.app, "admin@example.com");
    refs = await courseRefs(t.database.db);
  });
  afterAll(() => t.close());

  const call: ReturnType<typeof apiCaller> = (...args) => apiCaller(t.app)(...args);
  const expectRefused = async (res: Awaited<ReturnType<typeof call>>, status: number, code: string) => {
    expect(res.statusCode, res.body).toBe(status);
    expect(res.json().code).toBe(code);
  };
  const live = async (id: string) =>
    (await t.database.db.select().from(courses).where(eq(courses.id, id)))[0]!;
  const read = async (id: string) =>
    ownCourse.parse((await call("GET", `/provider/courses/${id}`, provider)).json());
  const approvedCourse = async () => {
    const course = await completeCourse(t.app, provider, refs);
    expect((await call("POST", `/provider/courses/${course.id}/submit`, provider)).statusCode).toBe(200);
    expect((await call("POST", `/admin/courses/${course.id}/approve`, admin)).statusCode).toBe(200);
    return read(course.id);
  };
  /** The editor's modules sent back as a programme body. */
  const modulesOf = (c: OwnCourse) =>
    c.modules.map((m) => ({ ...m, sessions: m.sessions.map((s) => ({ ...s })) }));
  const submitted = async () => {
    const course = await approvedCourse();
    await call("PUT", `/provider/courses/${course.id}`, provider, fullBody(refs, { title: "Испански A2" }));
    expect((await call("POST", `/provider/courses/${course.id}/submit`, provider)).statusCode).toBe(200);
    const revision = (await read(course.id)).revision!;
    return { course, revision };
  };

  it("applies booking fields at once and keeps content changes in a draft revision shown to the editor", async () => {
    const course = await approvedCourse();
    expect(course).toMatchObject({ revision: null, sold_count: 0 });
    const res = await call(
      "PUT",
      `/provider/courses/${course.id}`,
      provider,
      fullBody(refs, { title: "Испански за напреднали", price: 26000, capacity: 20 }),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(ownCourse.parse(res.json())).toMatchObject({
      title: "Испански за напреднали",
      price: 26000,
      capacity: 20,
      revision: { status: "draft", submitted_at: null, rejection_reason: null },
    });
    // the approved version stays on sale: the live row and the public page keep the approved title
    expect(await live(course.id)).toMatchObject({ title: course.title, price: 26000, capacity: 20 });
    expect((await call("GET", `/courses/${course.slug}`, null)).json().title).toBe(course.title);
    const [row] = await t.database.db
      .select()
      .from(courseRevisions)
      .where(eq(courseRevisions.courseId, course.id));
    expect(row).toMatchObject({ status: "draft" });
    expect(row?.content).toMatchObject({ title: "Испански за напреднали", modules: [{ title: "Основи" }] });

    await t.database.db.update(courses).set({ soldCount: 8 }).where(eq(courses.id, course.id));
    const below = await call(
      "PUT",
      `/provider/courses/${course.id}`,
      provider,
      fullBody(refs, { capacity: 7 }),
    );
    expect(below.statusCode).toBe(422);
    expect(below.json().errors).toEqual({ capacity: ["The places cannot be fewer than those already sold"] });
    expect((await live(course.id)).capacity).toBe(20);
    expect((await read(course.id)).sold_count).toBe(8);
  });

  it("draft -> pending -> approved applies the content and the programme in one go and mails the provider", async () => {
    const course = await approvedCourse();
    const [first, second] = course.modules[0]!.sessions;
    const programme = {
      modules: [
        {
          ...modulesOf(course)[0]!,
          title: "Основи и произношение",
          sessions: [{ ...first!, start_hour: "17:00" }],
        },
        { title: "Разговор", description: "Нов модул", sessions: [sessionBody(refs, 40)] },
      ],
    };
    const staged = await call("PUT", `/provider/courses/${course.id}/modules`, provider, programme);
    expect(staged.statusCode, staged.body).toBe(200);
    const shown = ownCourse.parse(staged.json());
    expect(shown.modules.map((m) => m.title)).toEqual(["Основи и произношение", "Разговор"]);
    expect(shown.modules[1]!.id).toMatch(/^[0-9a-f-]{36}$/);
    // saving the shown programme again keeps the revision's new ids
    const again = await call("PUT", `/provider/courses/${course.id}/modules`, provider, {
      modules: modulesOf(shown),
    });
    expect(again.statusCode, again.body).toBe(200);
    expect(ownCourse.parse(again.json()).modules[1]!.id).toBe(shown.modules[1]!.id);
    await call("PUT", `/provider/courses/${course.id}`, provider, fullBody(refs, { title: "Испански A1" }));
    expect(
      (await t.database.db.select().from(courseSessions).where(eq(courseSessions.courseId, course.id)))
        .length,
    ).toBe(2);

    const sent = await call("POST", `/provider/courses/${course.id}/submit`, provider);
    expect(sent.statusCode, sent.body).toBe(200);
    const revision = ownCourse.parse(sent.json()).revision!;
    expect(revision).toMatchObject({ status: "pending" });
    expect(revision.submitted_at).toBeTruthy();
    const queue = adminRevisionList.parse((await call("GET", "/admin/course-revisions", admin)).json());
    expect(queue.data.find((r) => r.id === revision.id)).toMatchObject({
      course_id: course.id,
      course_title: course.title,
      provider_name: "Академия Знание ЕООД",
      status: "pending",
    });
    expect((await call("GET", "/admin/overview", admin)).json().pending_course_revisions).toBeGreaterThan(0);
    const detail = adminRevision.parse(
      (await call("GET", `/admin/course-revisions/${revision.id}`, admin)).json(),
    );
    expect(detail.changes.map((c) => c.field)).toEqual(["title", "modules"]);
    expect(detail.changes[0]).toEqual({ field: "title", before: course.title, after: "Испански A1" });

    const approved = await call("POST", `/admin/course-revisions/${revision.id}/approve`, admin);
    expect(approved.statusCode, approved.body).toBe(200);
    expect(adminRevision.parse(approved.json())).toMatchObject({
      status: "approved",
      decided_by: expect.any(String),
    });
    // the decided revision still shows what it replaced
    expect(adminRevision.parse(approved.json()).changes.map((c) => c.field)).toEqual(["title", "modules"]);
    const after = await read(course.id);
    expect(after).toMatchObject({ title: "Испански A1", revision: null, status: "approved" });
    expect(after.modules.map((m) => m.title)).toEqual(["Основи и произношение", "Разговор"]);
    expect(after.modules[0]!.sessions).toMatchObject([{ id: first!.id, start_hour: "17:00" }]);
    expect(after.modules[1]!.id).toBe(shown.modules[1]!.id);
    const sessions = await t.database.db
      .select()
      .from(courseSessions)
      .where(eq(courseSessions.courseId, course.id));
    expect(sessions.map((s) => s.id).sort()).not.toContain(second!.id);
    expect(sessions).toHaveLength(2);
    expect(after.ends_at).toBe(
      sessions
        .map((s) => s.endsAt.toISOString())
        .sort()
        .at(-1),
    );
    expect((await call("GET", `/courses/${course.slug}`, null)).json().title).toBe("Испански A1");
    const mail = await t.lastMailTo("provider@example.com");
    expect(mail?.subject).toBe("Промените по курса Ви в „Курсове“ са одобрени");
    expect(mail?.text).toContain("Испански A1");

    for (const [url, body] of [
      [`/admin/course-revisions/${revision.id}/approve`, undefined],
      [`/admin/course-revisions/${revision.id}/reject`, { reason: "Твърде късно за отказ." }],
    ] as const)
      await expectRefused(await call("POST", url, admin, body), 409, "decision_already_made");
  });

  it("pending -> rejected: the reason is mailed, stays shown until the next edit reopens a draft", async () => {
    const { course, revision } = await submitted();
    // a pending revision refuses content edits; booking fields still apply
    await expectRefused(
      await call("PUT", `/provider/courses/${course.id}`, provider, fullBody(refs, { title: "Трето" })),
      409,
      "revision_pending",
    );
    const priced = await call(
      "PUT",
      `/provider/courses/${course.id}`,
      provider,
      fullBody(refs, { title: "Испански A2", price: 30000 }),
    );
    expect(priced.statusCode, priced.body).toBe(200);
    expect((await live(course.id)).price).toBe(30000);
    await expectRefused(
      await call("POST", `/provider/courses/${course.id}/submit`, provider),
      409,
      "revision_pending",
    );

    const short = await call("POST", `/admin/course-revisions/${revision.id}/reject`, admin, {
      reason: "Кратко",
    });
    await expectRefused(short, 422, "fill_all_fields");
    const reason = "Заглавието не отговаря на съдържанието.";
    const rejected = await call("POST", `/admin/course-revisions/${revision.id}/reject`, admin, { reason });
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(adminRevision.parse(rejected.json())).toMatchObject({
      status: "rejected",
      rejection_reason: reason,
    });
    const mail = await t.lastMailTo("provider@example.com");
    expect(mail?.subject).toBe("Промените по курса Ви в „Курсове“ не са одобрени");
    expect(mail?.text).toContain(reason);
    expect(mail?.text).toContain(`/dashboard/courses/${course.id}`);
    expect(await read(course.id)).toMatchObject({
      title: "Испански A2",
      revision: { id: revision.id, status: "rejected", rejection_reason: reason },
    });
    expect((await live(course.id)).title).toBe(course.title);
    await expectRefused(
      await call("POST", `/admin/course-revisions/${revision.id}/approve`, admin),
      409,
      "decision_already_made",
    );
    const rejectedList = adminRevisionList.parse(
      (await call("GET", "/admin/course-revisions?status=rejected", admin)).json(),
    );
    expect(rejectedList.data.some((r) => r.id === revision.id)).toBe(true);

    const edited = await call(
      "PUT",
      `/provider/courses/${course.id}`,
      provider,
      fullBody(refs, { title: "Испански A2, онлайн" }),
    );
    const reopened = ownCourse.parse(edited.json());
    expect(reopened).toMatchObject({
      title: "Испански A2, онлайн",
      revision: { status: "draft", rejection_reason: null },
    });
    expect(reopened.revision!.id).not.toBe(revision.id);
  });

  it("withdraws the open revision; submitting without changes is 409 nothing_to_submit", async () => {
    const course = await approvedCourse();
    await expectRefused(
      await call("POST", `/provider/courses/${course.id}/submit`, provider),
      409,
      "nothing_to_submit",
    );
    await call(
      "PUT",
      `/provider/courses/${course.id}`,
      provider,
      fullBody(refs, { description: "Ново описание." }),
    );
    const withdrawn = await call("DELETE", `/provider/courses/${course.id}/revision`, provider);
    expect(withdrawn.statusCode).toBe(200);
    expect(ownCourse.parse(withdrawn.json())).toMatchObject({
      description: course.description,
      revision: null,
    });
    await expectRefused(
      await call("POST", `/provider/courses/${course.id}/submit`, provider),
      409,
      "nothing_to_submit",
    );
    // a draft edited back to the live content has nothing to submit either
    await call("PUT", `/provider/courses/${course.id}`, provider, fullBody(refs, { description: "Друго." }));
    await call("PUT", `/provider/courses/${course.id}`, provider, fullBody(refs));
    await expectRefused(
      await call("POST", `/provider/courses/${course.id}/submit`, provider),
      409,
      "nothing_to_submit",
    );
    // a pending one can be withdrawn too, and then leaves the admins' queue
    const { course: other, revision } = await submitted();
    await call("DELETE", `/provider/courses/${other.id}/revision`, provider);
    expect((await read(other.id)).revision).toBeNull();
    await expectRefused(
      await call("POST", `/admin/course-revisions/${revision.id}/approve`, admin),
      409,
      "course_state_changed",
    );
  });

  it("changes the slots of an approved bookable course at once", async () => {
    const course = await approvedCourse();
    await call(
      "PUT",
      `/provider/courses/${course.id}`,
      provider,
      fullBody(refs, { types: ["online", "on_demand"] }),
    );
    // the type change is content and waits for review, so slots are refused until it is approved
    const refused = await call("PUT", `/provider/courses/${course.id}/slots`, provider, {
      slots: [{ date: inDays(33), start_hour: "10:00", end_hour: "11:00", capacity: 1 }],
    });
    expect(refused.statusCode).toBe(422);
    await call("POST", `/provider/courses/${course.id}/submit`, provider);
    const { revision } = await read(course.id);
    await call("POST", `/admin/course-revisions/${revision!.id}/approve`, admin);
    const slots = await call("PUT", `/provider/courses/${course.id}/slots`, provider, {
      slots: [{ date: inDays(33), start_hour: "10:00", end_hour: "11:00", capacity: 1 }],
    });
    expect(slots.statusCode, slots.body).toBe(200);
    expect(ownCourse.parse(slots.json()).slots).toHaveLength(1);
  });

  it("keeps revisions to their provider and the queue to admins", async () => {
    const { course, revision } = await submitted();
    const other = (await pendingProvider(t.app, "Чужд Доставчик")).token;
    const learner = await signInDemo(t.app, "learner@example.com");
    for (const [method, url] of [
      ["DELETE", `/provider/courses/${course.id}/revision`],
      ["POST", `/provider/courses/${course.id}/submit`],
    ] as const)
      await expectRefused(await call(method, url, other), 404, "course_not_found");
    for (const token of [provider, learner, null])
      for (const [method, url, body] of [
        ["GET", "/admin/course-revisions", undefined],
        ["GET", `/admin/course-revisions/${revision.id}`, undefined],
        ["POST", `/admin/course-revisions/${revision.id}/approve`, undefined],
        ["POST", `/admin/course-revisions/${revision.id}/reject`, { reason: "Причина от десет знака." }],
      ] as const)
        expect((await call(method, url, token, body)).statusCode, `${method} ${url}`).toBe(token ? 403 : 401);
    expect((await read(course.id)).revision?.status).toBe("pending");
  });
});
