import type { Order } from "@kursove/contracts";

export type PaymentState =
  | "paid"
  | "failed"
  | "processing"
  | "canceled"
  | "refunding"
  | "refunded"
  | "annulled";

/** What the buyer is told of an order: the spec's order states grouped as the payment page shows them. */
export function paymentStateOf(order: Pick<Order, "status" | "payment_error">): PaymentState {
  switch (order.status) {
    case "paid":
    case "completed":
    case "partially_refunded":
      return "paid";
    case "pending":
    case "awaiting_payment":
      return order.payment_error ? "failed" : "processing";
    default:
      return order.status;
  }
}

/**
 * The payment page's text of an order not paid: a refund because the provider refused the booking reads
 * differently from one because the places were taken.
 */
export function paymentTextKey(
  order: Pick<Order, "items">,
  state: Exclude<PaymentState, "paid" | "processing" | "failed">,
) {
  return state === "refunded" && order.items.some((i) => i.booking_status === "refused")
    ? "payment.text.refusedBooking"
    : `payment.text.${state}`;
}
