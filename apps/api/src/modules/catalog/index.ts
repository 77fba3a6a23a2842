// The public surface of the catalog module: other modules import only this.
// The public catalogue, search, course and provider pages, prices.
export { currentPrice, toCourseCard } from "./catalog.mappers";
export { findCourseCards, isPublicCourse } from "./catalog.repository";
export { catalogRoutes } from "./catalog.routes";
