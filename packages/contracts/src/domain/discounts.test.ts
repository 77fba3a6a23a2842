import { describe, expect, it } from "vitest";
import { applyDiscounts, commissionWithPlatformDiscount } from "./discounts";

const lines = [
  { key: "a", courseId: "c1", providerId: "p1", total: 3_333 },
  { key: "b", courseId: "c2", providerId: "p1", total: 6_667 },
  { key: "c", courseId: "c3", providerId: "p2", total: 5_000 },
];

describe("discount codes (DISCOUNT-CODES)", () => {
  it("splits an amount code over its provider's lines to the cent and leaves other providers' lines alone", () => {
    const out = applyDiscounts(lines, [
      { id: "x", providerId: "p1", kind: "amount", value: 1_000, courseIds: [] },
    ]);
    expect(out.lines.get("a")!.discount + out.lines.get("b")!.discount).toBe(1_000);
    expect(out.lines.get("c")).toEqual({ discount: 0, platformDiscount: 0 });
    expect(out.total).toBe(1_000);
  });

  it("never takes more than a line is worth, and a platform code's part is the platform's", () => {
    const out = applyDiscounts(lines, [
      { id: "x", providerId: null, kind: "amount", value: 99_999, courseIds: ["c3"] },
      { id: "y", providerId: null, kind: "percent", value: 10, courseIds: [] },
    ]);
    expect(out.lines.get("c")).toEqual({ discount: 5_000, platformDiscount: 5_000 });
    expect(out.byCode.get("y")).toBe(333 + 667);
  });

  it("keeps the provider's share of the full price when the platform bears the discount", () => {
    const commission = commissionWithPlatformDiscount(7_000, 1_500, 3_000);
    expect(commission).toBe(-1_500);
    expect(7_000 - commission).toBe(10_000 - 1_500);
  });
});
