// The public surface of the discounts module: other modules import only this.
// Discount codes of providers and of the platform, the codes in a cart and their uses by orders.
export {
  applyCartCode,
  type CartCodeDeps,
  clearCartCodes,
  type DiscountLine,
  listOrderCodes,
  type PricedCart,
  priceCart,
  priceOrder,
  recordCodeUses,
  removeCartCodes,
} from "./cart-discounts";
export { discountsRoutes } from "./discounts.routes";
