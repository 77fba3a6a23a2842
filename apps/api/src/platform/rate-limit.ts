import { sql } from "drizzle-orm";
import { type Db, queryRows } from "../db/client";

export type RateDecision = { allowed: boolean; hits: number; retryAfterSeconds: number };

/** Where the windows are counted when not in the database (Redis, with REDIS_URL: platform/scale-out.ts). */
export interface RateLimitStore {
  hit(key: string, limit: number, windowMs: number): Promise<RateDecision>;
  peek(key: string, limit: number): Promise<RateDecision>;
  clear(key: string): Promise<void>;
}

/**
 * One store per database (each app has its own); without one the windows live in rate_limit_buckets.
 * When the store fails (Redis gone), the windows are counted in the database meanwhile, which every
 * process shares too, so limits hold and nobody gets an error; `failed` hears of each failure.
 */
const stores = new WeakMap<Db, { store: RateLimitStore; failed: (err: unknown) => void }>();

/** Moves this app's rate limits to `store` (null: back to the database). */
export function useRateLimitStore(
  db: Db,
  store: RateLimitStore | null,
  failed: (err: unknown) => void = () => {},
) {
  if (store) stores.set(db, { store, failed });
  else stores.delete(db);
}

/** The store's answer, or undefined when there is no store or it failed (then the database counts). */
async function fromStore<T>(db: Db, ask: (store: RateLimitStore) => Promise<T>): Promise<T | undefined> {
  const entry = stores.get(db);
  if (!entry) return undefined;
  try {
    return await ask(entry.store);
  } catch (err) {
    entry.failed(err);
    return undefined;
  }
}

/**
 * Counts one hit on a fixed window in one statement, so every server process shares the count.
 * The window starts with the first hit; once it has passed, the next hit opens a new one.
 */
export async function hitRateLimit(
  db: Db,
  key: string,
  limit: number,
  windowMs: number,
  now = new Date(),
  /** counts in this transaction of `db` (when the windows are in the database), so a rollback uncounts */
  within?: Db,
): Promise<RateDecision> {
  const stored = await fromStore(db, (store) => store.hit(key, limit, windowMs));
  if (stored) return stored;
  const resetAt = new Date(now.getTime() + windowMs);
  const [row] = await queryRows<{ hits: number; reset_at: Date | string }>(
    within ?? db,
    sql`
    insert into rate_limit_buckets (key, hits, reset_at) values (${key}, 1, ${resetAt.toISOString()})
    on conflict (key) do update set
      hits = case when rate_limit_buckets.reset_at <= ${now.toISOString()} then 1 else rate_limit_buckets.hits + 1 end,
      reset_at = case when rate_limit_buckets.reset_at <= ${now.toISOString()} then excluded.reset_at else rate_limit_buckets.reset_at end
    returning hits, reset_at`,
  );
  const reset = new Date(row!.reset_at);
  return {
    allowed: row!.hits <= limit,
    hits: row!.hits,
    retryAfterSeconds: Math.max(1, Math.ceil((reset.getTime() - now.getTime()) / 1000)),
  };
}

/** Reads a window without counting; allowed is false while the limit is reached. */
export async function peekRateLimit(
  db: Db,
  key: string,
  limit: number,
  now = new Date(),
): Promise<RateDecision> {
  const stored = await fromStore(db, (store) => store.peek(key, limit));
  if (stored) return stored;
  const [row] = await queryRows<{ hits: number; reset_at: Date | string }>(
    db,
    sql`select hits, reset_at from rate_limit_buckets where key = ${key}`,
  );
  if (!row || new Date(row.reset_at) <= now) return { allowed: true, hits: 0, retryAfterSeconds: 0 };
  const retryAfterSeconds = Math.max(1, Math.ceil((new Date(row.reset_at).getTime() - now.getTime()) / 1000));
  return { allowed: row.hits < limit, hits: row.hits, retryAfterSeconds };
}

export async function clearRateLimit(db: Db, key: string) {
  await fromStore(db, (store) => store.clear(key));
  await db.execute(sql`delete from rate_limit_buckets where key = ${key}`);
}
