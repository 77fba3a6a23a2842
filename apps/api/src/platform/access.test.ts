import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, signInDemo } from "../test/accounts";
import { createTestApp, type TestApp } from "../test/test-app";

/**
 * CLOSED-AREAS (the first part of the authorization matrix): every route of the admin, provider,
 * lector and personal areas, read from the app's route table so a new route cannot escape, refuses
 * visitors without a session (401) before looking at what they sent, and the admin area everyone but
 * admins (403) the same way. In the provider and lector areas the role is checked by the route (it needs
 * the database: whose provider, which link), so signed-in users of another role are checked on the routes
 * without a body (403, or 404 for an object that is not theirs); which object a role may touch is checked
 * by each module's own tests. A lector's lists answer anyone signed in with their own (empty) list.
 */
describe("areas closed to the wrong role", () => {
  let t: TestApp;
  const tokens: Record<string, string> = {};
  beforeAll(async () => {
    t = await createTestApp();
    for (const who of ["learner", "provider", "lector", "admin"])
      tokens[who] = await signInDemo(t.app, `${who}@example.com`);
  });
  afterAll(() => t.close());

  const uuid = "00000000-0000-4000-8000-000000000000";
  const routesUnder = (prefix: string) =>
    t.app.routeTable
      .filter(
        (r) =>
          (r.url === `/api/v1/${prefix}` || r.url.startsWith(`/api/v1/${prefix}/`)) &&
          r.method !== "HEAD" &&
          r.method !== "OPTIONS",
      )
      .map((r) => ({
        method: r.method,
        url: r.url.replace(/:[a-zA-Z_]+/g, uuid),
        hasBody: r.schema?.body !== undefined,
      }));

  const call = (route: { method: string; url: string }, token?: string) =>
    t.app.inject({
      method: route.method as "GET",
      url: route.url,
      headers: token ? bearer(token) : {},
      ...(route.method === "GET" || route.method === "DELETE" ? {} : { payload: {} }),
    });

  // the area, the roles that may enter it, the ones that may not, and whether the role is refused before
  // the body is validated (the admin area) or by the route (only routes without a body are sent then)
  const areas = [
    { prefix: "admin", allowed: ["admin"], refused: ["learner", "provider", "lector"], early: true },
    { prefix: "provider/courses", allowed: ["provider"], refused: ["learner", "lector"], early: false },
    { prefix: "provider/orders", allowed: ["provider"], refused: ["learner", "lector"], early: false },
    {
      prefix: "provider/refund-requests",
      allowed: ["provider"],
      refused: ["learner", "lector"],
      early: false,
    },
    { prefix: "provider/lectors", allowed: ["provider"], refused: ["learner", "lector"], early: false },
  ];

  for (const area of areas)
    it(`closes /${area.prefix}… to visitors (401) and to ${area.refused.join(", ")} (403)`, async () => {
      const routes = routesUnder(area.prefix);
      expect(routes.length, area.prefix).toBeGreaterThan(0);
      const wrong: string[] = [];
      for (const route of routes) {
        const anonymous = await call(route);
        if (anonymous.statusCode !== 401)
          wrong.push(`${route.method} ${route.url} anonymous ${anonymous.statusCode}`);
        for (const who of area.refused) {
          if (!area.early && route.hasBody) continue;
          const res = await call(route, tokens[who]);
          // 403, or 404 where the route does not tell others' objects from missing ones
          if (res.statusCode !== 403 && !(res.statusCode === 404 && route.url.includes(uuid)))
            wrong.push(`${route.method} ${route.url} ${who} ${res.statusCode}`);
        }
        // the area's own role gets past the guard (anything but 401 and 403)
        for (const who of area.allowed) {
          const res = await call(route, tokens[who]);
          if (res.statusCode === 401 || res.statusCode === 403)
            wrong.push(`${route.method} ${route.url} ${who} ${res.statusCode}`);
        }
      }
      expect(wrong).toEqual([]);
    });

  it("closes the personal, provider and lector areas to visitors, before reading what they sent", async () => {
    const wrong: string[] = [];
    const routes = [...routesUnder("user"), ...routesUnder("provider"), ...routesUnder("lector")];
    for (const route of routes) {
      const res = await call(route);
      if (res.statusCode !== 401 || res.json().code !== "not_signed_in")
        wrong.push(`${route.method} ${route.url} ${res.statusCode}`);
    }
    expect(routes.length).toBeGreaterThan(60);
    expect(wrong).toEqual([]);
  });
});
