import { z } from "zod";
import { currency } from "./common";
import { billingCountryIsos, orderStatuses } from "./constants";
import { invoiceRequest } from "./invoices";

const uuid = z.uuid();
const isoDateTime = z.string();

export { billingCountryIsos };
export const billingCountryIso = z.enum(billingCountryIsos);

const line = (max: number) => z.string().trim().min(1).max(max);

/** The checkout's billing details (spec's Checkout state: billing). */
export const billing = z.object({
  firstName: line(100),
  lastName: line(100),
  email: z.email().max(254),
  address: line(200),
  city: line(100),
  postCode: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9 -]{3,10}$/),
  /** the country's name as the buyer saw it */
  country: line(100),
  countryIso: billingCountryIso,
});
export type Billing = z.infer<typeof billing>;

/**
 * POST /checkout (API.md). `invoice`: the buyer asks for an invoice; the company is saved to the business
 * profile and the invoices are issued when the payment settles (ADR 036).
 */
export const checkoutBody = z.object({ billing, invoice: invoiceRequest.nullish() });
export type CheckoutInput = z.input<typeof checkoutBody>;

/** The spec's Payment: what the browser needs to confirm the card payment. */
export const payment = z.object({
  secret: z.string(),
  order_id: uuid,
  /** sandbox or stripe, and Stripe's publishable key when it is Stripe */
  gateway: z.enum(["sandbox", "stripe"]),
  publishable_key: z.string().nullable(),
});
export type Payment = z.infer<typeof payment>;

/** POST /payments/sandbox/confirm (API.md): the card as typed; never stored or logged. */
export const sandboxConfirmBody = z.object({
  secret: z.string().min(1).max(200),
  card: z.object({
    number: z.string().max(40),
    cvc: z.string().max(8),
    exp_month: z.coerce.number().int(),
    exp_year: z.coerce.number().int(),
    name: z.string().trim().min(1).max(100),
  }),
});
export type SandboxConfirmInput = z.input<typeof sandboxConfirmBody>;

/** Stripe's PaymentIntent states as the browser sees them after confirming. */
export const sandboxConfirmResponse = z.object({
  status: z.enum(["succeeded", "requires_action", "requires_payment_method", "processing", "canceled"]),
  /** the 3-D Secure page to open when status is requires_action */
  next_action_url: z.string().nullable(),
});

export const orderStatus = z.enum(orderStatuses);
export type OrderStatus = z.infer<typeof orderStatus>;

export const orderItem = z.object({
  id: uuid,
  course: z.object({ id: uuid, slug: z.string(), title: z.string() }),
  provider: z.object({ id: uuid, name: z.string() }),
  slot: z.object({ id: uuid, starts_at: isoDateTime, ends_at: isoDateTime }).nullable(),
  starts_at: isoDateTime.nullable(),
  ends_at: isoDateTime.nullable(),
  quantity: z.number().int(),
  unit_price: z.number().int(),
  /** what was paid: unit_price x quantity less `discount` (DISCOUNT-CODES) */
  total: z.number().int(),
  discount: z.number().int(),
  attendees: z.array(z.string()),
  booking_status: z.enum(["confirmed", "awaiting_approval", "refused"]),
  refunded: z.number().int(),
});

/** An order (spec: id, date, total, items, payment method, status, billing details). */
export const order = z.object({
  id: uuid,
  number: z.string(),
  date: isoDateTime,
  status: orderStatus,
  total: z.number().int(),
  currency,
  items: z.array(orderItem),
  payment_method: z.object({ type: z.literal("card"), brand: z.string(), last4: z.string() }).nullable(),
  billing,
  paid_at: isoDateTime.nullable(),
  /** the last card failure of this order (card_declined, payment_failed, ...), for the checkout page */
  payment_error: z.object({ code: z.string(), message: z.string() }).nullable(),
});
export type Order = z.infer<typeof order>;

export const orderParams = z.object({ id: uuid });

