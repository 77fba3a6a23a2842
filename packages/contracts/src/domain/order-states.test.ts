import { describe, expect, it } from "vitest";
import {
  bookedOrderStates,
  isOrderStateIn,
  ownedOrderStates,
  placeTakingOrderStates,
  refundableOrderStates,
  soldOrderStates,
  sqlListOf,
} from "./order-states";

describe("order state sets", () => {
  it("nests refundable in owned, owned in booked, booked in sold", () => {
    const within = (inner: readonly string[], outer: readonly string[]) =>
      inner.every((s) => outer.includes(s));
    expect(within(refundableOrderStates, ownedOrderStates)).toBe(true);
    expect(within(ownedOrderStates, bookedOrderStates)).toBe(true);
    expect(within(bookedOrderStates, soldOrderStates)).toBe(true);
    expect(within(ownedOrderStates, placeTakingOrderStates)).toBe(true);
  });
  it("answers membership for any text and writes a list for SQL", () => {
    expect(isOrderStateIn(refundableOrderStates, "refunding")).toBe(false);
    expect(isOrderStateIn(ownedOrderStates, "refunding")).toBe(true);
    expect(sqlListOf(refundableOrderStates)).toBe("('paid', 'partially_refunded', 'completed')");
  });
});
