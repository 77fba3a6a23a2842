/**
 * Invoices' money rules (FEATURES INVOICE-VAT, ADR 031): prices include VAT when the seller is registered
 * under the VAT Act (ЗДДС), so an amount paid splits into a tax base and VAT, rounded to the cent, halves
 * up, and the two always add up to what was paid.
 */

/** The Bulgarian standard rate in basis points (20 %). */
export const standardVatBp = 2000;

/** How long after the tax event (the payment, the refund) an invoice may still be issued: ЗДДС art. 113(4). */
export const invoiceDays = 5;

/** A VAT number carries its country's prefix (BG204567891); a bare ЕИК (204567891) means not registered. */
export function isVatRegistered(vatId: string | null | undefined): boolean {
  return /^[A-Z]{2}[0-9A-Z]{8,12}$/.test((vatId ?? "").trim().toUpperCase());
}

/** The ЕИК (company number) inside a VAT number or a bare registration number. */
export function companyNumberOf(vatId: string): string {
  const id = vatId.trim().toUpperCase();
  return isVatRegistered(id) ? id.slice(2) : id;
}

/** An amount that includes VAT at `rateBp`, split into its base and VAT (base + vat === gross). */
export function splitVat(gross: number, rateBp: number): { base: number; vat: number } {
  if (!Number.isSafeInteger(gross) || gross < 0)
    throw new RangeError(`not an amount in minor units: ${gross}`);
  if (!Number.isInteger(rateBp) || rateBp < 0) throw new RangeError(`not a rate: ${rateBp}`);
  const denominator = 10_000 + rateBp;
  const vat = Math.floor((2 * gross * rateBp + denominator) / (2 * denominator));
  return { base: gross - vat, vat };
}

export type InvoiceLineAmounts = { total: number };

/**
 * The totals of an invoice's lines: each line split on its own (so a line's base and VAT never change
 * when another line is added), then summed; the gross stays exactly what was paid.
 */
export function invoiceTotals(lines: InvoiceLineAmounts[], rateBp: number) {
  let base = 0;
  let vat = 0;
  for (const line of lines) {
    const split = splitVat(line.total, rateBp);
    base += split.base;
    vat += split.vat;
  }
  return { base, vat, total: base + vat };
}

/** An invoice number as printed: 10 digits, zero-padded (ЗДДС art. 114(1)(2)). */
export function formatInvoiceNumber(sequence: number): string {
  if (!Number.isSafeInteger(sequence) || sequence < 1 || sequence > 9_999_999_999)
    throw new RangeError(`not an invoice number: ${sequence}`);
  return String(sequence).padStart(10, "0");
}

/** The last instant an invoice may be asked for after a payment at `paidAt`. */
export function invoiceRequestDeadline(paidAt: Date): Date {
  return new Date(paidAt.getTime() + invoiceDays * 24 * 60 * 60 * 1000);
}
