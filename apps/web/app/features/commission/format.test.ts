import { describe, expect, it } from "vitest";
import { formatPercent, rateFromInput } from "./format";

describe("admin formatting", () => {
  it("shows rates in percent with up to two decimals in both languages", () => {
    expect(formatPercent(15, "en")).toBe("15%");
    expect(formatPercent(12.5, "en")).toBe("12.5%");
    expect(formatPercent(12.25, "bg")).toMatch(/^12,25\s?%$/);
  });
});

describe("rateFromInput", () => {
  it("reads a decimal comma and leaves an empty or malformed rate for the API to refuse", () => {
    expect(rateFromInput(" 12,5 ")).toBe(12.5);
    expect(rateFromInput("15")).toBe(15);
    expect(rateFromInput("  ")).toBeUndefined();
    expect(rateFromInput("abc")).toBeNaN();
  });
});
