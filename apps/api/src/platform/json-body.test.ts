import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiCaller, bearer, nextAddress, signInDemo } from "../test/accounts";
import { createTestApp, type TestApp } from "../test/test-app";
import { jsonDepthLimit, nestsDeeperThan } from "./json-body";

const nested = (levels: number, inner = "1") => `${"[".repeat(levels)}${inner}${"]".repeat(levels)}`;

/**
 * JSON-DEPTH (outside attack test): a body nested 10,000 levels deep overflowed the stack of the
 * walks after parsing and answered 500 on every JSON route, even without a session. Bodies deeper than
 * 64 levels are refused with 400 json_too_deep before anything reads them, and change nothing.
 */
describe("deeply nested JSON bodies", () => {
  let t: TestApp;
  let learner: string;
  let admin: string;
  beforeAll(async () => {
    t = await createTestApp();
    learner = await signInDemo(t.app, "learner@example.com");
    admin = await signInDemo(t.app, "admin@example.com");
  });
  afterAll(() => t.close());

  const post = (url: string, payload: string, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: "POST",
      url: `/api/v1${url}`,
      headers: { "content-type": "application/json", ...headers },
      payload,
      remoteAddress: nextAddress(),
    });

  it("counts nesting in one pass, ignoring brackets inside strings", () => {
    expect(nestsDeeperThan(nested(64), 64)).toBe(false);
    expect(nestsDeeperThan(nested(65), 64)).toBe(true);
    expect(nestsDeeperThan(`{"a":${nested(63)}}`, 64)).toBe(false);
    expect(nestsDeeperThan(`{"a":${nested(64)}}`, 64)).toBe(true);
    expect(nestsDeeperThan(JSON.stringify({ a: "[".repeat(1000), b: '"{{{{' }), 64)).toBe(false);
    expect(nestsDeeperThan(nested(1_000_000), 64)).toBe(true);
  });

  it("refuses a body nested 10,000 levels deep with 400 in both languages, without a session", async () => {
    const body = `{"email":"learner@example.com","password":${nested(10_000)}}`;
    const bg = await post("/login", body);
    expect(bg.statusCode).toBe(400);
    expect(bg.json()).toEqual({ code: "json_too_deep", message: "Данните са вложени твърде дълбоко." });
    const en = await post("/login", body, { "content-language": "en" });
    expect(en.statusCode).toBe(400);
    expect(en.json()).toEqual({ code: "json_too_deep", message: "The data is nested too deeply." });
    const objects = await post("/contact", `${'{"a":'.repeat(10_000)}1${"}".repeat(10_000)}`, {
      "content-type": "application/json; charset=utf-8",
    });
    expect(objects.statusCode).toBe(400);
    expect(objects.json().code).toBe("json_too_deep");
  });

  it("refuses it on a signed-in write and changes nothing", async () => {
    const call = apiCaller(t.app);
    const before = (await call("GET", "/user", learner)).json();
    const body = JSON.stringify({ ...before, first_name: "Нова" }).replace(
      /}$/,
      `,"extra":${nested(jsonDepthLimit + 1)}}`,
    );
    const res = await t.app.inject({
      method: "PUT",
      url: "/api/v1/user",
      headers: { ...bearer(learner), "content-type": "application/json", "content-language": "en" },
      payload: body,
      remoteAddress: nextAddress(),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: "json_too_deep", message: "The data is nested too deeply." });
    expect((await call("GET", "/user", learner)).json()).toEqual(before);
  });

  it("reads an empty JSON body as none, and names broken or unknown bodies by the catalogue's codes", async () => {
    const course = (await t.app.inject({ url: "/api/v1/courses" })).json().courses[0].id as string;
    const json = { "content-type": "application/json", "content-language": "en" };
    const saved = await t.app.inject({
      method: "PUT",
      url: `/api/v1/user/wishlist/${course}`,
      headers: { ...bearer(learner), ...json },
      payload: "",
    });
    expect(saved.statusCode, saved.body).toBeLessThan(300);
    const ids = await t.app.inject({ url: "/api/v1/user/wishlist/ids", headers: bearer(learner) });
    expect(ids.body).toContain(course);
    const empty = await post("/login", "", { "content-language": "en" });
    expect(empty.statusCode).toBe(422);
    expect(empty.json()).toMatchObject({ code: "validation_failed", message: "The given data was invalid" });
    const broken = await post("/login", '{"email":', { "content-language": "en" });
    expect(broken.statusCode).toBe(422);
    expect(broken.json()).toEqual({ code: "validation_failed", message: "The given data was invalid" });
    const xml = await post("/login", "<login/>", {
      "content-type": "application/xml",
      "content-language": "en",
    });
    expect(xml.statusCode).toBe(415);
    expect(xml.json()).toEqual({ code: "validation_failed", message: "The given data was invalid" });
  });

  it("still reads bodies up to the limit and brackets inside text as usual", async () => {
    const atLimit = await post(
      "/login",
      `{"email":"learner@example.com","password":${nested(jsonDepthLimit - 1)}}`,
      { "content-language": "en" },
    );
    expect(atLimit.statusCode).toBe(422);
    expect(atLimit.json().code).toBe("validation_failed");
    const text = await post(
      "/login",
      JSON.stringify({ email: "learner@example.com", password: "[{".repeat(100) }),
      {
        "content-language": "en",
      },
    );
    expect(text.statusCode).toBe(422);
    expect(text.json().code).toBe("login_failed");
    const fine = await post(
      "/login",
      JSON.stringify({ email: "learner@example.com", password: "demo12345" }),
    );
    expect(fine.statusCode).toBe(200);
  });

  it("refuses it on every JSON route of the route table, never a 5xx", async () => {
    const failures: string[] = [];
    const routes = t.app.routeTable.filter(
      (r) =>
        r.url.startsWith("/api/v1/") &&
        ["POST", "PUT", "PATCH"].includes(r.method) &&
        // the webhook reads its body raw and checks the signature first (payments.routes.ts)
        !r.url.includes("webhook"),
    );
    expect(routes.length).toBeGreaterThan(40);
    for (const route of routes) {
      const url = route.url.replace(/:[a-zA-Z_]+/g, () => "00000000-0000-4000-8000-000000000000");
      const res = await t.app.inject({
        method: route.method as "POST",
        url,
        // admin areas refuse others before reading the body
        headers: {
          ...bearer(route.url.includes("/admin/") ? admin : learner),
          "content-type": "application/json",
        },
        payload: nested(10_000),
        remoteAddress: nextAddress(),
      });
      if (res.statusCode !== 400 || res.json().code !== "json_too_deep")
        failures.push(`${route.method} ${route.url} ${res.statusCode} ${res.body.slice(0, 120)}`);
    }
    expect(failures).toEqual([]);
  });
});
