// The public surface of the payouts module: other modules import only this.
// What each provider is owed once an item's claims window has passed, and the periodic transfers that pay it.
export { summarizeOwed } from "./payout-views.service";
export { reversePayoutLine } from "./payouts.repository";
export { payoutsRoutes } from "./payouts.routes";
export { settlePendingPayouts } from "./payouts.service";
