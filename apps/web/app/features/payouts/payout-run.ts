import type { PayoutRunResponse } from "@kursove/contracts";

/** How a run of payouts went: how many were paid, failed and skipped, and whether there were any. */
export function runSummary(results: PayoutRunResponse["results"]) {
  const count = (outcome: string) => results.filter((r) => r.outcome === outcome).length;
  return {
    isEmpty: results.length === 0,
    paid: count("paid"),
    failed: count("failed"),
    skipped: count("skipped"),
  };
}
