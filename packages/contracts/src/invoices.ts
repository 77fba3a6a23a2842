import { z } from "zod";
import { currency, pageQuery } from "./common";
import { invoiceKinds } from "./constants";

export const invoiceKind = z.enum(invoiceKinds);
export type InvoiceKind = z.infer<typeof invoiceKind>;

/** One invoice or credit note in a list (INVOICES). Money in minor units, VAT included in `total`. */
export const invoiceSummary = z.object({
  id: z.string(),
  kind: invoiceKind,
  /** 10 digits, in the issuer's own sequence */
  number: z.string(),
  issued_at: z.string(),
  base: z.number().int(),
  vat: z.number().int(),
  total: z.number().int(),
  currency,
  /** the seller's and the recipient's names as printed */
  seller: z.string(),
  recipient: z.string(),
  order_id: z.string().nullable(),
  order_number: z.string().nullable(),
  /** a credit note's invoice */
  refers_to_number: z.string().nullable(),
  /** a commission invoice's month, "2026-10" */
  period: z.string().nullable(),
  /** the PDF in Bulgarian; add ?lang=en for the English version */
  pdf_url: z.string(),
});
export type InvoiceSummary = z.infer<typeof invoiceSummary>;

/** GET /provider/invoices, GET /admin/invoices */
export const invoiceListQuery = z.object({
  page: pageQuery,
  kind: invoiceKind.optional(),
});
export const invoiceListResponse = z.object({
  data: z.array(invoiceSummary),
  last_page: z.number().int(),
});
export type InvoiceListResponse = z.infer<typeof invoiceListResponse>;

/** GET/POST /user/orders/{id}/invoices: the order's invoices and whether one may still be asked for */
export const orderInvoicesResponse = z.object({
  invoices: z.array(invoiceSummary),
  /** the last instant an invoice may be asked for (5 days after the payment), null when never paid */
  request_until: z.string().nullable(),
  /** true while some provider part of the order has no invoice and the period is open */
  can_request: z.boolean(),
  /** the business profile fields still missing for an invoice */
  missing_fields: z.array(z.enum(["company_name", "company_vat_id", "company_address"])),
});
export type OrderInvoicesResponse = z.infer<typeof orderInvoicesResponse>;

export const invoiceParams = z.object({ id: z.uuid() });
export const invoicePdfQuery = z.object({ lang: z.enum(["bg", "en"]).optional() });
/** GET /orders/{id}/invoice: one document of the order (an invoice or credit note id); its invoice when absent */
export const orderInvoicePdfQuery = invoicePdfQuery.extend({ document: z.uuid().optional() });
