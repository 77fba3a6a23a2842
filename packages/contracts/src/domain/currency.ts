/**
 * Money's one home (FEATURES MONEY-EUR, ADR 021, ADR 025): the currency of sale, the fixed lev-euro rate, conversion
 * with the legal rounding, the promotion price and the one formatter both apps use (pages, mails, PDF, CSV).
 * Plain code without zod, so the browser bundle can import it.
 */
import { answered } from "./format-answers";

export const currencies = ["EUR", "BGN"] as const;
export type Currency = (typeof currencies)[number];
/** Bulgaria's currency since 1 January 2026; BGN (the specification's original) stays possible by setting. */
export const defaultCurrency: Currency = "EUR";

/** The fixed rate of Council Regulation (EU) 2025/1407: 1 EUR = 1.95583 BGN, kept as an exact fraction. */
export const bgnPerEur = { stotinki: 195_583, cents: 100_000 } as const;
export const bgnPerEurText = "1,95583";

export function isCurrency(value: unknown): value is Currency {
  return value === "EUR" || value === "BGN";
}

/** The currency shown beside the currency of sale. */
export function otherCurrency(currency: Currency): Currency {
  return currency === "EUR" ? "BGN" : "EUR";
}

/** numerator / denominator of non-negative integers, rounded to the nearest integer, halves up. */
function divideHalfUp(numerator: number, denominator: number) {
  return Math.floor((2 * numerator + denominator) / (2 * denominator));
}

/**
 * An amount in minor units converted at the fixed rate and rounded to the cent (stotinka), halves up
 * (away from zero for a negative amount, e.g. a ledger's debit), in exact integer arithmetic.
 */
export function convertMinor(minor: number, from: Currency, to: Currency): number {
  if (!Number.isSafeInteger(minor)) throw new RangeError(`not an amount in minor units: ${minor}`);
  if (from === to) return minor;
  const size = Math.abs(minor);
  const converted =
    from === "BGN"
      ? divideHalfUp(size * bgnPerEur.cents, bgnPerEur.stotinki)
      : divideHalfUp(size * bgnPerEur.stotinki, bgnPerEur.cents);
  return minor < 0 ? -converted : converted;
}

/**
 * The largest order one card payment may carry, in minor units: Stripe's limit for EUR and BGN (999 999.99).
 * Checkout refuses a cart priced above it before it saves anything (CHECKOUT-TOTAL-MAX); it also keeps every
 * stored amount within PostgreSQL's integer, which a cart of 30 places at the highest price overflows.
 */
export const maxPaymentAmount = 99_999_999;

/** Promote course: the price of one day (PROMOTION-PRICE: 2.99 BGN), converted at the fixed rate when selling in euro. */
export function promotionPricePerDay(currency: Currency): number {
  return convertMinor(299, "BGN", currency);
}

export type MoneyLocale = "bg" | "en";
const iso: Record<MoneyLocale, string> = { bg: "bg-BG", en: "en-US" };
const formats = new Map<string, Intl.NumberFormat>();

function numberFormat(locale: MoneyLocale, currency: Currency) {
  const key = `${locale}:${currency}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(iso[locale], { style: "currency", currency });
    formats.set(key, format);
  }
  return format;
}

/** One amount in one currency: "49,00 €" / "€49.00", "95,84 лв." / "BGN 95.84". */
export function formatAmount(minor: number, currency: Currency, locale: MoneyLocale): string {
  return answered(`amount ${locale} ${currency}`, String(minor), () =>
    numberFormat(locale, currency).format(minor / 100),
  );
}

/** The currency's sign in running text and form labels: "€", "лв." / "BGN". */
export function currencySign(currency: Currency, locale: MoneyLocale): string {
  return answered(
    `sign ${locale}`,
    currency,
    () =>
      numberFormat(locale, currency)
        .formatToParts(1)
        .find((p) => p.type === "currency")?.value ?? currency,
  );
}

export type MoneyDisplay = {
  /** show the other currency beside the amount (setting SHOW_SECOND_CURRENCY, on by default) */
  second: boolean;
};

/** What a server tells its pages about money: the currency of sale and whether the other is shown beside. */
export type MoneySettings = MoneyDisplay & { currency: Currency };
export const defaultMoneySettings: MoneySettings = { currency: defaultCurrency, second: true };

/**
 * Money as everyone sees it: "49,00 € (95,84 лв.)" in Bulgarian, "€49.00 (BGN 95.84)" in English, or the
 * reverse when selling in leva; the second amount at the fixed rate, in the same size and style.
 */
export function formatMoney(
  minor: number,
  currency: Currency,
  locale: MoneyLocale,
  display: MoneyDisplay = { second: true },
): string {
  const first = formatAmount(minor, currency, locale);
  if (!display.second) return first;
  const other = otherCurrency(currency);
  return `${first} (${formatAmount(convertMinor(minor, currency, other), other, locale)})`;
}
