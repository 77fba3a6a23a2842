import { formatInvoiceNumber, invoiceTotals } from "@kursove/contracts/domain/invoice-vat";
import { firstOfMonth, sofiaDayStart, todayInSofia } from "@kursove/contracts/domain/sofia-time";
import type { Db } from "../../db/client";
import { findUserById } from "../auth";
import { type InvoiceParty, platformIssuer, platformVatBp, providerParty } from "./invoice-parties";
import { type InvoiceMailDeps, queueInvoiceMail } from "./invoices.mail";
import * as repo from "./invoices.repository";

/** The mail settings and the platform's company (PLATFORM_* settings, ADR 036), the issuer. */
export type CommissionInvoiceDeps = InvoiceMailDeps & { platform: InvoiceParty };

/**
 * Invoices the platform's commission of the month before `at` (Sofia months) to each provider that owes
 * some (INVOICE-COMMISSION, ADR 031): the net of the ledger's commission and its reversals, VAT included.
 * Run by housekeeping every hour (ADR 023); once per provider and month, whoever runs it and however often:
 * each provider is checked and issued under the platform counter's lock, and a unique index is the backstop.
 */
export async function issueCommissionInvoices(db: Db, deps: CommissionInvoiceDeps, at: Date) {
  const { platform, ...mail } = deps;
  const vatBp = platformVatBp(platform);
  const today = todayInSofia(at);
  const first = firstOfMonth(today, -1);
  const from = sofiaDayStart(first);
  const to = sofiaDayStart(firstOfMonth(today));
  const period = first.slice(0, 7);
  let issued = 0;
  for (const owed of await repo.commissionTotals(db, from, to)) {
    const done = await db.transaction(async (t) => {
      const tx = t as unknown as Db;
      await repo.lockCounter(tx, platformIssuer);
      if (await repo.findCommissionInvoice(tx, owed.providerId, period)) return false;
      const provider = await repo.findProvider(tx, owed.providerId);
      if (!provider) return false;
      // the title is drawn in the reader's language from the period (invoice-pdf.ts)
      const lines = [{ title: "commission", quantity: 1, unit_price: owed.total, total: owed.total }];
      const number = await repo.nextNumber(tx, platformIssuer);
      const invoice = await repo.insertInvoice(tx, {
        kind: "commission",
        issuer: platformIssuer,
        number: formatInvoiceNumber(number),
        providerId: provider.id,
        period,
        seller: platform,
        buyer: providerParty(provider),
        lines,
        vatBp,
        ...invoiceTotals(lines, vatBp),
        currency: owed.currency,
        // the tax event is the month's last day
        taxEventAt: new Date(to.getTime() - 1000),
        issuedAt: at,
      });
      const owner = await findUserById(tx, provider.ownerUserId);
      if (owner) await queueInvoiceMail(tx, mail, invoice, { to: owner });
      return true;
    });
    if (done) issued++;
  }
  return issued;
}
