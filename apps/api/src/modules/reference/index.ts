// The public surface of the reference module: other modules import only this.
// Categories, cities and other lists.
export { referenceRoutes } from "./reference.routes";
