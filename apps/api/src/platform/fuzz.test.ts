import { sql } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ZodType } from "zod";
import { queryRows } from "../db/client";
import { bearer, signInDemo } from "../test/accounts";
import { createTestApp, type TestApp } from "../test/test-app";

/**
 * FUZZ: every API route that takes a JSON body, read from the app's own route table (a new
 * route cannot escape), gets bodies that are wrong in every way (other types, huge and odd strings,
 * negative and huge numbers, extra fields, not an object at all), as a learner and as an admin. Each answer
 * is below 500 and, when refused, in the error format, and a refused request changes nothing in the
 * database: every table's rows are compared before and after it (only the bookkeeping of sessions and
 * rate limits may move).
 */
describe("bad input on every JSON route", () => {
  let t: TestApp;
  const tokens: Record<string, string> = {};
  beforeAll(async () => {
    t = await createTestApp();
    tokens.learner = await signInDemo(t.app, "learner@example.com");
    tokens.admin = await signInDemo(t.app, "admin@example.com");
    tokens.provider = await signInDemo(t.app, "provider@example.com");
  });
  afterAll(() => t.close());

  /** Tables a refused request may still write: the session's last use and the rate limits' counters. */
  const bookkeeping = new Set(["sessions", "rate_limit_buckets"]);
  let fingerprintQuery: ReturnType<typeof sql> | undefined;
  /** Every table's row count and a hash of all its rows, as one text per table. */
  const fingerprint = async (): Promise<Record<string, string>> => {
    if (!fingerprintQuery) {
      const tables = await queryRows<{ table_name: string }>(
        t.database.db,
        sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
      );
      fingerprintQuery = sql.join(
        tables
          .map((r) => r.table_name)
          .filter((name) => !bookkeeping.has(name) && !name.startsWith("__"))
          .map(
            (name) =>
              sql`select ${name}::text as name, count(*)::text || ':' || md5(coalesce(string_agg(x::text, '|' order by x::text), '')) as rows from ${sql.identifier(name)} x`,
          ),
        sql` union all `,
      );
    }
    const rows = await queryRows<{ name: string; rows: string }>(t.database.db, fingerprintQuery);
    return Object.fromEntries(rows.map((r) => [r.name, r.rows]));
  };
  const changedTables = (before: Record<string, string>, after: Record<string, string>) =>
    Object.keys(after).filter((name) => before[name] !== after[name]);

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

  it("finds every table but the bookkeeping in the fingerprint", async () => {
    const tables = Object.keys(await fingerprint());
    expect(tables).toEqual(
      expect.arrayContaining(["courses", "orders", "cart_items", "users", "payment_events"]),
    );
    expect(tables).not.toContain("sessions");
    // and it sees a write: a place put in the cart
    const before = await fingerprint();
    const list = (await t.app.inject({ url: "/api/v1/courses?sort=newest" })).json();
    const onSale = list.courses.find(
      (c: { places_left: number; timing: string }) => c.places_left > 2 && c.timing === "future",
    );
    const added = await t.app.inject({
      method: "POST",
      url: "/api/v1/cart/items",
      headers: bearer(tokens.learner!),
      payload: { course_id: onSale.id, quantity: 1 },
    });
    expect(added.statusCode, added.body).toBe(200);
    expect(changedTables(before, await fingerprint())).toContain("cart_items");
  });

  it("answers every malformed body with a 4xx in the error format, never a 5xx, and a refusal changes nothing", async () => {
    const failures: string[] = [];
    const changes: string[] = [];
    let before = await fingerprint();
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
          const after = await fingerprint();
          if (res.statusCode >= 400) {
            const changed = changedTables(before, after);
            if (changed.length > 0)
              changes.push(`${route.method} ${route.url} ${res.statusCode} changed ${changed.join(", ")}`);
          }
          before = after;
          if (res.statusCode >= 400) {
            const answer = res.json();
            expect(typeof answer.code, `${route.method} ${route.url}`).toBe("string");
            expect(typeof answer.message, `${route.method} ${route.url}`).toBe("string");
          }
        }),
        // FUZZ_RUNS=200 for a deeper search than every test run makes
        { numRuns: Number(process.env.FUZZ_RUNS) || 12 },
      );
    }
    expect(failures).toEqual([]);
    expect(changes).toEqual([]);
  }, 600_000);

  /** Query and path values a client may send by mistake or on purpose: past PostgreSQL's integers, not numbers, wildcards. */
  const oddParams = [
    "2147483648",
    "99999999999999",
    "-2147483649",
    "-1",
    "0",
    "1.5",
    "1e400",
    "NaN",
    "abc",
    "%",
    "_",
    "\\",
    "%00",
    "../../etc/passwd",
    "x".repeat(5000),
  ];

  it("answers odd query and path values on every GET route with a 4xx or an answer, never a 5xx", async () => {
    const failures: string[] = [];
    const gets = t.app.routeTable.filter((r) => r.url.startsWith("/api/v1/") && r.method === "GET");
    expect(gets.length).toBeGreaterThan(80);
    const who = (url: string) =>
      url.includes("/admin") ? "admin" : url.includes("/provider") ? "provider" : "learner";
    for (const route of gets) {
      const keys = keysOf(route.schema?.querystring);
      const params = route.url.match(/:[a-zA-Z_]+/g) ?? [];
      const urls = [
        ...keys.flatMap((key) => [
          ...oddParams.map((v) => `${route.url}?${key}=${encodeURIComponent(v)}`),
          `${route.url}?${key}=1&${key}=2`,
        ]),
        ...(params.length > 0
          ? oddParams.map((v) => route.url.replace(/:[a-zA-Z_]+/g, () => encodeURIComponent(v)))
          : []),
      ];
      for (const raw of urls) {
        // the other path parameters of a URL with a query take a well-formed id
        const url = raw.replace(/:[a-zA-Z_]+/g, () => "00000000-0000-4000-8000-000000000000");
        const res = await t.app.inject({ url, headers: bearer(tokens[who(route.url)]!) });
        if (res.statusCode >= 500)
          failures.push(`${url.slice(0, 120)} ${res.statusCode} ${res.body.slice(0, 120)}`);
      }
    }
    expect(failures).toEqual([]);
  }, 600_000);
});
