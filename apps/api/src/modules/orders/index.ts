// The public surface of the orders module: other modules import only this.
// Checkout, payment events, refunds, bookings, payouts and receipts.
export { adminOrdersRoutes } from "./admin-orders.routes";
export { countAutomaticRefunds } from "./automatic-refunds.repository";
export { cancelAbandonedOrders, cancelOpenOrders } from "./checkout.service";
export { completeEndedOrders } from "./complete-orders";
export { orderMoney } from "./orders.mail";
export { commissionOf, findOrder } from "./orders.repository";
export { ordersRoutes } from "./orders.routes";
export { ordersDeps } from "./orders-deps";
export {
  afterPaymentEvent,
  applyPaymentIntentEvent,
  refundCanceledPromotion,
} from "./payment-events.service";
export { reconcilePayments } from "./reconcile.service";
export { splitRefund } from "./refund-items";
export { refundTimesOf } from "./refund-windows";
export { userOrdersRoutes } from "./user-orders.routes";
export { findUserOrder, itemTimesOf, presentUserOrder } from "./user-orders.service";
