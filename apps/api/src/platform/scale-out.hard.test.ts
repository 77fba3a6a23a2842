import { eq, sql } from "drizzle-orm";
import { Redis } from "ioredis";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { courses, users } from "../db/schema/index";
import { bearer, nextAddress, signUp } from "../test/accounts";
import { createTestApp, type TestApp } from "../test/test-app";
import { takeLease } from "./housekeeping";
import { redisPrefix } from "./scale-out";

/**
 * SCALE-OUT (`npm run test:hard`, PostgreSQL and Redis): two server processes, each with its own
 * connection pool, on one PostgreSQL database and one Redis (REDIS_URL). Sessions, holds, rate limits,
 * the public cache and periodic jobs behave as with one process.
 */
describe("two processes on one database and one Redis", () => {
  let a: TestApp;
  let b: TestApp;
  let redis: Redis;

  beforeAll(async () => {
    const url = process.env.REDIS_URL;
    if (!url) throw new Error("npm run test:hard needs REDIS_URL (a Redis server)");
    a = await createTestApp({ seed: "demo", redisUrl: url });
    b = await createTestApp({ sharing: a, redisUrl: url });
    redis = new Redis(url);
  });
  afterAll(async () => {
    await redis?.quit();
    await b?.close();
    await a?.close();
  });

  const call = (
    app: TestApp,
    method: "GET" | "POST" | "DELETE",
    url: string,
    token?: string,
    payload?: object,
  ) =>
    app.app.inject({
      method,
      url: `/api/v1${url}`,
      remoteAddress: nextAddress(),
      headers: { ...(token ? bearer(token) : {}), "content-language": "en" },
      ...(payload ? { payload } : {}),
    });

  it("takes a session opened on one process on the other, and a logout on one ends it on both", async () => {
    const { body } = await signUp(a.app);
    const login = await call(a, "POST", "/login", undefined, { email: body.email, password: body.password });
    const token = login.json().t as string;
    expect((await call(b, "GET", "/user", token)).statusCode).toBe(200);
    expect((await call(b, "GET", "/logout", token)).statusCode).toBe(204);
    expect((await call(a, "GET", "/user", token)).statusCode).toBe(401);
  });

  it("counts an account's failed sign-ins once across both processes, in Redis", async () => {
    const { body } = await signUp(a.app);
    // failures count per account and client address: all six come from one address
    const remoteAddress = nextAddress();
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      const res = await (i % 2 ? b : a).app.inject({
        method: "POST",
        url: "/api/v1/login",
        remoteAddress,
        payload: { email: body.email, password: "wrong-pass-1" },
      });
      statuses.push(res.statusCode);
    }
    expect(statuses).toEqual([422, 422, 422, 422, 422, 429]);
    // the windows are in Redis under this installation's prefix, not in the database
    const keys = await redis.keys(
      `${redisPrefix({ databaseUrl: undefined, dataDir: a.dataDir })}rate:login:*`,
    );
    expect(keys.length).toBeGreaterThan(0);
    const rows = await a.database.db.execute(sql`select count(*)::int as n from rate_limit_buckets`);
    expect((rows as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(0);
  });

  it("empties the other process's public cache when one process writes", async () => {
    const url = "/courses?type=online&sort=newest";
    await call(b, "GET", url);
    expect((await call(b, "GET", url)).headers["x-cache"]).toBe("hit");
    const { token } = await signUp(a.app);
    const list = (await call(a, "GET", "/courses?sort=newest")).json();
    const course = list.courses.find(
      (c: { places_left: number; timing: string }) => c.places_left > 0 && c.timing === "future",
    );
    expect(
      (await call(a, "POST", "/cart/items", token, { course_id: course.id, quantity: 1 })).statusCode,
    ).toBe(200);
    // the message crosses Redis in a moment
    await expect
      .poll(async () => (await call(b, "GET", url)).headers["x-cache"], { timeout: 2_000 })
      .toBe("miss");
  });

  it("never sells more places than there are when buyers on both processes race", async () => {
    const list = (await call(a, "GET", "/courses?sort=newest")).json();
    const course = list.courses.find(
      (c: { places_left: number; timing: string; type?: string }) =>
        c.places_left > 5 && c.timing === "future",
    );
    const [row] = await a.database.db.select().from(courses).where(eq(courses.id, course.id));
    // three places left: the capacity is what is sold and held now, plus three
    const held = row!.capacity! - course.places_left;
    await a.database.db
      .update(courses)
      .set({ capacity: held + 3 })
      .where(eq(courses.id, course.id));
    a.app.publicCache.clear();
    const buyers = await Promise.all(
      Array.from({ length: 10 }, async () => {
        const { token, body } = await signUp(a.app);
        await a.database.db
          .update(users)
          .set({ emailVerifiedAt: new Date() })
          .where(eq(users.email, body.email));
        return token;
      }),
    );
    const answers = await Promise.all(
      buyers.map((token, i) =>
        call(i % 2 ? b : a, "POST", "/cart/items", token, { course_id: course.id, quantity: 1 }),
      ),
    );
    const statuses = answers.map((r) => r.statusCode).sort();
    expect(statuses.filter((s) => s === 200)).toHaveLength(3);
    expect(statuses.filter((s) => s !== 200).every((s) => s === 409)).toBe(true);
  });

  it("lets one process run a periodic job per round: the lease goes to exactly one", async () => {
    const now = new Date();
    const taken = await Promise.all([
      takeLease(a.database.db, "scale-out-test", 60_000, "process-a", now),
      takeLease(b.database.db, "scale-out-test", 60_000, "process-b", now),
    ]);
    expect(taken.filter(Boolean)).toHaveLength(1);
    const loser = taken[0] ? "process-b" : "process-a";
    // while the lease lasts the other process skips; once it has run out, the other may take it
    expect(
      await takeLease(b.database.db, "scale-out-test", 60_000, loser, new Date(now.getTime() + 30_000)),
    ).toBe(false);
    expect(
      await takeLease(b.database.db, "scale-out-test", 60_000, loser, new Date(now.getTime() + 61_000)),
    ).toBe(true);
  });
});
