// The public surface of the providers module: other modules import only this.
// Onboarding and its approval by admins, and the provider profile (instructors are their own module).
export { attachPaymentAccount, detachPaymentAccount, storeAccountState } from "./payment-account.repository";
export { listPendingProviders, providerDecisionsSql } from "./provider-approval.repository";
export { providerApprovalRoutes } from "./provider-approval.routes";
export { providerEvents } from "./provider-events";
export {
  findOwnProvider,
  listLectorProviders,
  listProviderLectors,
} from "./providers.repository";
export { providersRoutes } from "./providers.routes";
export { requireOwnProvider } from "./providers.service";
