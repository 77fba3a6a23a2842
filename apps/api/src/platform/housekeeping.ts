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

/** Runs the sweep and the modules' own cleanups (`tasks`) once an hour, and once shortly after start. */
export function startHousekeeping(
  db: Db,
  log: { error(obj: unknown, msg?: string): void },
  tasks: Array<(now: Date) => Promise<unknown>> = [],
  everyMs = 60 * 60 * 1000,
) {
  const run = async () => {
    for (const task of [(now: Date) => sweepExpired(db, now), ...tasks])
      await task(new Date()).catch((err) => log.error({ err }, "housekeeping failed"));
  };
  const first = setTimeout(run, 30_000);
  const timer = setInterval(run, everyMs);
  first.unref();
  timer.unref();
  return () => {
    clearTimeout(first);
    clearInterval(timer);
  };
}
