import { describe, expect, it } from "vitest";
import type { OrderItemRow } from "../orders";
import { chargedAmounts } from "./refund-items";

const item = (id: string, total: number, refunded = 0) => ({ id, total, refunded }) as OrderItemRow;

describe("MONEY-CONVERT: refunds of an order converted from leva go back in leva", () => {
  // 300.00 лв. charged (100.00 + 200.00), converted item by item: 51.13 € + 102.26 € = 153.39 €
  const order = { currency: "EUR", total: 15339, originalCurrency: "BGN", originalTotal: 30000 };
  const a = item("a", 5113);
  const b = item("b", 10226);

  it("converts a part back at the fixed rate", () => {
    expect(chargedAmounts(order, [{ item: a, amount: 1000 }], 0).get("a")).toBe(1956);
  });

  it("pays exactly what is left of the charge with the part that completes the refund", () => {
    const first = chargedAmounts(order, [{ item: a, amount: 5113 }], 0).get("a")!;
    const rest = chargedAmounts(order, [{ item: b, amount: 10226 }], 5113).get("b")!;
    expect(first + rest).toBe(30000);
    const all = chargedAmounts(
      order,
      [
        { item: a, amount: 5113 },
        { item: b, amount: 10226 },
      ],
      0,
    );
    expect(all.get("a")! + all.get("b")!).toBe(30000);
  });

  it("never asks for more than is left when leva refunded before the switch do not convert back exactly", () => {
    // 440.68 лв. = 225.31 €; 150.00 лв. refunded before the switch became 76.69 € (= 149.99 лв.)
    const converted = { currency: "EUR", total: 22531, originalCurrency: "BGN", originalTotal: 44068 };
    const rest = chargedAmounts(converted, [{ item: item("c", 22531, 7669), amount: 14862 }], 7669);
    expect(rest.get("c")).toBe(44068 - 15000);
  });

  it("leaves an order made in the currency of sale as it is", () => {
    const plain = { currency: "EUR", total: 15339, originalCurrency: null, originalTotal: null };
    expect(chargedAmounts(plain, [{ item: a, amount: 1000 }], 0).size).toBe(0);
  });
});
