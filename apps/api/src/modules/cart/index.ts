// The public surface of the cart module: other modules import only this.
// A learner's cart and its items.
export { type CartRoutesOptions, cartRoutes } from "./cart.routes";
export { headerCart } from "./cart.service";
