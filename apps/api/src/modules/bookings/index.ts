// The public surface of the bookings module: other modules import only this.
// A provider's answer to the bookings of its courses that need approval.
export { bookingsRoutes } from "./bookings.routes";
