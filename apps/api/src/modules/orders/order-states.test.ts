import { type OrderStatus, orderStatuses } from "@kursove/contracts";
import { describe, expect, it } from "vitest";
import {
  assertTransition,
  canTransition,
  completableOrderStates,
  OrderTransitionError,
  orderTransitions,
} from "./order-states";

/** Every move DESIGN.md section 4 and ADR 013 allow, and why. */
const allowed: [OrderStatus, OrderStatus, string][] = [
  ["pending", "awaiting_payment", "the gateway's payment is open"],
  ["pending", "canceled", "opening the payment failed"],
  ["awaiting_payment", "paid", "the payment succeeded with the places still there"],
  ["awaiting_payment", "canceled", "abandoned, replaced or its holds expired"],
  ["awaiting_payment", "refunding", "paid after the places were sold to others"],
  ["canceled", "refunding", "paid after the order was canceled"],
  ["paid", "completed", "the course ended"],
  ["paid", "refunding", "a refund was asked"],
  ["paid", "annulled", "an admin annulled it with a full refund"],
  ["refunding", "refunded", "all was paid back"],
  ["refunding", "partially_refunded", "part was paid back"],
  ["refunding", "annulled", "an admin annulled the order and all was paid back"],
  ["partially_refunded", "refunding", "another refund"],
  ["partially_refunded", "completed", "the course ended"],
  ["completed", "refunding", "a claim within 30 days"],
];

describe("the order state machine", () => {
  it.each(allowed)("allows %s -> %s (%s)", (from, to) => {
    expect(canTransition(from, to)).toBe(true);
    expect(() => assertTransition(from, to)).not.toThrow();
  });

  it("refuses every other move, naming both states", () => {
    const allowedPairs = new Set(allowed.map(([from, to]) => `${from}>${to}`));
    let refused = 0;
    for (const from of orderStatuses)
      for (const to of orderStatuses) {
        if (allowedPairs.has(`${from}>${to}`)) continue;
        refused++;
        expect(canTransition(from, to), `${from} -> ${to}`).toBe(false);
        expect(() => assertTransition(from, to)).toThrow(OrderTransitionError);
        expect(() => assertTransition(from, to)).toThrow(`order cannot go from ${from} to ${to}`);
      }
    expect(refused).toBe(orderStatuses.length ** 2 - allowed.length);
  });

  it("lists exactly the allowed moves, and refunded and annulled are final", () => {
    const table = Object.entries(orderTransitions).flatMap(([from, tos]) => tos.map((to) => `${from}>${to}`));
    expect(table.sort()).toEqual(allowed.map(([from, to]) => `${from}>${to}`).sort());
    expect(orderTransitions.refunded).toEqual([]);
    expect(orderTransitions.annulled).toEqual([]);
    expect(canTransition("paid", "awaiting_payment")).toBe(false);
    expect(canTransition("canceled", "paid")).toBe(false);
  });

  it("completes only the orders whose state may move to completed", () => {
    expect(completableOrderStates).toEqual(["paid", "partially_refunded"]);
  });
});
