// The public surface of the payments module: other modules import only this.
// The gateway's events, connected accounts and the sandbox card.
export { paymentsRoutes } from "./payments.routes";
export { applyGatewayEvent, paymentErrorCode, setPaymentEventHandler } from "./payments.service";
