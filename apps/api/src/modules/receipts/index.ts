// The public surface of the receipts module: other modules import only this.
// The payment confirmation PDF of a paid order, as the learner downloads it and the order_paid mail carries it.
export { receiptsRoutes } from "./receipts.routes";
