import { type Currency, formatMoney, type MoneyDisplay } from "@kursove/contracts/currency";
import { formatSofiaDate } from "@kursove/contracts/domain/sofia-time";
import type { Locale } from "@kursove/i18n";
import type { Db } from "../../db/client";
import { renderMail } from "../../platform/mail/mail-templates";
import { enqueueMail } from "../../platform/mail/outbox";
import type { UserRow } from "../auth";
import type { InvoiceParty } from "./invoice-parties";
import type { InvoiceRow } from "./invoices.repository";

export type InvoiceMailDeps = { publicUrl: string; officeEmail: string; money: MoneyDisplay };

const templates = {
  invoice: "invoice_issued",
  credit_note: "credit_note_issued",
  commission: "commission_invoice_issued",
} as const;

/** A month "2026-10" as words: "октомври 2026", "October 2026". */
export function periodLabel(period: string, locale: Locale) {
  return formatSofiaDate(`${period}-15T12:00:00Z`, locale === "en" ? "en-GB" : "bg-BG", {
    month: "long",
    year: "numeric",
  }).replace(/ г\.$/, "");
}

/** Tells the buyer (or, for commission, the provider's owner) that a document was issued, in the caller's transaction. */
export async function queueInvoiceMail(
  db: Db,
  deps: InvoiceMailDeps,
  invoice: InvoiceRow,
  context: { to: UserRow; order?: string; invoice?: string },
) {
  const locale: Locale = context.to.language === "en" ? "en" : "bg";
  const prefix = `${deps.publicUrl}${locale === "en" ? "/en" : ""}`;
  const kind = invoice.kind as keyof typeof templates;
  const url =
    kind === "commission" || !invoice.orderId
      ? `${prefix}/dashboard/invoices`
      : `${prefix}/profile/orders/${invoice.orderId}`;
  const rendered = renderMail(templates[kind], locale, {
    name: `${context.to.firstName} ${context.to.lastName}`,
    publicUrl: deps.publicUrl,
    officeEmail: deps.officeEmail,
    url,
    vars: {
      number: invoice.number,
      order: context.order ?? "",
      invoice: context.invoice ?? "",
      provider: (invoice.seller as InvoiceParty).name,
      company: (invoice.buyer as InvoiceParty).name,
      period: invoice.period ? periodLabel(invoice.period, locale) : "",
      total: formatMoney(invoice.total, invoice.currency as Currency, locale, { second: false }),
    },
  });
  await enqueueMail(db, { kind: templates[kind], to: context.to.email, locale, ...rendered });
}
