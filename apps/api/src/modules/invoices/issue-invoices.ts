import type { Currency } from "@kursove/contracts/currency";
import {
  formatInvoiceNumber,
  invoiceRequestDeadline,
  invoiceTotals,
} from "@kursove/contracts/domain/invoice-vat";
import type { Db } from "../../db/client";
import { now } from "../../platform/clock";
import { AppError } from "../../platform/errors";
import { findUserById, type UserRow } from "../auth";
import { findOrderItems, lockOrder, type OrderRow } from "../orders";
import { buyerParty, missingBusinessFields, providerParty, providerVatBp } from "./invoice-parties";
import { type InvoiceMailDeps, queueInvoiceMail } from "./invoices.mail";
import * as repo from "./invoices.repository";

/** One line of an invoice, in minor units, VAT included when the invoice charges it. */
export type InvoiceLine = { title: string; quantity: number; unit_price: number; total: number };

export type IssueOptions = {
  /** false only in the concurrency test's control: numbers taken without the counter's lock */
  lockedNumbers?: boolean;
};

/**
 * Issues the invoices of a paid order the buyer asks for (INVOICE-REQUEST): one per provider part, in the
 * provider's own sequence, with the buyer's business profile. Under the order's lock, so a double click
 * issues once; a part already invoiced is kept. Refused after the legal period (ADR 031), with an
 * incomplete business profile, or when nothing paid is left to invoice; nothing is saved then.
 */
export async function requestOrderInvoices(
  db: Db,
  mail: InvoiceMailDeps,
  userId: string,
  orderId: string,
  options: IssueOptions = {},
) {
  return db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const order = await lockOrder(tx, { id: orderId });
    if (!order || order.userId !== userId || !order.paidAt) throw new AppError(404, "order_not_found");
    if (now() > invoiceRequestDeadline(order.paidAt)) throw new AppError(409, "invoice_period_over");
    const buyer = (await findUserById(tx, userId)) as UserRow;
    const missing = missingBusinessFields(buyer);
    if (missing.length > 0)
      throw new AppError(
        422,
        "invoice_profile_incomplete",
        Object.fromEntries(missing.map((field) => [field, ["field.required"]])),
      );
    const paid = { ...order, paidAt: order.paidAt };
    const { issued, existing } = await issueOrderInvoices(tx, mail, paid, buyer, options);
    if (issued === 0 && existing === 0) throw new AppError(409, "invoice_nothing_to_invoice");
    return { issued };
  });
}

/**
 * Issues an invoice for each provider part of a paid order that has none yet, in the caller's transaction,
 * which holds the order's lock: one per provider, in the provider's own sequence, with the buyer's company.
 */
async function issueOrderInvoices(
  tx: Db,
  mail: InvoiceMailDeps,
  order: OrderRow & { paidAt: Date },
  buyer: UserRow,
  options: IssueOptions = {},
) {
  const userId = buyer.id;
  const items = await findOrderItems(tx, order.id);
  // providers in a stable order: two requests lock their counters the same way round
  const providerIds = [...new Set(items.map((i) => i.providerId))].sort();
  let issued = 0;
  let existing = 0;
  for (const providerId of providerIds) {
    if (await repo.findSaleInvoice(tx, order.id, providerId)) {
      existing++;
      continue;
    }
    const lines: InvoiceLine[] = items
      .filter((i) => i.providerId === providerId && i.total - i.refunded > 0)
      .map((i) => ({
        title: i.title,
        quantity: i.quantity,
        unit_price: Math.round((i.total - i.refunded) / i.quantity),
        total: i.total - i.refunded,
      }));
    if (lines.length === 0) continue;
    const provider = await repo.findProvider(tx, providerId);
    if (!provider) continue;
    const vatBp = providerVatBp(provider);
    const number = await repo.nextNumber(tx, providerId, options.lockedNumbers ?? true);
    const invoice = await repo.insertInvoice(tx, {
      kind: "invoice",
      issuer: providerId,
      number: formatInvoiceNumber(number),
      providerId,
      orderId: order.id,
      buyerUserId: userId,
      seller: providerParty(provider),
      buyer: buyerParty(buyer),
      lines,
      vatBp,
      ...invoiceTotals(lines, vatBp),
      currency: order.currency,
      taxEventAt: order.paidAt,
      issuedAt: now(),
    });
    await queueInvoiceMail(tx, mail, invoice, { order: order.number, to: buyer });
    issued++;
  }
  return { issued, existing };
}

/**
 * Issues the invoices a buyer asked for at checkout (INVOICE-AT-CHECKOUT, ADR 036), in the transaction that
 * makes the order paid: a payment event told twice finds the order paid already and the parts invoiced, so
 * each invoice is issued once. A business profile emptied since checkout issues none: the buyer may still
 * ask on the order page. Answers how many were issued.
 */
export async function issueRequestedInvoices(tx: Db, mail: InvoiceMailDeps, order: OrderRow) {
  if (!order.invoiceRequested || !order.paidAt) return 0;
  const buyer = await findUserById(tx, order.userId);
  if (!buyer || missingBusinessFields(buyer).length > 0) return 0;
  const { issued } = await issueOrderInvoices(tx, mail, { ...order, paidAt: order.paidAt }, buyer);
  return issued;
}

export type RecordedRefund = { id: string; orderItemId: string; amount: number };

/**
 * Issues a credit note for each refund of an invoiced provider part (INVOICE-CREDIT-NOTE), in the refund's
 * own transaction (the order is locked by it): the invoice's parties and VAT rate, the refunded amount,
 * the next number of the provider's sequence. A refund of a part never invoiced needs none.
 */
export async function issueCreditNotes(
  tx: Db,
  mail: InvoiceMailDeps,
  event: { orderId: string; orderNumber: string; refunds: RecordedRefund[]; at: Date },
) {
  const items = await findOrderItems(tx, event.orderId);
  const refunds = [...event.refunds].sort((a, b) => a.orderItemId.localeCompare(b.orderItemId));
  for (const refund of refunds) {
    const item = items.find((i) => i.id === refund.orderItemId);
    if (!item || refund.amount <= 0) continue;
    const invoice = await repo.findSaleInvoice(tx, event.orderId, item.providerId);
    if (!invoice) continue;
    const lines: InvoiceLine[] = [
      { title: item.title, quantity: 1, unit_price: refund.amount, total: refund.amount },
    ];
    const number = await repo.nextNumber(tx, item.providerId);
    const note = await repo.insertInvoice(tx, {
      kind: "credit_note",
      issuer: item.providerId,
      number: formatInvoiceNumber(number),
      providerId: item.providerId,
      orderId: event.orderId,
      buyerUserId: invoice.buyerUserId,
      refersToId: invoice.id,
      refundId: refund.id,
      seller: invoice.seller,
      buyer: invoice.buyer,
      lines,
      vatBp: invoice.vatBp,
      ...invoiceTotals(lines, invoice.vatBp),
      currency: invoice.currency as Currency,
      taxEventAt: event.at,
      issuedAt: event.at,
    });
    const buyer = invoice.buyerUserId ? await findUserById(tx, invoice.buyerUserId) : null;
    if (buyer)
      await queueInvoiceMail(tx, mail, note, {
        order: event.orderNumber,
        to: buyer,
        invoice: invoice.number,
      });
  }
}
