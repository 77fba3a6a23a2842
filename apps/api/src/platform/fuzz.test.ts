import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ZodType } from "zod";
import { bearer, signInDemo } from "../test/accounts";
import { createTestApp, type TestApp } from "../test/test-app";

/**
 * FUZZ (issue 12): every API route that takes a JSON body, read from the app's own route table (a new
 * route cannot escape), gets bodies that are wrong in every way (other types, huge and odd strings,
 * negative and huge numbers, extra fields, not an object at all), as a learner and as an admin. Each answer
 * is below 500 and, when refused, in the error format.
 */
describe("bad input on every JSON route", () => {
  let t: TestApp;
  const tokens: Record<string, string> = {};
  beforeAll(async () => {
    t = await createTestApp();
    tokens.learner = await signInDemo(t.app, "learner@example.com");
    tokens.admin = await signInDemo(t.app, "admin@example.com");
  });
  afterAll(() => t.close());

  const odd = fc.oneof(
    fc.string({ maxLength: 40 }),
    fc.string({ unit: "grapheme", maxLength: 40 }),
    fc.constantFrom(
      "",
      " ",
      "\u0000",
      "💥".repeat(5000),
      "a".repeat(100_000),
      "<script>alert(1)</script>",
      "../../etc/passwd",
    ),
    fc.integer(),
    fc.constantFrom(-1, 0, -(2 ** 31), 2 ** 53, Number.MAX_SAFE_INTEGER, 1e308, -1e308, 0.5),
    fc.boolean(),
    fc.constant(null),
    fc.array(fc.oneof(fc.string({ maxLength: 8 }), fc.integer()), { maxLength: 5 }),
    fc.dictionary(fc.string({ maxLength: 8 }), fc.string({ maxLength: 8 }), { maxKeys: 3 }),
  );

  /** The keys of a body's zod object schema, where it is one. */
  const keysOf = (schema: unknown): string[] => {
    const shape = (schema as { shape?: Record<string, ZodType> } | undefined)?.shape;
    return shape ? Object.keys(shape) : [];
  };

  /** A body that is wrong: each known field set to an odd value (or left out), plus unknown fields. */
  const badBody = (keys: string[]) =>
    fc.oneof(
      fc
        .record(Object.fromEntries(keys.map((k) => [k, odd])), { requiredKeys: [] })
        .chain((body) =>
          fc
            .dictionary(fc.string({ maxLength: 12 }), odd, { maxKeys: 3 })
            .map((extra) => ({ ...extra, ...body })),
        ),
      odd,
    );

  const routes = () =>
    t.app.routeTable.filter(
      (r) =>
        r.url.startsWith("/api/v1/") &&
        ["POST", "PUT", "PATCH"].includes(r.method) &&
        r.schema?.body !== undefined &&
        // the payment gateway's webhook is signature-checked before anything is read; its own test covers it
        !r.url.includes("webhook"),
    );

  it("finds the JSON routes in the route table", () => {
    expect(routes().length).toBeGreaterThan(40);
  });

  it("answers every malformed body with a 4xx in the error format, never a 5xx", async () => {
    const failures: string[] = [];
    for (const route of routes()) {
      const keys = keysOf(route.schema?.body);
      const url = route.url.replace(/:[a-zA-Z_]+/g, () => "00000000-0000-4000-8000-000000000000");
      await fc.assert(
        fc.asyncProperty(badBody(keys), fc.constantFrom("learner", "admin"), async (body, who) => {
          const res = await t.app.inject({
            method: route.method as "POST",
            url,
            headers: { ...bearer(tokens[who]!), "content-type": "application/json" },
            payload: JSON.stringify(body),
          });
          if (res.statusCode >= 500)
            failures.push(`${route.method} ${route.url} ${res.statusCode} ${res.body.slice(0, 200)}`);
          if (res.statusCode >= 400) {
            const answer = res.json();
            expect(typeof answer.code, `${route.method} ${route.url}`).toBe("string");
            expect(typeof answer.message, `${route.method} ${route.url}`).toBe("string");
          }
        }),
        { numRuns: 12 },
      );
    }
    expect(failures).toEqual([]);
  }, 300_000);
});
