// The public surface of the invoices module: other modules import only this.
// Invoices for companies, credit notes on refunds and the platform's monthly commission invoices (ADR 031).
export { type CommissionInvoiceDeps, issueCommissionInvoices } from "./commission-invoices";
export { platformParty } from "./invoice-parties";
export { invoiceMailDeps, invoicesRoutes } from "./invoices.routes";
export {
  issueCreditNotes,
  issueRequestedInvoices,
  type RecordedRefund,
  requestOrderInvoices,
} from "./issue-invoices";
