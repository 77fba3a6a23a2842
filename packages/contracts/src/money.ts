import { z } from "zod";
import { currency, pageQuery } from "./common";
import { orderStatuses } from "./constants";
import { orderHistory, orderItem, order as orderSchema, refundRequestItem } from "./orders";

const uuid = z.uuid();
const isoDateTime = z.string();
const status = z.enum(orderStatuses);

/** GET /admin/orders: search by number, learner name or email, filter by state. */
export const adminOrdersQuery = z.object({
  q: z.string().trim().max(100).optional(),
  status: status.optional(),
  page: pageQuery,
});

export const adminOrderSummary = z.object({
  id: uuid,
  number: z.string(),
  date: isoDateTime,
  status,
  total: z.number().int(),
  refunded: z.number().int(),
  currency,
  learner: z.object({ id: uuid, name: z.string(), email: z.string() }),
  items: z.number().int(),
  providers: z.array(z.string()),
  pending_requests: z.number().int(),
});
export type AdminOrderSummary = z.infer<typeof adminOrderSummary>;
export const adminOrdersPage = z.object({ data: z.array(adminOrderSummary), last_page: z.number().int() });
export type AdminOrdersPage = z.infer<typeof adminOrdersPage>;

/** One refund of an item, as the admin and the provider see it. */
export const refundRow = z.object({
  id: uuid,
  order_item_id: uuid,
  amount: z.number().int(),
  commission_part: z.number().int(),
  provider_part: z.number().int(),
  source: z.enum(["learner_cancel", "booking_refused", "request", "admin", "annul"]),
  reason: z.string(),
  created_at: isoDateTime,
  created_by: z.string().nullable(),
  transfer_reversed: z.boolean(),
});
export type RefundRow = z.infer<typeof refundRow>;

/** A refund request or claim with what the decider needs: the order, course, learner and amounts. */
export const refundRequestCase = refundRequestItem.extend({
  order: z.object({ id: uuid, number: z.string(), status }),
  course: z.object({ id: uuid, title: z.string() }),
  provider: z.object({ id: uuid, name: z.string() }),
  learner: z.object({ name: z.string(), email: z.string() }),
  item_total: z.number().int(),
  refundable: z.number().int(),
  decided_by: z.string().nullable(),
});
export type RefundRequestCase = z.infer<typeof refundRequestCase>;

/** A payment no order may keep (stray_payments): why, and whether it was paid back yet. */
export const strayPayment = z.object({
  payment_intent_id: z.string(),
  amount: z.number().int(),
  /** as the gateway charged it, upper case (ISO 4217) */
  currency: z.string(),
  reason: z.enum(["order_has_other_payment", "order_missing"]),
  created_at: isoDateTime,
  refunded_at: isoDateTime.nullable(),
});
export type StrayPayment = z.infer<typeof strayPayment>;

/** GET /admin/orders/{id}: everything about one order, with what may still be refunded per item. */
export const adminOrderDetail = orderSchema.extend({
  learner: z.object({ id: uuid, name: z.string(), email: z.string() }),
  items: z.array(
    orderItem.extend({
      commission_bp: z.number().int(),
      commission: z.number().int(),
      refundable: z.number().int(),
      paid_out: z.number().int(),
    }),
  ),
  history: orderHistory,
  refunds: z.array(refundRow),
  refund_requests: z.array(refundRequestCase),
  ledger: z.array(
    z.object({
      id: uuid,
      kind: z.string(),
      amount: z.number().int(),
      order_item_id: uuid.nullable(),
      created_at: isoDateTime,
    }),
  ),
  /** payments of the order it could not keep (it was paid already), each paid back in full automatically */
  stray_payments: z.array(strayPayment),
  can_refund: z.boolean(),
  can_annul: z.boolean(),
});
export type AdminOrderDetail = z.infer<typeof adminOrderDetail>;

const refundReason = z.string().trim().min(3, "field.required").max(500, "field.too_big");

/**
 * POST /admin/orders/{id}/refund: full or partial refunds of items, on the admin's own decision.
 * request_key: a key made when the form was shown; sending the same key again (a double click, a retry)
 * answers with the order as it is and refunds nothing more.
 */
export const adminRefundBody = z.object({
  items: z
    .array(z.object({ item_id: uuid, amount: z.number().int().min(1) }))
    .min(1)
    .max(50),
  reason: refundReason,
  request_key: z.string().trim().min(8).max(64),
});
export type AdminRefundInput = z.input<typeof adminRefundBody>;

/** POST /admin/orders/{id}/annul: the order is annulled and what is left of it paid back in full. */
export const annulBody = z.object({ reason: refundReason, request_key: z.string().trim().min(8).max(64) });
export type AnnulInput = z.input<typeof annulBody>;

/** Refund requests to decide (admin: all; provider: of its own courses). */
export const refundRequestsQuery = z.object({
  status: z.enum(["pending", "decided", "all"]).default("pending"),
  page: pageQuery,
});
export const refundRequestsPage = z.object({
  data: z.array(refundRequestCase),
  last_page: z.number().int(),
  pending: z.number().int(),
});
export type RefundRequestsPage = z.infer<typeof refundRequestsPage>;

/** Approving pays back `amount` (default: all that is left of the item); refusing needs a note for the learner. */
export const approveRefundBody = z.object({
  amount: z.number().int().min(1).optional(),
  note: z.string().trim().max(500).default(""),
});
export type ApproveRefundInput = z.input<typeof approveRefundBody>;
export const refuseRefundBody = z.object({ note: refundReason });
export type RefuseRefundInput = z.input<typeof refuseRefundBody>;
