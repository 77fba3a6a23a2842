import { describe, expect, it } from "vitest";
import { refundFieldCodes, refundItemsOf } from "./refund-items";

const a = "00000000-0000-4000-8000-00000000000a";
const b = "00000000-0000-4000-8000-00000000000b";

describe("an admin's partial refund form", () => {
  it("reads the typed amounts in minor units, skipping blank fields and other inputs", () => {
    const fields: [string, string][] = [
      ["reason", "late"],
      [`amount_${a}`, "12,50"],
      [`amount_${b}`, ""],
    ];
    expect(refundItemsOf(fields)).toEqual({ items: [{ item_id: a, amount: 1250 }], invalid: [] });
  });

  it("names the fields that are not an amount or are zero, and drops ids that are not UUIDs", () => {
    const fields: [string, string][] = [
      [`amount_${a}`, "abc"],
      [`amount_${b}`, "0"],
      ["amount_42", "5"],
    ];
    expect(refundItemsOf(fields)).toEqual({ items: [], invalid: [`amount_${a}`, `amount_${b}`] });
  });

  it("maps the API's item errors back to the item's field", () => {
    const items = [
      { item_id: a, amount: 100 },
      { item_id: b, amount: 200 },
    ];
    expect(refundFieldCodes({ reason: ["required"], "items.1.amount": ["too_much"] }, items)).toEqual({
      reason: "required",
      [`amount_${b}`]: "too_much",
    });
    expect(refundFieldCodes(undefined, items)).toEqual({});
  });
});
