import type { OrderStatus } from "@kursove/contracts";

/**
 * The order's state machine (ORDER-STATES, DESIGN.md section 4). Every change of `orders.status` goes through
 * `assertTransition`, and each allowed move has its test:
 * - pending -> awaiting_payment (the gateway's payment is open) | canceled (opening it failed)
 * - awaiting_payment -> paid (the payment succeeded and the places were still there)
 *                     | canceled (abandoned, replaced by a new checkout, or its holds expired)
 *                     | refunding (the payment succeeded after the places were sold to others)
 * - canceled -> refunding (a payment that succeeded after the order was canceled is paid back)
 * - paid -> completed (the course ended) | refunding (a refund was asked or decided)
 *          | annulled (by an admin: a free order at once, a paid one through refunding)
 * - refunding -> refunded | partially_refunded | annulled (an admin's annulment, refunded in full)
 * - partially_refunded -> refunding (another refund) | completed
 * - completed -> refunding (a claim within 30 days of the course's end)
 */
export const orderTransitions: Readonly<Record<OrderStatus, readonly OrderStatus[]>> = {
  pending: ["awaiting_payment", "canceled"],
  awaiting_payment: ["paid", "canceled", "refunding"],
  canceled: ["refunding"],
  paid: ["completed", "refunding", "annulled"],
  refunding: ["refunded", "partially_refunded", "annulled"],
  partially_refunded: ["refunding", "completed"],
  completed: ["refunding"],
  refunded: [],
  annulled: [],
};

export const canTransition = (from: OrderStatus, to: OrderStatus) => orderTransitions[from].includes(to);

/** The states from which an order may move to `to`, read from the transitions above. */
export const statesLeadingTo = (to: OrderStatus): OrderStatus[] =>
  (Object.keys(orderTransitions) as OrderStatus[]).filter((from) => canTransition(from, to));

/** The orders the housekeeping job may complete once their courses have ended (ORDER-STATES). */
export const completableOrderStates = statesLeadingTo("completed");

/** A move the state machine does not allow: a bug or a race, never silently applied. */
export class OrderTransitionError extends Error {
  constructor(
    readonly from: OrderStatus,
    readonly to: OrderStatus,
  ) {
    super(`order cannot go from ${from} to ${to}`);
    this.name = "OrderTransitionError";
  }
}

export function assertTransition(from: OrderStatus, to: OrderStatus): void {
  if (!canTransition(from, to)) throw new OrderTransitionError(from, to);
}
