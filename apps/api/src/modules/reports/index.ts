// The public surface of the reports module: other modules import only this.
// Sales reports, utilization of places and the provider's overview.
export { overviewRoutes } from "./overview.routes";
export { reportsRoutes } from "./reports.routes";
export { utilizationRoutes } from "./utilization.routes";
