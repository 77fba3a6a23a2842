import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/test-app";

describe("GET /api/v1/health", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seed: "none" });
  });
  afterAll(() => t.close());

  it("answers ok once the database answers, with a request id", async () => {
    const res = await t.app.inject({ url: "/api/v1/health" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: "ok" });
    expect(res.headers["x-request-id"]).toBeTruthy();
  });

  it("sends the security headers, with a same-origin referrer so forms posted without JavaScript pass the origin check", async () => {
    const res = await t.app.inject({ url: "/api/v1/health" });
    expect(res.headers["referrer-policy"]).toBe("same-origin");
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
  });

  it("with REDIS_URL, says whether Redis answers, and stays 200 while it does not (rate limits in the database)", async () => {
    let up = true;
    t.app.deps.redisReady = () => up;
    try {
      expect((await t.app.inject({ url: "/api/v1/health" })).json()).toEqual({ status: "ok", redis: "ok" });
      up = false;
      const away = await t.app.inject({ url: "/api/v1/health" });
      expect(away.statusCode).toBe(200);
      expect(away.json()).toEqual({ status: "ok", redis: "unavailable" });
    } finally {
      delete t.app.deps.redisReady;
    }
  });

  it("answers 503 with the error format when the database is gone", async () => {
    await t.database.close();
    const res = await t.app.inject({ url: "/api/v1/health", headers: { "content-language": "en" } });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({
      code: "unavailable",
      message: expect.stringMatching(/temporarily unavailable/),
    });
  });

  it("keeps answering liveness without the database (the benchmarks' bare JSON route)", async () => {
    // the database was closed by the test before
    const res = await t.app.inject({ url: "/api/v1/health/live" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: "ok" });
    expect(res.headers["cache-control"]).toBe("no-store");
  });
});
