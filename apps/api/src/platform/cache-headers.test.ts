import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, signInDemo } from "../test/accounts";
import { createTestApp, type TestApp } from "../test/test-app";

/** NO-STORE: personal API answers are never kept by a browser or proxy; public ones say so. */
describe("Cache-Control of API answers", () => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp();
    token = await signInDemo(t.app, "learner@example.com");
  });
  afterAll(() => t.close());

  it("marks every personal answer no-store", async () => {
    for (const url of [
      "/api/v1/user",
      "/api/v1/user/courses",
      "/api/v1/user/orders",
      "/api/v1/user/reviews",
      "/api/v1/user/notifications",
      "/api/v1/cart",
    ]) {
      const res = await t.app.inject({ url, headers: bearer(token) });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers["cache-control"], url).toMatch(/no-store/);
    }
  });

  it("marks refusals and errors no-store too, and leaves the public answers public", async () => {
    expect((await t.app.inject({ url: "/api/v1/user" })).headers["cache-control"]).toMatch(/no-store/);
    expect((await t.app.inject({ url: "/api/v1/no-such-route" })).headers["cache-control"]).toMatch(
      /no-store/,
    );
    expect((await t.app.inject({ url: "/api/v1/courses" })).headers["cache-control"]).toBe(
      "public, max-age=30",
    );
    expect((await t.app.inject({ url: "/api/v1/home" })).headers["cache-control"]).toBe("public, max-age=30");
  });
});
