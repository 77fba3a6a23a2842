// The public surface of the reports module: other modules import only this.
// Sales reports and the provider's overview.
export { overviewRoutes } from "./overview.routes";
export { reportsRoutes } from "./reports.routes";
