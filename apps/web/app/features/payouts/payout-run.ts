import type { PayoutRunResponse } from "@kursove/contracts";

/**
 * How a run of payouts went: how many were paid, are still being transferred by another attempt (not paid
 * yet, ADR 050), failed and were skipped, and whether there were any.
 */
export function runSummary(results: PayoutRunResponse["results"]) {
  const count = (outcome: string) => results.filter((r) => r.outcome === outcome).length;
  return {
    isEmpty: results.length === 0,
    paid: count("paid"),
    inProgress: count("in_progress"),
    failed: count("failed"),
    skipped: count("skipped"),
  };
}
