import { describe, expect, it } from "vitest";
import { checkRefundAmounts } from "./money-input";

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
