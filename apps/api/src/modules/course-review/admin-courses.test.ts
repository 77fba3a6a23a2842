import { adminCourseList, ownCourse } from "@kursove/contracts";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { courses, instructors } from "../../db/schema/index";
import { apiCaller, signInDemo } from "../../test/accounts";
import { type CourseRefs, completeCourse, courseRefs, pendingProvider } from "../../test/courses";
import { createTestApp, type TestApp } from "../../test/test-app";

describe("admins approve and reject courses", () => {
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
  const submitted = async (token = provider, r = refs) => {
    const course = await completeCourse(t.app, token, r);
    expect((await call("POST", `/provider/courses/${course.id}/submit`, token)).statusCode).toBe(200);
    return course;
  };

  it("lists the review queue with the provider's name, and other statuses on request", async () => {
    const course = await submitted();
    const list = adminCourseList.parse((await call("GET", "/admin/courses", admin)).json());
    const row = list.data.find((c) => c.id === course.id);
    expect(row).toMatchObject({
      status: "in_review",
      title: course.title,
      provider_name: "Академия Знание ЕООД",
      provider_status: "approved",
    });
    expect(list.last_page).toBeGreaterThanOrEqual(1);
    const approved = adminCourseList.parse(
      (await call("GET", "/admin/courses?status=approved", admin)).json(),
    );
    expect(approved.data.length).toBeGreaterThan(0);
    expect(approved.data.every((c) => c.status === "approved")).toBe(true);
    expect(approved.data.some((c) => c.id === course.id)).toBe(false);
    const preview = ownCourse.parse((await call("GET", `/admin/courses/${course.id}`, admin)).json());
    expect(preview).toMatchObject({ id: course.id, status: "in_review", price: 24000 });
    expect(preview.modules[0]?.sessions).toHaveLength(2);
    expect((await call("GET", `/admin/courses/${crypto.randomUUID()}`, admin)).statusCode).toBe(404);
    expect((await call("GET", `/admin/courses/${course.id}`, provider)).statusCode).toBe(403);
  });

  it("lets only admins in: 401 anonymous, 403 providers and learners", async () => {
    const course = await submitted();
    const learner = await signInDemo(t.app, "learner@example.com");
    for (const token of [provider, learner, null]) {
      for (const [method, url, body] of [
        ["GET", "/admin/courses", undefined],
        ["POST", `/admin/courses/${course.id}/approve`, undefined],
        ["POST", `/admin/courses/${course.id}/reject`, { reason: "Причина от десет знака." }],
      ] as const) {
        expect((await call(method, url, token, body)).statusCode, `${method} ${url}`).toBe(token ? 403 : 401);
      }
    }
    const [row] = await t.database.db.select().from(courses).where(eq(courses.id, course.id));
    expect(row?.status).toBe("in_review");
  });

  it("approves a course: it goes on sale and the provider's owner is mailed", async () => {
    const course = await submitted();
    expect((await call("GET", `/courses/${course.slug}`, null)).statusCode).toBe(404);
    const res = await call("POST", `/admin/courses/${course.id}/approve`, admin);
    expect(res.statusCode).toBe(200);
    expect(ownCourse.parse(res.json()).status).toBe("approved");
    const [row] = await t.database.db.select().from(courses).where(eq(courses.id, course.id));
    expect(row?.publishedAt).toBeTruthy();
    expect(row?.decidedAt).toBeTruthy();
    expect((await call("GET", `/courses/${course.slug}`, null)).statusCode).toBe(200);
    const mail = await t.lastMailTo("provider@example.com");
    expect(mail?.subject).toBe("Курсът Ви в „Курсове“ е одобрен");
    expect(mail?.text).toContain(course.title);
  });

  it("rejects a course with a reason of 10-1000 characters, mailed to the owner; it stays hidden", async () => {
    const course = await submitted();
    for (const reason of [undefined, "", "Кратко", "д".repeat(1001)]) {
      const res = await call(
        "POST",
        `/admin/courses/${course.id}/reject`,
        admin,
        reason === undefined ? {} : { reason },
      );
      expect(res.statusCode).toBe(422);
      expect(res.json().errors.reason).toBeTruthy();
    }
    const reason = "Програмата няма описание на сесиите.";
    const res = await call("POST", `/admin/courses/${course.id}/reject`, admin, { reason });
    expect(res.statusCode).toBe(200);
    expect(ownCourse.parse(res.json())).toMatchObject({ status: "rejected", rejection_reason: reason });
    const mail = await t.lastMailTo("provider@example.com");
    expect(mail?.subject).toBe("Курсът Ви в „Курсове“ не е одобрен");
    expect(mail?.text).toContain(reason);
    expect(mail?.text).toContain(`/dashboard/courses/${course.id}`);
    expect((await call("GET", `/courses/${course.slug}`, null)).statusCode).toBe(404);
  });

  it("a course approved while its provider is pending goes on sale when the provider is approved", async () => {
    const pending = await pendingProvider(t.app, "Чакаща Школа");
    const [instructor] = await t.database.db
      .insert(instructors)
      .values({ providerId: pending.provider.id, name: "Мила Иванова", role: "", about: "" })
      .returning();
    const course = await submitted(pending.token, { ...refs, instructorId: instructor!.id });
    expect((await call("POST", `/admin/courses/${course.id}/approve`, admin)).statusCode).toBe(200);
    const mail = await t.lastMailTo(pending.email);
    expect(mail?.subject).toBe("Курсът Ви в „Курсове“ е одобрен");
    expect((await call("GET", `/courses/${course.slug}`, null)).statusCode).toBe(404);
    const [before] = await t.database.db.select().from(courses).where(eq(courses.id, course.id));
    expect(before?.publishedAt).toBeNull();
    expect((await call("POST", `/admin/providers/${pending.provider.id}/approve`, admin)).statusCode).toBe(
      200,
    );
    expect((await call("GET", `/courses/${course.slug}`, null)).statusCode).toBe(200);
    const [after] = await t.database.db.select().from(courses).where(eq(courses.id, course.id));
    expect(after?.publishedAt).toBeTruthy();
  });
  it("documents the authoring and admin course routes with their schemas (OpenAPI)", async () => {
    const res = await t.app.inject({ url: "/api/v1/docs/json" });
    expect(res.statusCode).toBe(200);
    const paths = res.json().paths;
    for (const p of [
      "/api/v1/provider/courses",
      "/api/v1/provider/courses/{id}",
      "/api/v1/provider/courses/{id}/modules",
      "/api/v1/provider/courses/{id}/slots",
      "/api/v1/provider/courses/{id}/submit",
      "/api/v1/provider/courses/{id}/duplicate",
      "/api/v1/admin/courses",
      "/api/v1/admin/courses/{id}",
      "/api/v1/admin/courses/{id}/approve",
      "/api/v1/admin/courses/{id}/reject",
    ])
      expect(Object.keys(paths)).toContain(p);
    const create = paths["/api/v1/provider/courses"].post.requestBody.content["application/json"].schema;
    expect(Object.keys(create.properties)).toEqual(expect.arrayContaining(["title", "category_id", "types"]));
    const reject =
      paths["/api/v1/admin/courses/{id}/reject"].post.requestBody.content["application/json"].schema;
    expect(reject.properties.reason.minLength).toBe(10);
  });
});
