// The public surface of the seats module: other modules import only this.
// Places left and the 20-minute holds on them (the cart's items, which seats owns).
export {
  deleteCartItem,
  deleteCartItemsExcept,
  releaseRunOutHolds,
  unlinkCartItemsFromOrders,
} from "./cart-items";
export {
  countHeldByBuyer,
  type HoldInput,
  heldBySlot,
  heldOnCourseSql,
  heldOnUpcomingSlotsSql,
  type LockOptions,
  lockBuyer,
  lockPlaces,
  type PlacesTarget,
  placesLeftOf,
  takeHold,
} from "./holds";
export { holdOfferedPlace, isHoldLive } from "./offer-holds";
export { addSold, deleteHolds, linkHolds, removeSold, unlinkHolds } from "./order-places";
export { emitPlacesFreed, type PlaceEvents, placeEvents } from "./place-events";
