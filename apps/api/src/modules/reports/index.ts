// The public surface of the reports module: other modules import only this.
// Sales reports, utilization of places, the provider's overview and the admins' overview.
export { adminOverviewRoutes } from "./admin-overview.routes";
export { overviewRoutes } from "./overview.routes";
export { reportsRoutes } from "./reports.routes";
export { utilizationRoutes } from "./utilization.routes";
