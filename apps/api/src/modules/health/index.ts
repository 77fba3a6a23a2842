// The public surface of the health module: other modules import only this.
// Liveness and readiness.
export { healthRoutes } from "./health.routes";
