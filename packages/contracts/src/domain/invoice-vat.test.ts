import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  companyNumberOf,
  formatInvoiceNumber,
  invoiceRequestDeadline,
  invoiceTotals,
  isVatRegistered,
  splitVat,
} from "./invoice-vat";

describe("INVOICE-VAT: the base and VAT of a price that includes VAT", () => {
  it("splits 120.00 into 100.00 and 20.00, and rounds a half cent up", () => {
    expect(splitVat(12000, 2000)).toEqual({ base: 10000, vat: 2000 });
    expect(splitVat(4900, 2000)).toEqual({ base: 4083, vat: 817 });
    // 0.03 with VAT: 0.005 of VAT rounds up to 0.01
    expect(splitVat(3, 2000)).toEqual({ base: 2, vat: 1 });
    expect(splitVat(4900, 0)).toEqual({ base: 4900, vat: 0 });
  });

  it("always adds up to the price, with VAT within half a cent of the rate (property)", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 100_000_000 }),
        fc.integer({ min: 0, max: 5000 }),
        (gross, rate) => {
          const { base, vat } = splitVat(gross, rate);
          expect(base + vat).toBe(gross);
          expect(Math.abs(base * rate - vat * 10_000)).toBeLessThanOrEqual((10_000 + rate) / 2);
        },
      ),
    );
  });

  it("totals the lines so the gross is what was paid (property)", () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 1_000_000 }), { maxLength: 20 }), (totals) => {
        const sum = invoiceTotals(
          totals.map((total) => ({ total })),
          2000,
        );
        expect(sum.total).toBe(totals.reduce((a, b) => a + b, 0));
        expect(sum.base + sum.vat).toBe(sum.total);
      }),
    );
  });

  it("tells a VAT number from a bare company number", () => {
    expect(isVatRegistered("BG204567891")).toBe(true);
    expect(isVatRegistered("204567891")).toBe(false);
    expect(isVatRegistered("")).toBe(false);
    expect(companyNumberOf("BG204567891")).toBe("204567891");
    expect(companyNumberOf("204567891")).toBe("204567891");
  });

  it("numbers invoices with 10 digits and refuses what cannot be one", () => {
    expect(formatInvoiceNumber(1)).toBe("0000000001");
    expect(formatInvoiceNumber(1234567890)).toBe("1234567890");
    expect(() => formatInvoiceNumber(0)).toThrow(RangeError);
    expect(() => formatInvoiceNumber(10_000_000_000)).toThrow(RangeError);
  });

  it("allows an invoice to be asked for five days after the payment", () => {
    const paid = new Date("2026-11-20T10:00:00Z");
    expect(invoiceRequestDeadline(paid).toISOString()).toBe("2026-11-25T10:00:00.000Z");
  });
});
