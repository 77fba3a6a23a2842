import { describe, expect, it } from "vitest";
import { moneyInputValue, parseMoneyInput } from "./money-input";

describe("amounts typed in leva", () => {
  it.each([
    ["12,50", 1250],
    ["12.5", 1250],
    ["1 200", 120000],
    ["0.01", 1],
    ["7", 700],
  ])("reads %s as %i stotinki", (text, minor) => {
    expect(parseMoneyInput(text)).toBe(minor);
  });
  it("answers null for an empty field and invalid for anything else", () => {
    expect(parseMoneyInput("  ")).toBeNull();
    for (const bad of ["-5", "12,505", "abc", "1e3", "12,,5"]) expect(parseMoneyInput(bad)).toBe("invalid");
  });
  it("writes stotinki back as an input value", () => {
    expect(moneyInputValue(1250)).toBe("12.50");
  });
});
