import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, nextAddress, signUp } from "../../test/accounts";
import { createTestApp, type TestApp } from "../../test/test-app";

describe("admin API", () => {
  let t: TestApp;
  let admin: string;
  let learner: string;
  beforeAll(async () => {
    t = await createTestApp();
    const login = (email: string) =>
      t.app.inject({
        method: "POST",
        url: "/api/v1/login",
        payload: { email, password: "demo12345" },
        remoteAddress: nextAddress(),
      });
    admin = (await login("admin@example.com")).json().t;
    learner = (await login("learner@example.com")).json().t;
  });
  afterAll(() => t.close());

  it("lets only admins read the dev mailbox: 401 anonymous, 403 others", async () => {
    const { body } = await signUp(t.app);
    expect((await t.app.inject({ url: "/api/v1/admin/mailbox" })).statusCode).toBe(401);
    expect((await t.app.inject({ url: "/api/v1/admin/mailbox", headers: bearer(learner) })).statusCode).toBe(
      403,
    );
    await t.lastMailTo(body.email);
    const res = await t.app.inject({
      url: `/api/v1/admin/mailbox?to=${encodeURIComponent(body.email)}`,
      headers: bearer(admin),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data[0].to).toBe(body.email);
    expect(res.json().last_page).toBe(1);
  });

  it("answers the dashboard counts to admins only", async () => {
    expect((await t.app.inject({ url: "/api/v1/admin/overview", headers: bearer(learner) })).statusCode).toBe(
      403,
    );
    const res = await t.app.inject({ url: "/api/v1/admin/overview", headers: bearer(admin) });
    expect(res.statusCode).toBe(200);
    expect(res.json().published_courses).toBeGreaterThanOrEqual(60);
    expect(res.json().users).toBeGreaterThan(40);
  });
});
