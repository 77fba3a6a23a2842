import type { PayoutRunResponse } from "@kursove/contracts";
import { describe, expect, it } from "vitest";
import { runSummary } from "./payout-run";

const result = (outcome: string) => ({ outcome }) as PayoutRunResponse["results"][number];

describe("runSummary", () => {
  it("counts each outcome of a run, and says when nobody was owed anything", () => {
    const results = ["paid", "paid", "in_progress", "failed", "skipped"].map(result);
    expect(runSummary(results)).toEqual({ isEmpty: false, paid: 2, inProgress: 1, failed: 1, skipped: 1 });
    expect(runSummary([])).toEqual({ isEmpty: true, paid: 0, inProgress: 0, failed: 0, skipped: 0 });
  });
});
