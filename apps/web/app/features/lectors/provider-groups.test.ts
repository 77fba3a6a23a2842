import { describe, expect, it } from "vitest";
import { providersByState } from "./provider-groups";

describe("the lector's providers", () => {
  it("are grouped by their link's state, declined, revoked and left ones as past", () => {
    const of = (id: number, status: string) => ({ id, pivot: { status } });
    const groups = providersByState([
      of(1, "accepted"),
      of(2, "invited"),
      of(3, "left"),
      of(4, "requested"),
      of(5, "revoked"),
      of(6, "declined"),
    ]);
    expect(Object.fromEntries(Object.entries(groups).map(([k, v]) => [k, v.map((p) => p.id)]))).toEqual({
      invited: [2],
      accepted: [1],
      requested: [4],
      past: [3, 5, 6],
    });
  });
});