/** A booking of a course whose bookings the provider approves, as the provider sees it. */
export const providerBooking = z.object({
  id: uuid,
  order_number: z.string(),
  ordered_at: isoDateTime,
  course: z.object({ id: uuid, slug: z.string(), title: z.string() }),
  slot: z.object({ id: uuid, starts_at: isoDateTime, ends_at: isoDateTime }).nullable(),
  learner: z.object({ name: z.string(), email: z.string() }),
  quantity: z.number().int(),
  attendees: z.array(z.string()),
  total: z.number().int(),
  status: z.enum(["confirmed", "awaiting_approval", "refused"]),
  decided_at: isoDateTime.nullable(),
});
export type ProviderBooking = z.infer<typeof providerBooking>;

export const providerBookingQuery = z.object({
  status: z.enum(["awaiting_approval", "confirmed", "refused"]).default("awaiting_approval"),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});
export const providerBookingPage = z.object({ data: z.array(providerBooking), last_page: z.number().int() });

/** GET /user/orders: `{data, last_page}`; each order with its items, payment method, status, billing. */
export const userOrdersQuery = z.object({ page: z.coerce.number().int().min(1).max(10_000).default(1) });
export const userOrdersPage = z.object({ data: z.array(order), last_page: z.number().int() });
export type UserOrdersPage = z.infer<typeof userOrdersPage>;

/**
 * The reasons of an order's moves (order_events.reason) that mean something to a person; the history
 * shows the others (event ids, refund ids, an admin's id) as null.
 */
export const orderEventReasons = [
  "places_gone",
  "course_canceled",
  "paid_after_cancel",
  "replaced_by_checkout",
  "cart_changed",
  "payment_canceled",
  "abandoned",
  "checkout_cut_off",
  "gateway_unavailable",
  "payment_succeeded",
  "free",
] as const;
export const orderEventReason = z.enum(orderEventReasons);
export type OrderEventReason = z.infer<typeof orderEventReason>;

/** An order's state history (order events), for the order page: each move and, when known, why. */
export const orderHistory = z.array(
  z.object({
    status: orderStatus,
    from: orderStatus.nullable(),
    date: isoDateTime,
    reason: orderEventReason.nullable(),
  }),
);

/** What the learner may do with each item of an order now. */
export const orderItemActions = z.object({
  item_id: uuid,
  /** cancel: refunded at once (before the cancellation deadline); request: asks the provider and admins;
   * claim: a complaint within 30 days after the course ended; none: nothing left to ask */
  refund: z.enum(["cancel", "request", "claim", "none"]),
  cancellation_deadline: isoDateTime.nullable(),
  claims_until: isoDateTime.nullable(),
  pending_request: z.boolean(),
});

export const refundRequestItem = z.object({
  id: uuid,
  order_item_id: uuid,
  kind: z.enum(["cancellation", "claim"]),
  reason: z.string(),
  status: z.enum(["pending", "approved", "refused", "refunded"]),
  amount: z.number().int().nullable(),
  created_at: isoDateTime,
  decided_at: isoDateTime.nullable(),
  decision_note: z.string().nullable(),
});

/** GET /user/orders/{id}: the order page (receipt, history, refund actions and requests). */
export const userOrderDetail = order.extend({
  history: orderHistory,
  actions: z.array(orderItemActions),
  refund_requests: z.array(refundRequestItem),
  receipt_url: z.string(),
});
export type UserOrderDetail = z.infer<typeof userOrderDetail>;

/** POST /orders/{id}/refund-request (API.md): `{item_ids, reason}`. */
export const refundRequestBody = z.object({
  item_ids: z.array(uuid).min(1).max(50),
  /** required (3+ characters) for a request or a claim; optional when cancelling before the deadline */
  reason: z.string().trim().max(2000).default(""),
});
export type RefundRequestInput = z.input<typeof refundRequestBody>;
/** What happened to each item: refunded at once or waiting for a decision. */
export const refundRequestResponse = z.object({
  results: z.array(
    z.object({ item_id: uuid, outcome: z.enum(["refunded", "requested"]), amount: z.number().int() }),
  ),
  order: userOrderDetail,
});
export type RefundRequestResponse = z.infer<typeof refundRequestResponse>;
