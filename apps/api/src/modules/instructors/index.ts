// The public surface of the instructors module: other modules import only this.
// The instructors of a provider's portfolio, with their photos (PORTFOLIO, INSTRUCTOR-FIELDS).
export { toInstructor } from "./instructors.mappers";
export { unlinkLector } from "./instructors.repository";
export { instructorsRoutes } from "./instructors.routes";
