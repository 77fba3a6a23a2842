import { describe, expect, it } from "vitest";
import { moneyInputValue, parseMoney } from "./money-input";

describe("amounts typed in leva or euro", () => {
  it.each([
    ["12,50", 1250],
    ["12.5", 1250],
    ["1 200", 120000],
    ["1\u00a0200", 120000],
    ["0.01", 1],
    ["7", 700],
    ["129,9", 12990],
  ])("reads %s as %i minor units", (text, minor) => {
    expect(parseMoney(text)).toBe(minor);
  });
  it("answers null for an empty field and invalid for anything else", () => {
    expect(parseMoney("  ")).toBeNull();
    for (const bad of ["-5", "12,505", "12.345", "abc", "1e3", "12,,5", "12345678"])
      expect(parseMoney(bad)).toBe("invalid");
  });
  it("takes more whole digits when asked", () => {
    expect(parseMoney("123456789", { maxWholeDigits: 9 })).toBe(12345678900);
    expect(parseMoney("1234567890", { maxWholeDigits: 9 })).toBe("invalid");
  });
  it("writes minor units back as an input value", () => {
    expect(moneyInputValue(1250)).toBe("12.50");
  });
});
