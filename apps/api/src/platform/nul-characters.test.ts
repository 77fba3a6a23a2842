import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiCaller, signInDemo } from "../test/accounts";
import { createTestApp, type TestApp } from "../test/test-app";
import { findNul } from "./nul-characters";

/**
 * NUL-TEXT (found by OBJECT-ACCESS's fuzzing on PostgreSQL): a NUL character anywhere in what
 * is sent (body, query, path) is refused with 422 on its field and changes nothing, instead of reaching
 * PostgreSQL, which cannot store it, and ending as a 500.
 */
describe("text with a NUL character", () => {
  let t: TestApp;
  let learner: string;
  beforeAll(async () => {
    t = await createTestApp();
    learner = await signInDemo(t.app, "learner@example.com");
  });
  afterAll(() => t.close());

  it("finds the first NUL by its path", () => {
    expect(findNul({ a: "ok", b: [1, "x\u0000"] })).toBe("b.1");
    expect(findNul({ nested: { reply: "\u0000" } })).toBe("nested.reply");
    expect(findNul("\u0000")).toBe("");
    expect(findNul({ a: "fine", b: [null, 3, true] })).toBeNull();
    expect(findNul({ "k\u0000": 1 })).toBe("");
  });

  it("refuses it in a body on its field, and keeps the account as it was", async () => {
    const call = apiCaller(t.app);
    const before = (await call("GET", "/user", learner)).json();
    const res = await call("PUT", "/user", learner, { ...before, first_name: "Йо\u0000ана" });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      code: "validation_failed",
      errors: { first_name: [expect.any(String)] },
    });
    expect((await call("GET", "/user", learner)).json().first_name).toBe(before.first_name);
  });

  it("refuses it in a query string and a path parameter, never a 500", async () => {
    const search = await t.app.inject({ url: "/api/v1/courses?q=%00marketing" });
    expect(search.statusCode).toBe(422);
    expect(search.json().errors.q).toHaveLength(1);
    const course = await t.app.inject({ url: "/api/v1/courses/abc%00def" });
    expect(course.statusCode).toBe(422);
  });
});
