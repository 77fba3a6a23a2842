// The public surface of the refunds module: other modules import only this.
// Money paid back: the learner's cancellation, request or claim, the decisions of admins and providers,
// an admin's refund or annulment, the refund plans replayed by reconciliation, automatic refunds counted.
export { countAutomaticRefunds } from "./automatic-refunds.repository";
export { refundEvents } from "./refund-events";
export { inFull, refundItems, splitRefund } from "./refund-items";
export { dropFinishedRefundPlans, type RefundOptions, type StoredPlan, saveRefundPlan } from "./refund-plans";
export { refundsRoutes } from "./refunds.routes";
