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

const requiredText = (max: number) =>
  z
    .string({ message: "field.required" })
    .trim()
    .min(1, { message: "field.required" })
    .max(max, { message: "field.too_big" });

/**
 * The buyer's company for an invoice asked for at checkout (ADR 036): saved to the business profile.
 * The VAT number is written without spaces and in capitals: a BG-prefixed VAT number or a bare ЕИК.
 */
export const invoiceRequest = z.object({
  company_name: requiredText(120),
  company_vat_id: z
    .string({ message: "field.required" })
    .trim()
    .min(1, { message: "field.required" })
    .transform((value) => value.toUpperCase().replace(/[\s.\-/]/g, ""))
    .pipe(z.string().regex(/^([A-Z]{2})?[0-9A-Z]{8,12}$/, { message: "field.invalid_vat" })),
  company_address: requiredText(200),
  company_mol: z.string().trim().max(120, { message: "field.too_big" }).default(""),
});
export type InvoiceRequest = z.infer<typeof invoiceRequest>;

/**
 * The platform's own company (PLATFORM_* settings, ADR 036): the issuer of commission invoices, named on the
 * legal pages. `vatId` is empty when the company is not registered under the VAT Act.
 */
export type PlatformCompany = {
  name: string;
  /** the ЕИК */
  companyId: string;
  vatId: string;
  address: string;
  mol: string;
  /** the name and address in the English pages */
  nameEn: string;
  addressEn: string;
};

/** The settings' defaults: the company the legal pages named before they were settings. */
export const platformCompanyDefaults: PlatformCompany = {
  name: "„Курсове“ ООД",
  companyId: "206123456",
  vatId: "BG206123456",
  address: "гр. София 1000, ул. „Граф Игнатиев“ 12, ет. 3",
  mol: "Управител на „Курсове“ ООД",
  nameEn: "Kursove Ltd.",
  addressEn: "12 Graf Ignatiev St., floor 3, 1000 Sofia, Bulgaria",
};
