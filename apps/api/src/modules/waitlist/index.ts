// The public surface of the waitlist module: other modules import only this.
// Waiting lists of full courses and the offers of freed places (WAITLIST, ADR 029).
export { waitlistRoutes } from "./waitlist.routes";
export { type OfferDeps, offerFreedPlaces, offerPlacesFreedOn } from "./waitlist.service";
