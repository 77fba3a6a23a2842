/**
 * Which order states count as what (DESIGN 4, ADR 025): one list per rule, for the API's queries and the
 * web's pages alike. Every list is in the order the pages show the states.
 */
import type { orderStatuses } from "../constants";

type OrderStatus = (typeof orderStatuses)[number];

/** Sold: paid once, whatever happened since (a provider's sales and orders, the reports). */
export const soldOrderStates = [
  "paid",
  "partially_refunded",
  "completed",
  "refunding",
  "refunded",
  "annulled",
] as const satisfies readonly OrderStatus[];
export type SoldOrderState = (typeof soldOrderStates)[number];

/** Sold and not annulled: the bookings a provider lists and counts. */
export const bookedOrderStates = [
  "paid",
  "partially_refunded",
  "completed",
  "refunding",
  "refunded",
] as const satisfies readonly OrderStatus[];

/** Owned: the learner holds what it bought (content, places, a provider's share waiting for payout). */
export const ownedOrderStates = [
  "paid",
  "partially_refunded",
  "completed",
  "refunding",
] as const satisfies readonly OrderStatus[];

/** Taking places: owned, or being paid (a booked hour of such an order cannot be changed). */
export const placeTakingOrderStates = [
  "awaiting_payment",
  "paid",
  "partially_refunded",
  "completed",
  "refunding",
] as const satisfies readonly OrderStatus[];

/** Refundable: paid and no refund running; also the orders whose bookings a provider answers. */
export const refundableOrderStates = [
  "paid",
  "partially_refunded",
  "completed",
] as const satisfies readonly OrderStatus[];

/** Whether a state is in one of the lists above; takes any text, as rows read from SQL carry. */
export const isOrderStateIn = (states: readonly OrderStatus[], state: string) =>
  (states as readonly string[]).includes(state);

/** A list as an SQL literal, "('paid', 'completed')", for raw queries; the states are fixed words. */
export const sqlListOf = (states: readonly OrderStatus[]) => `(${states.map((s) => `'${s}'`).join(", ")})`;
