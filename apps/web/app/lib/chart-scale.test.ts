import { describe, expect, it } from "vitest";
import { formatPercent, niceMax, shareOf, utilizationShare } from "./chart-scale";

describe("chart scales", () => {
  it("rounds the largest value up to 1, 2 or 5 times a power of ten", () => {
    expect(niceMax([])).toBe(0);
    expect(niceMax([0, -300])).toBe(0);
    expect(niceMax([12_345, 800])).toBe(20_000);
    expect(niceMax([4_999])).toBe(5_000);
    expect(niceMax([5_001])).toBe(10_000);
    expect(niceMax([100])).toBe(100);
    expect(niceMax([7])).toBe(10);
  });

  it("draws a value as its part of the scale, never below zero or past the top", () => {
    expect(shareOf(50, 200)).toBe(0.25);
    expect(shareOf(-10, 200)).toBe(0);
    expect(shareOf(300, 200)).toBe(1);
    expect(shareOf(5, 0)).toBe(0);
  });

  it("tells utilization as a share and a percent in the page's language", () => {
    expect(utilizationShare(45, 100)).toBe(0.45);
    expect(utilizationShare(3, 0)).toBeNull();
    expect(formatPercent(0.45, "en")).toBe("45%");
    expect(formatPercent(0.45, "bg")).toMatch(/^45\s?%$/);
  });
});
