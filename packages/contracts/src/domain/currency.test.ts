import { describe, expect, it } from "vitest";
import { convertMinor, currencySign, formatMoney, otherCurrency, promotionPricePerDay } from "./currency";

const nbsp = (s: string) => s.replace(/[\u00a0\u202f]/g, " ");

describe("MONEY-EUR: conversion at the fixed rate 1 EUR = 1.95583 BGN", () => {
  it("converts lev to euro and back, rounded to the cent", () => {
    expect(convertMinor(9584, "BGN", "EUR")).toBe(4900);
    expect(convertMinor(4900, "EUR", "BGN")).toBe(9584);
    expect(convertMinor(195583, "BGN", "EUR")).toBe(100000);
    expect(convertMinor(100, "EUR", "BGN")).toBe(196);
    expect(convertMinor(0, "BGN", "EUR")).toBe(0);
    expect(convertMinor(1234, "EUR", "EUR")).toBe(1234);
  });

  it("rounds an exact half-cent up, not to even", () => {
    // 1500.00 € = 2933.745 лв.: half up gives 2933.75, banker's rounding would give 2933.74
    expect(convertMinor(150000, "EUR", "BGN")).toBe(293375);
    // 500.00 € = 977.915 лв.
    expect(convertMinor(50000, "EUR", "BGN")).toBe(97792);
    // just below and above a half
    expect(convertMinor(1, "BGN", "EUR")).toBe(1); // 0.511 cent
    expect(convertMinor(97, "BGN", "EUR")).toBe(50); // 49.595 cents
    expect(convertMinor(98, "BGN", "EUR")).toBe(50); // 50.106 cents
  });

  it("rounds a negative amount away from zero, like its positive", () => {
    expect(convertMinor(-150000, "EUR", "BGN")).toBe(-293375);
    expect(convertMinor(-9584, "BGN", "EUR")).toBe(-4900);
  });

  it("refuses what is not an amount in minor units", () => {
    expect(() => convertMinor(1.5, "BGN", "EUR")).toThrow(RangeError);
  });

  it("prices a day of promotion at 2.99 лв. converted: 1.53 €", () => {
    expect(promotionPricePerDay("BGN")).toBe(299);
    expect(promotionPricePerDay("EUR")).toBe(153);
  });
});

describe("MONEY-FORMAT: one formatter, the other currency beside", () => {
  it("writes euro first with leva beside it in Bulgarian and English", () => {
    expect(nbsp(formatMoney(4900, "EUR", "bg"))).toBe("49,00 € (95,84 лв.)");
    expect(nbsp(formatMoney(4900, "EUR", "en"))).toBe("€49.00 (BGN 95.84)");
  });

  it("writes the reverse when selling in leva", () => {
    expect(nbsp(formatMoney(9584, "BGN", "bg"))).toBe("95,84 лв. (49,00 €)");
    expect(nbsp(formatMoney(9584, "BGN", "en"))).toBe("BGN 95.84 (€49.00)");
  });

  it("shows one currency when the second is switched off", () => {
    expect(nbsp(formatMoney(163900, "EUR", "bg", { second: false }))).toBe("1639,00 €");
    expect(nbsp(formatMoney(163900, "EUR", "en", { second: false }))).toBe("€1,639.00");
  });

  it("names the signs and the other currency", () => {
    expect(currencySign("EUR", "bg")).toBe("€");
    expect(currencySign("BGN", "bg")).toBe("лв.");
    expect(currencySign("BGN", "en")).toBe("BGN");
    expect(otherCurrency("EUR")).toBe("BGN");
  });
});
