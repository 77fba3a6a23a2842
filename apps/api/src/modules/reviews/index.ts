// The public surface of the reviews module: other modules import only this.
// Learners' reviews and providers' replies.
export { reviewsRoutes } from "./reviews.routes";
