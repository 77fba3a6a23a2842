import { connect, createServer, type Server, type Socket } from "node:net";
import { sql } from "drizzle-orm";
import { Redis } from "ioredis";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { nextAddress, signUp } from "../test/accounts";
import { createTestApp, type TestApp } from "../test/test-app";
import { redisPrefix } from "./scale-out";

/**
 * REDIS-FAULTS (`npm run test:hard`, Redis): the app reaches Redis through a link the test can
 * cut, as a Redis restart or a network fault would. While Redis is away, sign-ins are still limited
 * (counted in the database meanwhile) and nobody gets an error; when it is back the app uses it again
 * by itself. The same when Redis takes connections but never answers (a frozen server, a half-open link):
 * the connections it took stay open and silent, and the app must not wait on them for good.
 */
describe("Redis going away and coming back", () => {
  let t: TestApp;
  let redis: Redis;
  let link: Server | undefined;
  let port: number;
  let target: URL;
  const open = new Set<Socket>();

  /** Opens the link on `port` (0: any free one): every connection is piped to the real Redis. */
  const linkUp = (target: URL) =>
    new Promise<void>((resolve) => {
      link = createServer((client) => {
        const upstream = connect(Number(target.port || 6379), target.hostname);
        for (const socket of [client, upstream]) {
          open.add(socket);
          socket.on("close", () => open.delete(socket));
          socket.on("error", () => {
            client.destroy();
            upstream.destroy();
          });
        }
        client.pipe(upstream).pipe(client);
      });
      link.listen(port ?? 0, "127.0.0.1", () => {
        port = (link!.address() as { port: number }).port;
        resolve();
      });
    });
  /**
   * Cuts the link: no new connection is taken and every open one is dropped (not the silent ones, which a
   * close would wait for: it stops listening at once, so its callback is not awaited).
   */
  const linkDown = async () => {
    link!.close();
    for (const socket of open) socket.destroy();
  };

  // connections taken by a silent Redis: open, never answered, kept until the end
  const silent = new Set<Socket>();
  /** Cuts the link, then takes every new connection and never answers on it. */
  const linkSilent = async () => {
    await linkDown();
    await new Promise<void>((resolve) => {
      link = createServer((client) => {
        silent.add(client);
        client.on("error", () => {});
      });
      link.listen(port, "127.0.0.1", () => resolve());
    });
  };

  const keysOf = async () =>
    redis.keys(`${redisPrefix({ databaseUrl: undefined, dataDir: t.dataDir })}rate:login:*`);
  const bucketsInDatabase = async () => {
    const rows = await t.database.db.execute(
      sql`select count(*)::int as n from rate_limit_buckets where key like 'login:%'`,
    );
    return (rows as unknown as { rows: { n: number }[] }).rows[0]!.n;
  };
  /** Six wrong passwords for a new account: the sixth is refused for too many attempts. */
  const wrongSignIns = async () => {
    const { body } = await signUp(t.app);
    // failures count per account and client address: all six come from one address
    const remoteAddress = nextAddress();
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      const res = await t.app.inject({
        method: "POST",
        url: "/api/v1/login",
        remoteAddress,
        headers: { "content-language": "en" },
        payload: { email: body.email, password: "wrong-pass-1" },
      });
      statuses.push(res.statusCode);
    }
    return statuses;
  };
  /**
   * Signs in wrongly until the attempts land in Redis again, within `ms`: the app reconnects on its own
   * schedule, and a round during the changeover may count some in the database and some in Redis (ADR 019).
   */
  const expectCountedInRedisWithin = async (ms: number) => {
    const before = (await keysOf()).length;
    const deadline = Date.now() + ms;
    let statuses: number[] = [];
    while (Date.now() < deadline) {
      const keysBefore = (await keysOf()).length;
      statuses = await wrongSignIns();
      if (statuses.at(-1) === 429 && (await keysOf()).length > keysBefore) break;
      await new Promise((r) => setTimeout(r, 500));
    }
    expect(statuses).toEqual([422, 422, 422, 422, 422, 429]);
    expect((await keysOf()).length).toBeGreaterThan(before);
  };

  beforeAll(async () => {
    const url = process.env.REDIS_URL;
    if (!url) throw new Error("npm run test:hard needs REDIS_URL (a Redis server)");
    redis = new Redis(url);
    target = new URL(url);
    await linkUp(target);
    t = await createTestApp({ seed: "demo", redisUrl: `redis://127.0.0.1:${port}` });
  });
  afterAll(async () => {
    await redis?.quit();
    await t?.close();
    await linkDown().catch(() => {});
    for (const socket of silent) socket.destroy();
  });

  it("counts sign-ins in Redis while it is there", async () => {
    const before = (await keysOf()).length;
    expect(await wrongSignIns()).toEqual([422, 422, 422, 422, 422, 429]);
    expect((await keysOf()).length).toBeGreaterThan(before);
    expect(await bucketsInDatabase()).toBe(0);
  });

  it("still limits sign-ins, in the database, while Redis is away, and answers no error", async () => {
    await linkDown();
    expect(await wrongSignIns()).toEqual([422, 422, 422, 422, 422, 429]);
    expect(await bucketsInDatabase()).toBeGreaterThan(0);
    // a write (which would tell the other processes to empty their caches) still goes through
    const health = await t.app.inject({ url: "/api/v1/health" });
    expect(health.statusCode).toBe(200);
    // and the health check tells the operator
    expect(health.json()).toEqual({ status: "ok", redis: "unavailable" });
  });

  it("uses Redis again by itself once it is back", async () => {
    await linkUp(target);
    await expectCountedInRedisWithin(20_000);
    expect((await t.app.inject({ url: "/api/v1/health" })).json()).toEqual({ status: "ok", redis: "ok" });
  }, 60_000);

  it("a Redis that takes connections but never answers: sign-ins still answered and limited, in the database", async () => {
    await linkSilent();
    const databaseBefore = await bucketsInDatabase();
    const started = Date.now();
    expect(await wrongSignIns()).toEqual([422, 422, 422, 422, 422, 429]);
    // each attempt waits at most about a second for Redis before the database counts it
    expect(Date.now() - started).toBeLessThan(15_000);
    expect(await bucketsInDatabase()).toBeGreaterThan(databaseBefore);
  }, 60_000);

  it("uses Redis again once it answers, not waiting on the silent connections it took", async () => {
    await linkDown();
    await linkUp(target);
    await expectCountedInRedisWithin(30_000);
  }, 60_000);
});
