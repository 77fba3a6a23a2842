import { describe, expect, it } from "vitest";
import { checkRefundAmounts, moneyInputValue, parseMoneyInput } from "./money-input";

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

describe("refund amounts before the confirm step", () => {
  it("refuses more than the refundable maximum, and a mistyped amount, before any confirmation", () => {
    const result = checkRefundAmounts([
      { name: "amount_a", text: "500", refundable: 19980 },
      { name: "amount_b", text: "12,5x", refundable: 5000 },
      { name: "amount_c", text: "", refundable: 5000 },
    ]);
    expect(result.errors).toEqual({ amount_a: "tooMuch", amount_b: "invalid" });
  });
  it("totals the amounts within the maximum", () => {
    const fields = [
      { name: "amount_a", text: "199,80", refundable: 19980 },
      { name: "amount_b", text: "10", refundable: 5000 },
    ];
    expect(checkRefundAmounts(fields)).toEqual({ total: 20980, errors: {} });
  });
});
