import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../test/test-app";

const token = "scrape-token-of-the-test-1234";

/** METRICS (issue 12): Prometheus figures for those who hold the scrape token, and for no one else. */
describe("GET /metrics", () => {
  let t: TestApp;
  let off: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seed: "reference", env: { METRICS_TOKEN: token } });
    off = await createTestApp({ seed: "none" });
  });
  afterAll(async () => {
    await t.close();
    await off.close();
  });

  it("answers a scrape with the token: the process's figures and each API route's durations by status", async () => {
    await t.app.inject({ url: "/api/v1/courses?sort=newest" });
    await t.app.inject({ url: "/api/v1/courses/no-such-course" });
    const res = await t.app.inject({ url: "/metrics", headers: { authorization: `Bearer ${token}` } });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(res.body).toMatch(/^kursove_process_resident_memory_bytes \d+/m);
    expect(res.body).toMatch(/^kursove_nodejs_eventloop_lag_seconds /m);
    expect(res.body).toMatch(
      /^kursove_http_request_duration_seconds_count\{method="GET",route="\/api\/v1\/courses",status="200"\} 1$/m,
    );
    // the route's pattern, not the address: ids and slugs never become series of their own
    expect(res.body).toMatch(/route="\/api\/v1\/courses\/:slug",status="404"/);
    expect(res.body).not.toMatch(/no-such-course/);
  });

  it("refuses scrapes without the right token, and has no /metrics when no token is set", async () => {
    for (const authorization of [
      undefined,
      "Bearer wrong-token-of-the-same-len",
      `Bearer ${token}x`,
      token,
    ]) {
      const res = await t.app.inject({ url: "/metrics", headers: authorization ? { authorization } : {} });
      expect(res.statusCode, authorization).toBe(401);
      expect(res.body).not.toMatch(/kursove_/);
    }
    expect((await off.app.inject({ url: "/metrics" })).statusCode).toBe(404);
  });
});
