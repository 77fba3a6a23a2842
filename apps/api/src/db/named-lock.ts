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

/**
 * Runs `work` while holding the lock `name`, across processes: a second call of the same name waits for
 * the first to end, then runs. Unlike a row lock, it lasts through calls outside any transaction (a
 * gateway's), since `work` uses its own connections. On PostgreSQL it is a session advisory lock on a
 * connection of its own, given back to the pool only once unlocked (else dropped, which unlocks it); a
 * crashed process never keeps it. PGlite serves one process, where a chain of promises does the same.
 */
export async function whileLocked<T>(db: Db, name: string, work: () => Promise<T>): Promise<T> {
  const client = (db as unknown as { $client: unknown }).$client;
  if (!(client instanceof pg.Pool)) return inProcess(name, work);
  const connection = await client.connect();
  let unlocked = false;
  try {
    await connection.query("select pg_advisory_lock(hashtextextended($1, 0))", [name]);
    try {
      return await work();
    } finally {
      unlocked = await connection.query("select pg_advisory_unlock(hashtextextended($1, 0))", [name]).then(
        () => true,
        () => false,
      );
    }
  } finally {
    connection.release(unlocked ? undefined : new Error(`lock ${name} not released`));
  }
}
