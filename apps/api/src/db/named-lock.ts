import pg from "pg";
import type { Db } from "./client";

/** The calls of each name waiting in this process (PGlite: one process, one connection). */
const chains = new Map<string, Promise<unknown>>();

/** Runs `work` after every earlier call of `name` in this process has ended. */
async function inProcess<T>(name: string, work: () => Promise<T>): Promise<T> {
  const before = chains.get(name) ?? Promise.resolve();
  const mine = before.then(work, work);
  const settled = mine.catch(() => {});
  chains.set(name, settled);
  try {
    return await mine;
  } finally {
    if (chains.get(name) === settled) chains.delete(name);
  }
}

/** The lock stayed taken longer than the caller would wait (see `whileLocked`'s `waitMs`). */
export class LockBusyError extends Error {
  constructor(name: string) {
    super(`lock ${name} is taken`);
    this.name = "LockBusyError";
  }
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export type LockWait = {
  /**
   * The most a call waits for the lock before it gives up with LockBusyError. While it waits it holds no
   * pooled connection: it asks with `pg_try_advisory_lock` and gives the connection back between tries,
   * so any number of waiters cannot take the pool from other requests. Unset: it waits as long as it
   * takes, on a connection held for the wait (only for callers that cannot pile up). PGlite's in-process
   * chain holds no connection and always waits.
   */
  waitMs?: number;
};

/**
 * Runs `work` while holding the lock `name`, across processes: a second call of the same name waits for
 * the first to end, then runs (or, with `waitMs`, gives up after that long). Unlike a row lock, it lasts
 * through calls outside any transaction (a gateway's), since `work` uses its own connections. On
 * PostgreSQL it is a session advisory lock on a connection of its own, given back to the pool only once
 * unlocked (else dropped, which unlocks it); a crashed process never keeps it. PGlite serves one process,
 * where a chain of promises does the same.
 */
export async function whileLocked<T>(
  db: Db,
  name: string,
  work: () => Promise<T>,
  wait: LockWait = {},
): Promise<T> {
  const client = (db as unknown as { $client: unknown }).$client;
  if (!(client instanceof pg.Pool)) return inProcess(name, work);
  const connection =
    wait.waitMs === undefined ? await lockWaiting(client, name) : await lockTrying(client, name, wait.waitMs);
  let unlocked = false;
  try {
    return await work();
  } finally {
    unlocked = await connection.query("select pg_advisory_unlock(hashtextextended($1, 0))", [name]).then(
      () => true,
      () => false,
    );
    connection.release(unlocked ? undefined : new Error(`lock ${name} not released`));
  }
}

/** A connection holding the lock, waited for on that connection. */
async function lockWaiting(pool: pg.Pool, name: string) {
  const connection = await pool.connect();
  try {
    await connection.query("select pg_advisory_lock(hashtextextended($1, 0))", [name]);
    return connection;
  } catch (error) {
    connection.release(error as Error);
    throw error;
  }
}

/** A connection holding the lock, tried for until `waitMs` passed, the connection given back between tries. */
async function lockTrying(pool: pg.Pool, name: string, waitMs: number) {
  const until = Date.now() + waitMs;
  for (let delay = 25; ; delay = Math.min(delay * 2, 250)) {
    const connection = await pool.connect();
    let taken = false;
    try {
      const { rows } = await connection.query<{ taken: boolean }>(
        "select pg_try_advisory_lock(hashtextextended($1, 0)) as taken",
        [name],
      );
      taken = rows[0]?.taken === true;
    } catch (error) {
      connection.release(error as Error);
      throw error;
    }
    if (taken) return connection;
    connection.release();
    const left = until - Date.now();
    if (left <= 0) throw new LockBusyError(name);
    await pause(Math.min(delay, left));
  }
}
