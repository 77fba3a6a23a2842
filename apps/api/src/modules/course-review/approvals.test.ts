import { approvalsOverview, ownCourse } from "@kursove/contracts";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiCaller, signInDemo } from "../../test/accounts";
import { type CourseRefs, completeCourse, courseRefs, fullBody, pendingProvider } from "../../test/courses";
import { createTestApp, type TestApp } from "../../test/test-app";

describe("the approvals page: provider, course and revision queues with the decision history", () => {
  let t: TestApp;
  let admin: string;
  let provider: string;
  let refs: CourseRefs;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await signInDemo(t.app, "admin@example.com");
    provider = await signInDemo(t.app, "provider@example.com");
    refs = await courseRefs(t.database.db);
  });
  afterAll(() => t.close());

  const call: ReturnType<typeof apiCaller> = (...args) => apiCaller(t.app)(...args);
  const approvals = async (query = "") =>
    approvalsOverview.parse((await call("GET", `/admin/approvals${query}`, admin)).json());
  const submittedCourse = async (title: string) => {
    const course = await completeCourse(t.app, provider, refs);
    await call("PUT", `/provider/courses/${course.id}`, provider, fullBody(refs, { title }));
    expect((await call("POST", `/provider/courses/${course.id}/submit`, provider)).statusCode).toBe(200);
    return course;
  };

  it("shows the three queues with counts, and each decision with the deciding admin, newest first", async () => {
    const start = await approvals();
    const { provider: waiting } = await pendingProvider(t.app, "Чака Решение");
    const course = await submittedCourse("Опашка за курсове");
    const live = await submittedCourse("Курс с промени");
    expect((await call("POST", `/admin/courses/${live.id}/approve`, admin)).statusCode).toBe(200);
    await call(
      "PUT",
      `/provider/courses/${live.id}`,
      provider,
      fullBody(refs, { title: "Курс с промени B2" }),
    );
    expect((await call("POST", `/provider/courses/${live.id}/submit`, provider)).statusCode).toBe(200);
    const revision = ownCourse.parse((await call("GET", `/provider/courses/${live.id}`, provider)).json())
      .revision!;

    const queued = await approvals();
    expect(queued.pending.counts).toEqual({
      providers: start.pending.counts.providers + 1,
      courses: start.pending.counts.courses + 1,
      revisions: start.pending.counts.revisions + 1,
    });
    expect(queued.pending.providers.find((p) => p.id === waiting.id)).toMatchObject({ name: "Чака Решение" });
    expect(queued.pending.providers.find((p) => p.id === waiting.id)?.submitted_at).toBeTruthy();
    expect(queued.pending.courses.find((c) => c.id === course.id)).toMatchObject({
      title: "Опашка за курсове",
      provider: { name: "Академия Знание ЕООД" },
    });
    expect(queued.pending.revisions.find((r) => r.id === revision.id)).toMatchObject({
      course: { id: live.id, title: "Курс с промени" },
      provider: { name: "Академия Знание ЕООД" },
    });
    expect(queued.history.data[0]).toMatchObject({
      kind: "course",
      subject: { id: live.id, name: "Курс с промени" },
      decision: "approved",
      decided_by: { name: "Анна Колева" },
      note: null,
    });

    const reason = "Липсва описание на програмата.";
    expect((await call("POST", `/admin/providers/${waiting.id}/approve`, admin)).statusCode).toBe(200);
    expect((await call("POST", `/admin/courses/${course.id}/reject`, admin, { reason })).statusCode).toBe(
      200,
    );
    expect(
      (await call("POST", `/admin/course-revisions/${revision.id}/reject`, admin, { reason })).statusCode,
    ).toBe(200);

    const decided = await approvals();
    expect(decided.pending.counts).toEqual(start.pending.counts);
    const [third, second, first] = decided.history.data;
    expect(third).toMatchObject({
      kind: "revision",
      subject: { id: revision.id, name: "Курс с промени" },
      decision: "rejected",
      decided_by: { name: "Анна Колева" },
      note: reason,
    });
    expect(second).toMatchObject({
      kind: "course",
      subject: { id: course.id },
      decision: "rejected",
      note: reason,
    });
    expect(first).toMatchObject({
      kind: "provider",
      subject: { id: waiting.id, name: "Чака Решение" },
      decision: "approved",
      decided_by: { name: "Анна Колева" },
    });
    expect(Date.parse(third!.decided_at)).toBeGreaterThanOrEqual(Date.parse(first!.decided_at));
    expect(decided.history.last_page).toBeGreaterThanOrEqual(1);
    expect((await approvals(`?page=${decided.history.last_page + 1}`)).history.data).toEqual([]);
    expect((await call("GET", "/admin/approvals?page=0", admin)).statusCode).toBe(422);
  });

  it("pages the decision history without losing or repeating one, newest first across all three kinds", async () => {
    // the demo's approved courses as decided at their creation: more than a page, with ties
    await t.database.db.execute(
      sql`update courses set decided_at = created_at where status = 'approved' and decided_at is null`,
    );
    const first = await approvals();
    const pages = [first.history.data];
    for (let page = 2; page <= Math.min(first.history.last_page, 4); page++)
      pages.push((await approvals(`?page=${page}`)).history.data);
    const seen = pages.flat();
    expect(pages.length).toBeGreaterThan(1);
    expect(new Set(seen.map((d) => `${d.kind} ${d.subject.id}`)).size).toBe(seen.length);
    const times = seen.map((d) => Date.parse(d.decided_at));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    // each page holds exactly the entries that follow the previous page in the whole order
    const { rows } = (await t.database.db.execute(sql`
      select id from (
        select id, decided_at from providers where decided_at is not null
        union all select id, decided_at from courses where decided_at is not null
        union all select id, decided_at from course_revisions
          where decided_at is not null and status in ('approved', 'rejected')) h
      order by decided_at desc, id limit ${pages.length * 20}`)) as unknown as { rows: { id: string }[] };
    expect(seen.map((d) => d.subject.id)).toEqual(rows.map((r) => r.id));
  });

  it("lets only admins in: 401 anonymous, 403 providers and learners", async () => {
    const learner = await signInDemo(t.app, "learner@example.com");
    expect((await call("GET", "/admin/approvals", null)).statusCode).toBe(401);
    expect((await call("GET", "/admin/approvals", provider)).statusCode).toBe(403);
    expect((await call("GET", "/admin/approvals", learner)).statusCode).toBe(403);
  });
});
