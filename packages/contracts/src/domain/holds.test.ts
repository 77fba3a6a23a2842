import { describe, expect, it } from "vitest";
import { countValidItems, hasOnlyExpiredHolds, isItemValid } from "./holds";

/** HEADER-CART: the header's count, read the same way by the API (GET /user/header) and the web (ADR 047). */
describe("the cart's holds", () => {
  it("counts only items whose hold is valid", () => {
    const now = Date.parse("2026-01-01T10:00:00Z");
    const later = "2026-01-01T10:15:00Z";
    const earlier = "2026-01-01T09:59:00Z";
    expect(isItemValid({ expired: false, held_until: later }, now)).toBe(true);
    expect(isItemValid({ expired: false, held_until: earlier }, now)).toBe(false);
    expect(isItemValid({ expired: true, held_until: later }, now)).toBe(false);
    const items = [
      { expired: false, held_until: later },
      { expired: true, held_until: earlier },
    ];
    expect(countValidItems({ items })).toBe(1);
    expect(countValidItems(null)).toBe(0);
  });

  it("tells a cart whose every hold ran out from an empty one, for the header", () => {
    const expired = { expired: true, held_until: "2020-01-01T00:00:00Z" };
    const valid = { expired: false, held_until: "2999-01-01T00:00:00Z" };
    expect(hasOnlyExpiredHolds({ items: [expired, expired] })).toBe(true);
    expect(hasOnlyExpiredHolds({ items: [expired, valid] })).toBe(false);
    expect(hasOnlyExpiredHolds({ items: [] })).toBe(false);
    expect(hasOnlyExpiredHolds(null)).toBe(false);
  });
});
