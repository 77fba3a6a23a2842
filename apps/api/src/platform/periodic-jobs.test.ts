import { afterEach, describe, expect, it, vi } from "vitest";
import type { Db } from "../db/client";
import { outageRetryMs, startPeriodic } from "./housekeeping";

const hour = 60 * 60 * 1000;
/** A failure of an unreachable PostgreSQL, as pg gives it. */
const refused = () =>
  Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5432"), { code: "ECONNREFUSED" });
const log = { error: () => {} };

/** A database whose job lease statement fails while `down` is true, and is taken otherwise. */
function leaseDb(state: { down: boolean }) {
  return {
    execute: async () => {
      if (state.down) throw refused();
      return { rows: [{ holder: "me" }] };
    },
  } as unknown as Db;
}

describe("periodic jobs after a database outage (OPS-JOBS-RESUME)", () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it("an hourly job whose lease could not be taken while the database was down runs a minute later, not an hour", async () => {
    vi.useFakeTimers();
    const state = { down: true };
    const runs: number[] = [];
    const stop = startPeriodic(
      log,
      "housekeeping",
      [async () => runs.push(Date.now())],
      hour,
      0,
      leaseDb(state),
    );
    await vi.advanceTimersByTimeAsync(1_000);
    expect(runs).toHaveLength(0);
    state.down = false;
    await vi.advanceTimersByTimeAsync(outageRetryMs);
    expect(runs).toHaveLength(1);
    // then on its period again, with no more retries
    await vi.advanceTimersByTimeAsync(10 * outageRetryMs);
    expect(runs).toHaveLength(1);
    stop();
  });

  it("a task cut short by the outage is run again a minute later; other failures wait for the next period", async () => {
    vi.useFakeTimers();
    const state = { down: false };
    let tries = 0;
    let failures: Error[] = [refused()];
    const stop = startPeriodic(
      log,
      "payment reconciliation",
      [
        async () => {
          tries++;
          const failure = failures.shift();
          if (failure) throw failure;
        },
      ],
      5 * 60 * 1000,
      0,
      leaseDb(state),
    );
    await vi.advanceTimersByTimeAsync(1_000);
    expect(tries).toBe(1);
    await vi.advanceTimersByTimeAsync(outageRetryMs);
    expect(tries).toBe(2);
    // a bug is no outage: no early retry
    failures = [new Error("a bug")];
    await vi.advanceTimersByTimeAsync(5 * 60 * 1000 - outageRetryMs);
    expect(tries).toBe(3);
    await vi.advanceTimersByTimeAsync(outageRetryMs + 1_000);
    expect(tries).toBe(3);
    stop();
  });
});
