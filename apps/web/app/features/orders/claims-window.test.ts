import { describe, expect, it } from "vitest";
import { claimsEndedOn } from "./claims-window";

describe("claimsEndedOn", () => {
  const until = "2026-10-30T10:00:00.000Z";
  const item = { refunded: 0, total: 9900, booking_status: "confirmed" as const };
  const action = (refund: "cancel" | "request" | "claim" | "none", pending = false) => ({
    item_id: "0b6f2a0e-1c2d-4e5f-8a9b-0c1d2e3f4a5b",
    refund,
    cancellation_deadline: null,
    claims_until: until,
    pending_request: pending,
  });

  it("says when the claims window closed once nothing may be asked of a paid item", () => {
    expect(claimsEndedOn({ status: "completed" }, item, action("none"))).toBe(until);
    expect(claimsEndedOn({ status: "partially_refunded" }, item, action("none"))).toBe(until);
  });

  it("says nothing while an action is open, a request waits, or the item is no longer the learner's", () => {
    expect(claimsEndedOn({ status: "completed" }, item, action("claim"))).toBeNull();
    expect(claimsEndedOn({ status: "completed" }, item, action("none", true))).toBeNull();
    expect(claimsEndedOn({ status: "canceled" }, item, action("none"))).toBeNull();
    expect(claimsEndedOn({ status: "paid" }, { ...item, refunded: 9900 }, action("none"))).toBeNull();
    expect(
      claimsEndedOn({ status: "paid" }, { ...item, booking_status: "refused" }, action("none")),
    ).toBeNull();
    expect(claimsEndedOn({ status: "paid" }, item, undefined)).toBeNull();
  });
});
