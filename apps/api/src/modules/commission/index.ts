// The public surface of the commission module: other modules import only this.
// The platform's commission rates.
export { commissionRoutes } from "./commission.routes";
export { commissionRateFor } from "./commission.service";
