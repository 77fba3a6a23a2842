import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../test/test-app";

describe("error format and languages", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seed: "reference" });
  });
  afterAll(() => t.close());

  it("answers an unknown API path with 404 and a Bulgarian message by default", async () => {
    const res = await t.app.inject({ url: "/api/v1/no-such-thing" });
    expect(res.statusCode).toBe(404);
    expect(res.headers["content-type"]).toMatch(/application\/json/);
    expect(res.json()).toEqual({ code: "route_not_found", message: "Този адрес не съществува в API" });
  });

  it("answers in English when Content-Language is en", async () => {
    const res = await t.app.inject({
      url: "/api/v1/courses/no-such-course",
      headers: { "content-language": "en" },
    });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ code: "course_not_found", message: "Course does not exist" });
  });

  it("answers invalid input with 422, the given-data message and errors per field", async () => {
    const res = await t.app.inject({
      url: "/api/v1/courses?page=0&sort=cheapest",
      headers: { "content-language": "en" },
    });
    expect(res.statusCode).toBe(422);
    const body = res.json();
    expect(body.message).toBe("The given data was invalid");
    expect(body.code).toBe("validation_failed");
    expect(Object.keys(body.errors).sort()).toEqual(["page", "sort"]);
    expect(body.errors.page[0]).toBe("The value is too small");
  });

  it("localizes the validation message in Bulgarian", async () => {
    const res = await t.app.inject({ url: "/api/v1/courses?page=abc" });
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe("Подадените данни са невалидни");
  });

  it("serves the OpenAPI document with the public routes", async () => {
    const res = await t.app.inject({ url: "/api/v1/docs/json" });
    expect(res.statusCode).toBe(200);
    const paths = Object.keys(res.json().paths);
    for (const p of [
      "/api/v1/health",
      "/api/v1/index",
      "/api/v1/courses",
      "/api/v1/courses/{slug}",
      "/api/v1/providers/{slug}",
      "/api/v1/home",
    ]) {
      expect(paths).toContain(p);
    }
  });

  it("answers an unexpected failure with 500 and the unexpected-error message, never the details", async () => {
    const broken = await createTestApp({ seed: "none" });
    await broken.database.close();
    const res = await broken.app.inject({ url: "/api/v1/index", headers: { "content-language": "en" } });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ code: "unexpected", message: "Unexpected error" });
    await broken.close();
  });
});
