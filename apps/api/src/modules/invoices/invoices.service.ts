import type { InvoiceKind, InvoiceSummary, OrderInvoicesResponse } from "@kursove/contracts";
import type { Currency } from "@kursove/contracts/currency";
import { invoiceRequestDeadline } from "@kursove/contracts/domain/invoice-vat";
import type { Locale } from "@kursove/i18n";
import type { Db } from "../../db/client";
import { now } from "../../platform/clock";
import { AppError } from "../../platform/errors";
import { findUserById, type UserRow } from "../auth";
import { findOrder, findOrderItems } from "../orders";
import { findOwnProvider, requireOwnProvider } from "../providers";
import { type InvoiceParty, missingBusinessFields } from "./invoice-parties";
import { invoicePdf } from "./invoice-pdf";
import * as repo from "./invoices.repository";

const pageSize = 20;

function summarize(
  invoice: repo.InvoiceRow,
  orderNumber: string | null,
  refersTo: repo.InvoiceRow | undefined,
): InvoiceSummary {
  return {
    id: invoice.id,
    kind: invoice.kind as InvoiceKind,
    number: invoice.number,
    issued_at: invoice.issuedAt.toISOString(),
    base: invoice.base,
    vat: invoice.vat,
    total: invoice.total,
    currency: invoice.currency as Currency,
    seller: (invoice.seller as InvoiceParty).name,
    recipient: (invoice.buyer as InvoiceParty).name,
    order_id: invoice.orderId,
    order_number: orderNumber,
    refers_to_number: refersTo?.number ?? null,
    period: invoice.period,
    pdf_url: `/api/v1/invoices/${invoice.id}/pdf`,
  };
}

async function summarizeAll(db: Db, rows: { invoice: repo.InvoiceRow; orderNumber: string | null }[]) {
  const refersTo = await repo.findNumbers(
    db,
    rows.map((r) => r.invoice.refersToId).filter((id): id is string => !!id),
  );
  return rows.map((r) => summarize(r.invoice, r.orderNumber, refersTo.get(r.invoice.refersToId ?? "")));
}

/** The buyer's invoices of an order and whether one may still be asked for (404 for another's order). */
export async function getOrderInvoices(
  db: Db,
  user: UserRow,
  orderId: string,
): Promise<OrderInvoicesResponse> {
  const order = await findOrder(db, orderId);
  if (!order || order.userId !== user.id || order.status === "pending")
    throw new AppError(404, "order_not_found");
  const own = (await repo.findOrderInvoices(db, order.id)).filter((i) => i.buyerUserId === user.id);
  const deadline = order.paidAt ? invoiceRequestDeadline(order.paidAt) : null;
  const items = await findOrderItems(db, order.id);
  const invoiced = new Set(own.filter((i) => i.kind === "invoice").map((i) => i.providerId));
  const uninvoiced = items.some((i) => i.total - i.refunded > 0 && !invoiced.has(i.providerId));
  return {
    invoices: await summarizeAll(
      db,
      own.map((invoice) => ({ invoice, orderNumber: order.number })),
    ),
    request_until: deadline?.toISOString() ?? null,
    can_request: !!deadline && now() <= deadline && uninvoiced,
    missing_fields: missingBusinessFields((await findUserById(db, user.id)) ?? user),
  };
}

/** The signed-in provider's invoices and credit notes and the platform's commission invoices to it. */
export async function listProviderInvoices(db: Db, user: UserRow, page: number, kind?: InvoiceKind) {
  const provider = await requireOwnProvider(db, user);
  const { rows, total } = await repo.listInvoices(db, { providerId: provider.id, kind, page, pageSize });
  return { data: await summarizeAll(db, rows), last_page: Math.max(1, Math.ceil(total / pageSize)) };
}

/** Every invoice, credit note and commission invoice, newest first (admins). */
export async function listAllInvoices(db: Db, page: number, kind?: InvoiceKind) {
  const { rows, total } = await repo.listInvoices(db, { kind, page, pageSize });
  return { data: await summarizeAll(db, rows), last_page: Math.max(1, Math.ceil(total / pageSize)) };
}

/**
 * Whether the user may read an invoice (INVOICE-ACCESS): admins all; the buyer its own invoices and credit
 * notes; a provider's owner what its provider issued or received. Anyone else is told it does not exist.
 */
async function requireVisible(db: Db, user: UserRow, invoice: repo.InvoiceRow | null) {
  if (!invoice) throw new AppError(404, "invoice_not_found");
  if (user.isAdmin) return invoice;
  if (invoice.kind !== "commission" && invoice.buyerUserId === user.id) return invoice;
  const provider = await findOwnProvider(db, user.id);
  if (provider && provider.id === invoice.providerId) return invoice;
  throw new AppError(404, "invoice_not_found");
}

async function renderPdf(db: Db, invoice: repo.InvoiceRow, locale: Locale) {
  const order = invoice.orderId ? await findOrder(db, invoice.orderId) : null;
  const refersTo = invoice.refersToId ? await repo.findInvoice(db, invoice.refersToId) : null;
  const pdf = await invoicePdf(invoice, locale, { orderNumber: order?.number ?? null, refersTo });
  return { kind: invoice.kind, number: invoice.number, pdf };
}

/** One invoice's PDF in `locale`, for whoever may read it. */
export async function getInvoicePdf(db: Db, user: UserRow, invoiceId: string, locale: Locale) {
  return renderPdf(db, await requireVisible(db, user, await repo.findInvoice(db, invoiceId)), locale);
}

/** A document of an order as PDF: the one named, or the order's first invoice the user may read. */
export async function getOrderInvoicePdf(
  db: Db,
  user: UserRow,
  orderId: string,
  documentId: string | undefined,
  locale: Locale,
) {
  const all = await repo.findOrderInvoices(db, orderId);
  const wanted = documentId
    ? all.filter((i) => i.id === documentId)
    : all.filter((i) => i.kind === "invoice");
  for (const invoice of wanted) {
    const visible = await requireVisible(db, user, invoice).catch(() => null);
    if (visible) return renderPdf(db, visible, locale);
  }
  throw new AppError(404, "invoice_not_found");
}
