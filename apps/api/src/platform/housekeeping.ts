import { randomUUID } from "node:crypto";
import { hostname } from "node:os";
import { sql } from "drizzle-orm";
import { type Db, queryRows } from "../db/client";
import { temporarilyUnavailable } from "./unavailable";

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

/** This process, as a holder of job leases. */
const processHolder = `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;

/**
 * Takes the job's lease for `ms` when no other process holds it (or it ran out): true when this one may
 * run the job now. One statement, so of processes asking at once exactly one gets it.
 */
export async function takeLease(db: Db, name: string, ms: number, holder = processHolder, now = new Date()) {
  const until = new Date(now.getTime() + ms).toISOString();
  const rows = await queryRows<{ holder: string }>(
    db,
    sql`insert into job_leases (name, holder, until) values (${name}, ${holder}, ${until})
      on conflict (name) do update set holder = excluded.holder, until = excluded.until
      where job_leases.until <= ${now.toISOString()} or job_leases.holder = excluded.holder
      returning holder`,
  );
  return rows.length === 1;
}

/** How soon a round cut short by an unreachable database is run again (at most its period). */
export const outageRetryMs = 60_000;

/**
 * Runs `tasks` one after another every `everyMs`, and once `firstAfterMs` after start; a failing task is
 * logged and the others still run. With `db`, a round runs only in the process that takes the job's lease
 * (for most of the period), so several processes run each job once. A round cut short by an unreachable
 * database (its lease not taken, or a task failing for it) runs again a minute later rather than a period
 * later, so mail, reconciliation and cleanups resume soon after an outage; the process holding the lease
 * takes it again. Answers the function that stops it.
 */
export function startPeriodic(
  log: Log,
  name: string,
  tasks: Array<(now: Date) => Promise<unknown>>,
  everyMs: number,
  firstAfterMs = 30_000,
  db?: Db,
) {
  let retry: ReturnType<typeof setTimeout> | undefined;
  const retrySoon = () => {
    if (retry || everyMs <= outageRetryMs) return;
    retry = setTimeout(() => {
      retry = undefined;
      void run();
    }, outageRetryMs);
    retry.unref();
  };
  const run = async () => {
    try {
      if (db && !(await takeLease(db, name, Math.floor(everyMs * 0.9)))) return;
    } catch (err) {
      log.error({ err }, `${name}: lease not taken`);
      if (temporarilyUnavailable(err)) retrySoon();
      return;
    }
    for (const task of tasks)
      await task(new Date()).catch((err) => {
        log.error({ err }, `${name} failed`);
        if (temporarilyUnavailable(err)) retrySoon();
      });
  };
  const first = setTimeout(run, firstAfterMs);
  const timer = setInterval(run, everyMs);
  first.unref();
  timer.unref();
  return () => {
    clearTimeout(first);
    clearInterval(timer);
    clearTimeout(retry);
  };
}

/** Runs the sweep and the modules' own cleanups (`tasks`) once an hour, and once shortly after start. */
export function startHousekeeping(
  db: Db,
  log: Log,
  tasks: Array<(now: Date) => Promise<unknown>> = [],
  everyMs = 60 * 60 * 1000,
) {
  return startPeriodic(
    log,
    "housekeeping",
    [(now: Date) => sweepExpired(db, now), ...tasks],
    everyMs,
    30_000,
    db,
  );
}
