// The public surface of the wishlist module: other modules import only this.
// The courses a learner saved, and the notices of their new dates and free places.
export { wishlistRoutes } from "./wishlist.routes";
export { notifyWishlist } from "./wishlist.service";
