import { sql } from "drizzle-orm";
import type { Db } from "../db/client";

/** Deletes what no longer serves anyone: ended sessions, used or expired tokens, old windows and old sent mail. */
export async function sweepExpired(db: Db, now = new Date()) {
  const at = now.toISOString();
  await db.execute(sql`delete from auth_sessions where expires_at < ${at}::timestamptz - interval '30 days'
    or revoked_at < ${at}::timestamptz - interval '30 days'`);
  await db.execute(sql`delete from email_tokens where expires_at < ${at}::timestamptz - interval '7 days'`);
  await db.execute(sql`delete from rate_limit_buckets where reset_at < ${at}::timestamptz`);
  await db.execute(sql`delete from captcha_uses where expires_at < ${at}::timestamptz`);
  await db.execute(sql`delete from outbox where sent_at < ${at}::timestamptz - interval '30 days'`);
  await db.execute(sql`delete from dev_mailbox where created_at < ${at}::timestamptz - interval '30 days'`);
}

type Log = { error(obj: unknown, msg?: string): void };

/**
 * Runs `tasks` one after another every `everyMs`, and once `firstAfterMs` after start; a failing task is
 * logged and the others still run. Answers the function that stops it.
 */
export function startPeriodic(
  log: Log,
  name: string,
  tasks: Array<(now: Date) => Promise<unknown>>,
  everyMs: number,
  firstAfterMs = 30_000,
) {
  const run = async () => {
    for (const task of tasks) await task(new Date()).catch((err) => log.error({ err }, `${name} failed`));
  };
  const first = setTimeout(run, firstAfterMs);
  const timer = setInterval(run, everyMs);
  first.unref();
  timer.unref();
  return () => {
    clearTimeout(first);
    clearInterval(timer);
  };
}

/** Runs the sweep and the modules' own cleanups (`tasks`) once an hour, and once shortly after start. */
export function startHousekeeping(
  db: Db,
  log: Log,
  tasks: Array<(now: Date) => Promise<unknown>> = [],
  everyMs = 60 * 60 * 1000,
) {
  return startPeriodic(log, "housekeeping", [(now: Date) => sweepExpired(db, now), ...tasks], everyMs);
}
