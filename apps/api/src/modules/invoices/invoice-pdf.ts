import { type Currency, formatMoney } from "@kursove/contracts/currency";
import { amountInWords } from "@kursove/contracts/domain/amount-in-words";
import { formatSofiaDate } from "@kursove/contracts/domain/sofia-time";
import { createTranslator, type Locale, type MessageValues } from "@kursove/i18n";
import bgInvoices from "@kursove/i18n/locales/bg/invoices.json";
import enInvoices from "@kursove/i18n/locales/en/invoices.json";
import { startPdf } from "../../platform/pdf";
import type { InvoiceParty } from "./invoice-parties";
import { periodLabel } from "./invoices.mail";
import type { InvoiceRow } from "./invoices.repository";
import type { InvoiceLine } from "./issue-invoices";

const catalogs: Record<Locale, typeof bgInvoices.pdf> = { bg: bgInvoices.pdf, en: enInvoices.pdf };
const text = createTranslator({ bg: { pdf: catalogs.bg }, en: { pdf: catalogs.en } });
const tags: Record<Locale, string> = { bg: "bg-BG", en: "en-GB" };

const formatDate = (date: Date, locale: Locale) =>
  formatSofiaDate(date.toISOString(), tags[locale], { day: "2-digit", month: "2-digit", year: "numeric" });

/**
 * An invoice, credit note or commission invoice as a PDF in `locale` (INVOICE-PDF): number, dates, the
 * parties with ЕИК, VAT number and МОЛ, the lines, the base and VAT (or why none is charged), the total and
 * the total in words. Drawn from the stored row, so the same document comes out every time.
 */
export function invoicePdf(
  invoice: InvoiceRow,
  locale: Locale,
  context: { orderNumber?: string | null; refersTo?: InvoiceRow | null },
) {
  const t = catalogs[locale];
  const tr = (key: string, vars?: MessageValues) => text(locale, "pdf", key, vars);
  const currency = invoice.currency as Currency;
  const money = (minor: number) => formatMoney(minor, currency, locale, { second: false });
  const title = t[invoice.kind as "invoice" | "credit_note" | "commission"];
  const { doc, done } = startPdf({ size: "A4", margin: 50, info: { Title: `${title} ${invoice.number}` } });
  const width = doc.page.width - 100;

  doc.font("bold").fontSize(20).text(title, 50, 50);
  doc.font("regular").fontSize(10).text(t.original, 50, 56, { width, align: "right" });
  doc.moveDown(0.5);
  doc.font("bold").fontSize(12).text(`${t.number} ${invoice.number}`, 50);
  doc.font("regular").fontSize(10);
  doc.text(`${t.issuedOn}: ${formatDate(invoice.issuedAt, locale)}`);
  doc.text(`${t.taxEventOn}: ${formatDate(invoice.taxEventAt, locale)}`);
  if (context.refersTo)
    doc.text(
      tr("refersTo", {
        number: context.refersTo.number,
        date: formatDate(context.refersTo.issuedAt, locale),
      }),
    );
  if (context.orderNumber) doc.text(tr("order", { number: context.orderNumber }));
  doc.moveDown();

  const top = doc.y;
  const half = width / 2 - 10;
  const party = (label: string, p: InvoiceParty, x: number) => {
    doc.font("bold").fontSize(11).text(label, x, top, { width: half });
    doc.font("regular").fontSize(10);
    doc.text(p.name, x, doc.y, { width: half });
    doc.text(`${t.companyNumber}: ${p.company_number}`, x, doc.y, { width: half });
    if (p.vat_number) doc.text(`${t.vatNumber}: ${p.vat_number}`, x, doc.y, { width: half });
    doc.text(`${t.address}: ${p.address}`, x, doc.y, { width: half });
    if (p.mol) doc.text(`${t.mol}: ${p.mol}`, x, doc.y, { width: half });
    return doc.y;
  };
  const left = party(t.seller, invoice.seller as InvoiceParty, 50);
  const right = party(t.recipient, invoice.buyer as InvoiceParty, 50 + width / 2 + 10);
  doc.y = Math.max(left, right) + 16;

  const columns = [
    { label: t.line, x: 50, w: 25, align: "left" as const },
    { label: t.description, x: 75, w: width - 250, align: "left" as const },
    { label: t.quantity, x: width - 165, w: 35, align: "right" as const },
    { label: t.unitPrice, x: width - 120, w: 80, align: "right" as const },
    { label: t.amount, x: width - 30, w: 80, align: "right" as const },
  ];
  const row = (values: string[], bold = false) => {
    const y = doc.y;
    let bottom = y;
    doc.font(bold ? "bold" : "regular").fontSize(9);
    columns.forEach((c, i) => {
      doc.text(values[i] ?? "", c.x, y, { width: c.w, align: c.align });
      bottom = Math.max(bottom, doc.y);
    });
    doc.y = bottom + 4;
  };
  row(
    columns.map((c) => c.label),
    true,
  );
  doc
    .moveTo(50, doc.y)
    .lineTo(50 + width, doc.y)
    .strokeColor("#999")
    .stroke();
  doc.y += 4;
  (invoice.lines as InvoiceLine[]).forEach((line, i) => {
    const description =
      invoice.kind === "commission"
        ? tr("commissionLine", { period: periodLabel(invoice.period ?? "", locale) })
        : invoice.kind === "credit_note"
          ? tr("refundLine", { title: line.title })
          : `${line.title} (${tr("places", { count: line.quantity })})`;
    row([String(i + 1), description, String(line.quantity), money(line.unit_price), money(line.total)]);
  });
  doc
    .moveTo(50, doc.y)
    .lineTo(50 + width, doc.y)
    .strokeColor("#999")
    .stroke();
  doc.moveDown(0.5);

  const total = (label: string, value: string, bold = false) => {
    const y = doc.y;
    doc.font(bold ? "bold" : "regular").fontSize(10);
    doc.text(label, 50, y, { width: width - 130, align: "right" });
    doc.text(value, 50 + width - 120, y, { width: 120, align: "right" });
    doc.y += 4;
  };
  if (invoice.vatBp > 0) {
    total(t.base, money(invoice.base));
    total(tr("vat", { rate: invoice.vatBp / 100 }), money(invoice.vat));
  }
  total(invoice.kind === "credit_note" ? t.creditTotal : t.total, money(invoice.total), true);
  doc.moveDown();
  doc.font("regular").fontSize(10);
  doc.text(`${t.inWords}: ${amountInWords(invoice.total, currency, locale)}`, 50, doc.y, { width });
  if (invoice.vatBp === 0) doc.text(t.noVat, 50, doc.y, { width });
  doc.moveDown(0.5);
  doc.text(invoice.kind === "commission" ? t.commissionPayment : t.payment, 50, doc.y, { width });
  doc.end();
  return done;
}
