/**
 * The business clock: the real time, moved forward only when the simulated clock is on
 * (SIMULATED_CLOCK=true with the sandbox gateway, for end-to-end journeys that must see a course end
 * and its 30-day claims window pass). Every date rule (refund windows, payouts' eligibility, which
 * promotions run, which courses are upcoming, running or ended, a report's default period) reads `now()`
 * from here, and SQL gets it as a parameter (`nowSql()`), never the database's own now(); wall time stays
 * only for what is not business (token and hold expiry, rate limits, audit timestamps).
 */
import { sql } from "drizzle-orm";

let offsetMs = 0;
let enabled = false;

export function enableSimulatedClock(on: boolean) {
  enabled = on;
  if (!on) offsetMs = 0;
}

export const simulatedClockEnabled = () => enabled;

/** Moves the business clock to `offset` milliseconds after the real time (never backwards of it). */
export function setClockOffset(offset: number) {
  if (!enabled) throw new Error("the simulated clock is off");
  offsetMs = Math.max(0, offset);
}

export const clockOffset = () => offsetMs;

export const now = () => new Date(Date.now() + offsetMs);

/** The business clock's instant as an SQL timestamptz parameter, for date rules inside queries. */
export const nowSql = () => sql`${now().toISOString()}::timestamptz`;
