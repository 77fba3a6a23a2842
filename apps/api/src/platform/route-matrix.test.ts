import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, nextAddress, signInDemo } from "../test/accounts";
import { createTestApp, type TestApp } from "../test/test-app";
import { type Audience, audienceOf } from "./route-audience";

type Caller = "anonymous" | "learner" | "provider" | "otherProvider" | "lector" | "admin";
const signedIn: Caller[] = ["learner", "provider", "otherProvider", "lector", "admin"];
const callers: Caller[] = ["anonymous", ...signedIn];

/**
 * ROUTE-MATRIX (the authorization matrix): every API route of the app's route table, so a new
 * one cannot escape, has an audience here, and is called by a visitor, a learner, the demo provider,
 * another provider, a lector and an admin. Those outside the audience are refused (401 for visitors,
 * 403 for the others, or 404 / 422 where the route checks the role after the object or the body: refused
 * all the same); those inside get past the checks. Whose object a route may touch is OBJECT-ACCESS's
 * part, the guards before the body ACCESS's.
 */
describe("every route, as every role", () => {
  let t: TestApp;
  const tokens = {} as Record<Caller, string | null>;
  beforeAll(async () => {
    t = await createTestApp({ seed: "demo" });
    tokens.anonymous = null;
    for (const who of ["learner", "provider", "lector", "admin"] as const)
      tokens[who] = await signInDemo(t.app, `${who}@example.com`);
    tokens.otherProvider = await signInDemo(t.app, "owner@digitalen-kampus.example.com");
  });
  afterAll(() => t.close());

  const routes = () =>
    t.app.routeTable
      .filter((r) => r.url.startsWith("/api/v1/") && !["HEAD", "OPTIONS"].includes(r.method))
      .map((r) => ({
        method: r.method,
        url: r.url.slice("/api/v1".length),
        // what the route may check before the role: its body or its query
        checksFirst: r.schema?.body !== undefined || r.schema?.querystring !== undefined,
      }))
      // the catch-all answering 404 for unknown API addresses
      .filter((r) => r.url !== "/*");

  const uuid = "00000000-0000-4000-8000-000000000000";
  const call = (route: { method: string; url: string }, who: Caller) =>
    t.app.inject({
      method: route.method as "GET",
      url: `/api/v1${route.url.replace(/:[a-zA-Z_]+/g, (name) => (name === ":step" ? "1" : uuid))}`,
      remoteAddress: nextAddress(),
      headers: { ...(tokens[who] ? bearer(tokens[who]) : {}), "content-language": "en" },
      ...(route.method === "GET" || route.method === "DELETE" ? {} : { payload: {} }),
    });

  it("gives every route an audience, and has routes of each", () => {
    const counts: Record<Audience, number> = { public: 0, "signed-in": 0, provider: 0, lector: 0, admin: 0 };
    for (const r of routes()) counts[audienceOf(r.method, r.url)]++;
    expect(routes().length).toBeGreaterThan(200);
    expect(counts.public).toBeGreaterThan(20);
    expect(counts["signed-in"]).toBeGreaterThan(30);
    expect(counts.provider).toBeGreaterThan(40);
    expect(counts.admin).toBeGreaterThan(40);
  });

  it("refuses every caller outside a route's audience and lets those inside past the checks", async () => {
    const wrong: string[] = [];
    // GET /logout ends the session: called last, by nobody who matters afterwards
    const all = routes().sort((a, b) => Number(a.url === "/logout") - Number(b.url === "/logout"));
    for (const route of all) {
      const audience = audienceOf(route.method, route.url);
      for (const who of callers) {
        if (route.url === "/logout" && who !== "anonymous") continue;
        const res = await call(route, who);
        const status = res.statusCode;
        const inside =
          audience === "public" ||
          (audience === "signed-in" && who !== "anonymous") ||
          (audience === "provider" && (who === "provider" || who === "otherProvider")) ||
          (audience === "lector" && who === "lector") ||
          (audience === "admin" && who === "admin");
        const label = `${route.method} ${route.url} ${who} ${status}`;
        if (status >= 500) wrong.push(`${label} (server error)`);
        else if (inside) {
          if (status === 401 || status === 403) wrong.push(`${label}: refused, but ${audience}`);
        } else if (who === "anonymous") {
          if (status !== 401) wrong.push(`${label}: visitors get 401 on a ${audience} route`);
        } else {
          // 403, or refused by a check that comes first: the object (404) or the body (422)
          const refused = status === 403 || status === 404 || status === 422;
          if (!refused) wrong.push(`${label}: let in, but the route is for ${audience}`);
          // a route without a body, query or object has nothing to check first: 403 exactly
          if (!route.checksFirst && !route.url.includes(":") && status !== 403)
            wrong.push(`${label}: not 403`);
        }
      }
    }
    expect(wrong).toEqual([]);
  }, 120_000);
});
