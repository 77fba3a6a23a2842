// The public surface of the orders module: other modules import only this.
// The order itself: its states and their moves, its rows, its mails, the learner's and the admin's views.
export { adminOrdersRoutes } from "./admin-orders.routes";
export { getAdminOrder } from "./admin-orders.service";
export { completeEndedOrders } from "./complete-orders";
export {
  type OrderMailDeps,
  orderMoney,
  queueBookingDecisionMail,
  queueOrderPaidMail,
  queuePaymentReturnedMail,
} from "./orders.mail";
export {
  commissionOf,
  countOrderItems,
  coursesStillOnSale,
  decideBooking,
  findAbandonedOrders,
  findOpenOrders,
  findOrder,
  findOrderItems,
  findUnrefundedStrays,
  findValidHolds,
  insertOrder,
  lastReasonOf,
  linkPayment,
  lockOrder,
  markStrayRefunded,
  moveOrder,
  notePaymentError,
  type OrderItemRow,
  type OrderRow,
  placesStillThere,
  recordChargeAndRefund,
  recordLedgerEntries,
  recordSale,
  recordStrayPayment,
  setItemRefunded,
  updateBilling,
  type ValidHold,
} from "./orders.repository";
export { ordersRoutes } from "./orders.routes";
export { type OrdersDeps, ordersDeps } from "./orders-deps";
export { presentRequests, refundRequestPageSize } from "./refund-requests";
export { refundTimesOf, refundWindowOf } from "./refund-windows";
export { userOrdersRoutes } from "./user-orders.routes";
export {
  findRefundRequests,
  findUserOrder,
  holdsItem,
  itemTimesOf,
  presentUserOrder,
} from "./user-orders.service";
