import type { UserOrderDetail } from "@kursove/contracts";
import type { MoneyDisplay } from "@kursove/contracts/currency";
import { formatSofiaDate } from "@kursove/contracts/domain/sofia-time";
import { createTranslator, type Locale } from "@kursove/i18n";
import bgOrders from "@kursove/i18n/locales/bg/orders.json";
import enOrders from "@kursove/i18n/locales/en/orders.json";
import { startPdf } from "../../platform/pdf";
import { orderMoney } from "../orders";

const catalogs: Record<Locale, typeof bgOrders.pdf> = { bg: bgOrders.pdf, en: enOrders.pdf };
const pdfText = createTranslator({ bg: { pdf: catalogs.bg }, en: { pdf: catalogs.en } });
const statusNames: Record<Locale, Record<string, string>> = { bg: bgOrders.status, en: enOrders.status };
const tags: Record<Locale, string> = { bg: "bg-BG", en: "en-GB" };

const formatDate = (iso: string, locale: Locale, withHour = true) =>
  formatSofiaDate(iso, tags[locale], {
    day: "numeric",
    month: "long",
    year: "numeric",
    ...(withHour ? { hour: "2-digit", minute: "2-digit" } : {}),
  });

function datesOf(item: UserOrderDetail["items"][number], locale: Locale) {
  if (!item.starts_at) return "";
  if (item.slot) return formatDate(item.starts_at, locale);
  const from = formatDate(item.starts_at, locale, false);
  const to = item.ends_at ? formatDate(item.ends_at, locale, false) : from;
  return from === to ? from : `${from} – ${to}`;
}

/**
 * The receipt of a paid order as a PDF: number, date, each item with its seller (the provider),
 * dates, places and price, the card, the billing details, the total and what was refunded.
 */
export function receiptPdf(order: UserOrderDetail, locale: Locale, display: MoneyDisplay): Promise<Buffer> {
  const formatMoney = (amount: number, l: Locale) => orderMoney(display, order, amount, l);
  const t = catalogs[locale];
  const { doc, done } = startPdf({ size: "A4", margin: 50, info: { Title: `${t.title} ${order.number}` } });

  const width = doc.page.width - 100;
  const row = (label: string, value: string, bold = false) => {
    const y = doc.y;
    doc
      .font(bold ? "bold" : "regular")
      .fontSize(10)
      .text(label, 50, y, { width: width - 130 });
    const after = doc.y;
    doc.text(value, 50 + width - 130, y, { width: 130, align: "right" });
    doc.y = Math.max(after, doc.y) + 4;
  };

  doc.font("bold").fontSize(18).text(`${t.title} ${order.number}`);
  doc.moveDown(0.3);
  doc.font("regular").fontSize(10).fillColor("#444");
  doc.text(`${t.date}: ${formatDate(order.paid_at ?? order.date, locale)}`);
  doc.text(`${t.status}: ${statusNames[locale][order.status] ?? order.status}`);
  doc.text(`${t.platform}`);
  doc.fillColor("#000").moveDown();

  doc.font("bold").fontSize(12).text(t.items);
  doc.moveDown(0.4);
  let refunded = 0;
  for (const item of order.items) {
    const when = datesOf(item, locale);
    const places = pdfText(locale, "pdf", "places", { count: item.quantity });
    row(`${item.course.title}${when ? `, ${when}` : ""} (${places})`, formatMoney(item.total, locale), true);
    doc.font("regular").fontSize(9).fillColor("#444");
    doc.text(`${t.seller}: ${item.provider.name}`, 50, doc.y, { width });
    if (item.attendees.length > 0) doc.text(`${t.attendees}: ${item.attendees.join(", ")}`, { width });
    doc.fillColor("#000");
    if (item.refunded > 0) row(t.refunded, `−${formatMoney(item.refunded, locale)}`);
    refunded += item.refunded;
    doc.moveDown(0.4);
  }
  doc
    .moveTo(50, doc.y)
    .lineTo(50 + width, doc.y)
    .strokeColor("#999")
    .stroke();
  doc.moveDown(0.4);
  row(t.total, formatMoney(order.total, locale), true);
  if (refunded > 0) {
    row(t.refundedTotal, `−${formatMoney(refunded, locale)}`);
    row(t.net, formatMoney(order.total - refunded, locale), true);
  }
  doc.moveDown();

  if (order.payment_method)
    row(t.card, `${order.payment_method.brand.toUpperCase()} •••• ${order.payment_method.last4}`);
  const b = order.billing;
  doc.moveDown(0.5);
  doc.font("bold").fontSize(12).text(t.billedTo, 50, doc.y);
  doc.font("regular").fontSize(10);
  doc.text(`${b.firstName} ${b.lastName}`);
  doc.text(b.email);
  doc.text(`${b.address}, ${b.postCode} ${b.city}, ${b.country}`);
  doc.end();
  return done;
}
