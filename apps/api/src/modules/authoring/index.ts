// The public surface of the authoring module: other modules import only this.
// Providers write courses, programmes, revisions and paid promotions; course review.
export { authoringRoutes } from "./authoring.routes";
export { courseEvents } from "./course-events";
export { applyPromotionPaymentEvent, runningPromotionSql, sumPromotionIncome } from "./promotions.service";
