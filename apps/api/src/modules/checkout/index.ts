// The public surface of the checkout module: other modules import only this.
// One cart makes one order and one card payment; payment events settle it; reconciliation catches up.

export { checkoutRoutes } from "./checkout.routes";
export { cancelAbandonedOrders, cancelOpenOrders } from "./checkout.service";
export {
  afterPaymentEvent,
  applyPaymentIntentEvent,
  refundCanceledPromotion,
} from "./payment-events.service";
export { reconcilePayments } from "./reconcile.service";
