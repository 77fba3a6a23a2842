import { adminCourse, ownCourse, ownCourseList } from "@kursove/contracts";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { courseModules, courses } from "../../db/schema/index";
import { apiCaller, signInDemo } from "../../test/accounts";
import { type CourseRefs, completeCourse, courseRefs, fullBody, generalBody } from "../../test/courses";
import { createTestApp, type TestApp } from "../../test/test-app";

describe("the course approval state machine", () => {
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
  const statusOf = async (id: string) =>
    (await t.database.db.select().from(courses).where(eq(courses.id, id)))[0]?.status;
  const expectRefused = async (res: Awaited<ReturnType<typeof call>>, status: number, code: string) => {
    expect(res.statusCode, res.body).toBe(status);
    expect(res.json().code).toBe(code);
  };

  it("draft -> in_review only when complete: general, booking and a session or slot", async () => {
    const created = ownCourse.parse(
      (await call("POST", "/provider/courses", provider, generalBody(refs))).json(),
    );
    const bare = await call("POST", `/provider/courses/${created.id}/submit`, provider);
    await expectRefused(bare, 422, "course_incomplete");
    expect(Object.keys(bare.json().errors).sort()).toEqual(["capacity", "modules"]);
    expect(await statusOf(created.id)).toBe("draft");
    await call("PUT", `/provider/courses/${created.id}`, provider, fullBody(refs));
    const noSessions = await call("POST", `/provider/courses/${created.id}/submit`, provider);
    await expectRefused(noSessions, 422, "course_incomplete");
    expect(Object.keys(noSessions.json().errors)).toEqual(["modules"]);

    const course = await completeCourse(t.app, provider, refs);
    const res = await call("POST", `/provider/courses/${course.id}/submit`, provider);
    expect(res.statusCode).toBe(200);
    expect(ownCourse.parse(res.json()).status).toBe("in_review");
    const [row] = await t.database.db.select().from(courses).where(eq(courses.id, course.id));
    expect(row?.submittedAt).toBeTruthy();
  });

  it("refuses edits and a second submission while in review", async () => {
    const course = await completeCourse(t.app, provider, refs);
    await call("POST", `/provider/courses/${course.id}/submit`, provider);
    await expectRefused(
      await call("POST", `/provider/courses/${course.id}/submit`, provider),
      409,
      "course_state_changed",
    );
    await expectRefused(
      await call("PUT", `/provider/courses/${course.id}`, provider, fullBody(refs, { title: "Промяна" })),
      409,
      "course_state_changed",
    );
    await expectRefused(
      await call("PUT", `/provider/courses/${course.id}/modules`, provider, { modules: [] }),
      409,
      "course_state_changed",
    );
    const after = ownCourse.parse((await call("GET", `/provider/courses/${course.id}`, provider)).json());
    expect(after).toMatchObject({ status: "in_review", title: course.title });
    expect(after.modules[0]?.sessions).toHaveLength(2);
  });

  it("in_review -> approved by an admin; an approved course keeps its content on sale and refuses decisions", async () => {
    const course = await completeCourse(t.app, provider, refs);
    await expectRefused(
      await call("POST", `/admin/courses/${course.id}/approve`, admin),
      409,
      "course_state_changed",
    );
    await call("POST", `/provider/courses/${course.id}/submit`, provider);
    const approved = await call("POST", `/admin/courses/${course.id}/approve`, admin);
    expect(approved.statusCode).toBe(200);
    expect(await statusOf(course.id)).toBe("approved");
    const edit = await call(
      "PUT",
      `/provider/courses/${course.id}`,
      provider,
      fullBody(refs, { title: "Друго" }),
    );
    // The content change waits in a revision (revisions.test.ts); the live course keeps its title
    expect(edit.statusCode).toBe(200);
    expect(ownCourse.parse(edit.json()).revision?.status).toBe("draft");
    expect((await t.database.db.select().from(courses).where(eq(courses.id, course.id)))[0]?.title).toBe(
      course.title,
    );
    await call("DELETE", `/provider/courses/${course.id}/revision`, provider);
    // the booking section changes at once: price and places apply to sales from now on
    const priced = await call(
      "PUT",
      `/provider/courses/${course.id}`,
      provider,
      fullBody(refs, { price: 26000, capacity: 15 }),
    );
    expect(priced.statusCode).toBe(200);
    expect(ownCourse.parse(priced.json())).toMatchObject({
      status: "approved",
      price: 26000,
      capacity: 15,
      title: course.title,
    });
    await t.database.db.update(courses).set({ soldCount: 5 }).where(eq(courses.id, course.id));
    const below = await call(
      "PUT",
      `/provider/courses/${course.id}`,
      provider,
      fullBody(refs, { capacity: 4, group_size: 4 }),
    );
    expect(below.statusCode).toBe(422);
    expect(Object.keys(below.json().errors)).toEqual(["capacity"]);
    await expectRefused(
      await call("POST", `/provider/courses/${course.id}/submit`, provider),
      409,
      "nothing_to_submit",
    );
    await expectRefused(
      await call("POST", `/admin/courses/${course.id}/approve`, admin),
      409,
      "course_state_changed",
    );
    await expectRefused(
      await call("POST", `/admin/courses/${course.id}/reject`, admin, { reason: "Късно е вече за това." }),
      409,
      "course_state_changed",
    );
    expect(await statusOf(course.id)).toBe("approved");
  });

  it("in_review -> rejected with a reason; rejected -> in_review after edits", async () => {
    const course = await completeCourse(t.app, provider, refs);
    await expectRefused(
      await call("POST", `/admin/courses/${course.id}/reject`, admin, { reason: "Няма описание на курса." }),
      409,
      "course_state_changed",
    );
    await call("POST", `/provider/courses/${course.id}/submit`, provider);
    const short = await call("POST", `/admin/courses/${course.id}/reject`, admin, { reason: "Кратко" });
    await expectRefused(short, 422, "fill_all_fields");
    expect(short.json().errors.reason).toBeTruthy();
    expect(await statusOf(course.id)).toBe("in_review");
    const rejected = await call("POST", `/admin/courses/${course.id}/reject`, admin, {
      reason: "Добавете по-подробно описание на курса.",
    });
    expect(rejected.statusCode).toBe(200);
    const previewRes = await call("GET", `/admin/courses/${course.id}`, admin);
    expect(previewRes.statusCode, previewRes.body).toBe(200);
    const preview = adminCourse.parse(previewRes.json());
    expect(preview).toMatchObject({
      status: "rejected",
      provider: { name: expect.any(String), status: "approved" },
      decision: {
        decided_by: { name: "Анна Колева" },
        rejection_reason: "Добавете по-подробно описание на курса.",
      },
    });
    expect(preview.submitted_at).toBeTruthy();
    expect(Date.parse(preview.decision!.decided_at)).toBeGreaterThan(Date.parse(preview.submitted_at!));
    const seen = ownCourse.parse((await call("GET", `/provider/courses/${course.id}`, provider)).json());
    expect(seen).toMatchObject({
      status: "rejected",
      rejection_reason: "Добавете по-подробно описание на курса.",
    });
    const fixed = await call(
      "PUT",
      `/provider/courses/${course.id}`,
      provider,
      fullBody(refs, { description: "Подробно описание на всяка среща." }),
    );
    expect(fixed.statusCode).toBe(200);
    const again = await call("POST", `/provider/courses/${course.id}/submit`, provider);
    expect(ownCourse.parse(again.json())).toMatchObject({ status: "in_review", rejection_reason: null });
  });

  it("any -> deleted: hidden from the lists and the editor, rows kept; a deleted course refuses everything", async () => {
    for (const to of ["draft", "in_review", "approved", "rejected"] as const) {
      const course = await completeCourse(t.app, provider, refs);
      if (to !== "draft") await call("POST", `/provider/courses/${course.id}/submit`, provider);
      if (to === "approved") await call("POST", `/admin/courses/${course.id}/approve`, admin);
      if (to === "rejected")
        await call("POST", `/admin/courses/${course.id}/reject`, admin, {
          reason: "Не отговаря на правилата.",
        });
      expect(await statusOf(course.id)).toBe(to);
      const res = await call("DELETE", `/provider/courses/${course.id}`, provider);
      expect(res.statusCode, to).toBe(204);
      expect(await statusOf(course.id)).toBe("deleted");
      expect(
        (await t.database.db.select().from(courseModules).where(eq(courseModules.courseId, course.id)))
          .length,
      ).toBe(1);
      const list = ownCourseList.parse((await call("GET", "/provider/courses", provider)).json());
      expect(list.data.some((c) => c.id === course.id)).toBe(false);
      const deleted = ownCourseList.parse(
        (await call("GET", "/provider/courses?status=deleted", provider)).json(),
      );
      expect(deleted.data.some((c) => c.id === course.id)).toBe(true);
      for (const [method, url] of [
        ["GET", `/provider/courses/${course.id}`],
        ["DELETE", `/provider/courses/${course.id}`],
        ["POST", `/provider/courses/${course.id}/submit`],
        ["POST", `/admin/courses/${course.id}/approve`],
      ] as const) {
        const token = url.startsWith("/admin") ? admin : provider;
        await expectRefused(await call(method, url, token), 404, "course_not_found");
      }
      expect((await call("GET", `/courses/${course.slug}`, null)).statusCode).toBe(404);
    }
  });
});
