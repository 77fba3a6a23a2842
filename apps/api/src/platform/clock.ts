/**
 * The business clock: the real time, moved forward only when the simulated clock is on
 * (SIMULATED_CLOCK=true with the sandbox gateway, for end-to-end journeys that must see a course end
 * and its 30-day claims window pass). Rules that depend on elapsed days (refund windows, payouts'
 * eligibility) read `now()` from here; everything else keeps `new Date()`.
 */
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
