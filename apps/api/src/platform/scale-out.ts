import { createHash, randomUUID } from "node:crypto";
import type { FastifyInstance } from "fastify";
import { Redis } from "ioredis";
import { type RateDecision, type RateLimitStore, useRateLimitStore } from "./rate-limit";

/**
 * Counts a hit on a fixed window that opens with its first hit, in one step on the Redis server, so every
 * process shares the count: the hits so far and the milliseconds left of the window.
 */
const hitScript = `
local hits = redis.call('INCR', KEYS[1])
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return { hits, ttl }`;

const decision = (hits: number, limit: number, ttlMs: number, counted: boolean): RateDecision => ({
  allowed: counted ? hits <= limit : hits < limit,
  hits,
  retryAfterSeconds: Math.max(1, Math.ceil(ttlMs / 1000)),
});

/** Rate-limit windows in Redis under `prefix`, with the same answers as the database's (rate-limit.ts). */
export function redisRateLimits(redis: Redis, prefix: string): RateLimitStore {
  const name = (key: string) => `${prefix}rate:${key}`;
  return {
    async hit(key, limit, windowMs) {
      const [hits, ttl] = (await redis.eval(hitScript, 1, name(key), String(windowMs))) as [number, number];
      return decision(hits, limit, ttl, true);
    },
    async peek(key, limit) {
      const [hits, ttl] = await Promise.all([redis.get(name(key)), redis.pttl(name(key))]);
      if (hits === null || ttl <= 0) return { allowed: true, hits: 0, retryAfterSeconds: 0 };
      return decision(Number(hits), limit, ttl, false);
    },
    async clear(key) {
      await redis.del(name(key));
    },
  };
}

/**
 * The namespace of one installation in a shared Redis: processes on the same database share it, another
 * installation (or a test server on its own data) does not.
 */
export function redisPrefix(config: { databaseUrl: string | undefined; dataDir: string }) {
  const identity = config.databaseUrl ?? config.dataDir;
  return `kursove:${createHash("sha256").update(identity).digest("hex").slice(0, 12)}:`;
}

/** The longest a Redis command waits for its answer before it fails (and the database counts instead). */
export const redisCommandTimeoutMs = 1_000;

/**
 * Several server processes behind one proxy (SCALE-OUT, REDIS_URL): their rate limits are counted in Redis,
 * and a write through any of them empties every process's public cache (a message on a Redis channel),
 * so no visitor is served a page that another process has already changed. Sessions, holds and orders
 * are in PostgreSQL already; periodic jobs take a lease there (housekeeping.ts).
 */
export async function connectScaleOut(app: FastifyInstance, url: string) {
  const prefix = redisPrefix(app.deps.config);
  // while Redis is away a command fails at once (no queue), and the rate limits count in the database.
  // A Redis that takes the connection but never answers (a frozen server, a half-open link) is given up
  // after commandTimeout: its ready check fails and the client connects anew, so it finds Redis again
  // when it is back instead of waiting on the dead connection for good.
  const options = {
    maxRetriesPerRequest: 2,
    connectTimeout: 5_000,
    commandTimeout: redisCommandTimeoutMs,
    lazyConnect: true,
    enableOfflineQueue: false,
  };
  const redis = new Redis(url, options);
  const subscriber = new Redis(url, options);
  // the last connection error: a refused first connection says why, not only that it closed
  let lastError: unknown;
  for (const [name, connection] of [
    ["commands", redis],
    ["cache messages", subscriber],
  ] as const) {
    // told once per outage, not at each of the client's reconnecting attempts (one a second or so)
    let down = false;
    connection.on("error", (err) => {
      lastError = err;
      if (down) return;
      down = true;
      app.log.warn({ err, connection: name }, "redis connection error: retrying until it is back");
    });
    connection.on("ready", () => {
      if (!down) return;
      down = false;
      app.log.info({ connection: name }, "redis connection back");
    });
  }
  await Promise.all([redis.connect(), subscriber.connect()]).catch((error: unknown) => {
    // no reconnecting in the background of a boot that stops here
    redis.disconnect();
    subscriber.disconnect();
    throw lastError ?? error;
  });
  app.deps.redisReady = () => redis.status === "ready" && subscriber.status === "ready";
  let warned = 0;
  useRateLimitStore(app.deps.database.db, redisRateLimits(redis, prefix), (err) => {
    // once a minute at most: a request that finds Redis away is counted in the database instead
    if (Date.now() - warned < 60_000) return;
    warned = Date.now();
    app.log.warn({ err }, "redis unavailable: rate limits counted in the database");
  });

  const channel = `${prefix}public-cache`;
  const me = randomUUID();
  const cache = app.publicCache;
  const clearHere = cache.clear.bind(cache);
  cache.clear = () => {
    clearHere();
    redis.publish(channel, me).catch((err) => app.log.warn({ err }, "public cache clear not sent"));
  };
  await subscriber.subscribe(channel);
  subscriber.on("message", (from: string, sender: string) => {
    if (from === channel && sender !== me) clearHere();
  });

  app.addHook("onClose", async () => {
    useRateLimitStore(app.deps.database.db, null);
    // a Redis that does not answer must not hold up the shutdown: QUIT is given a second, then the
    // connections are dropped
    const quit = Promise.allSettled([subscriber.quit(), redis.quit()]);
    await Promise.race([quit, new Promise((resolve) => setTimeout(resolve, redisCommandTimeoutMs).unref())]);
    redis.disconnect();
    subscriber.disconnect();
  });
  return { redis, prefix };
}
