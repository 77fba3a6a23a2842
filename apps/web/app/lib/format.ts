import {
  type Currency,
  convertMinor,
  currencySign,
  defaultMoneySettings,
  formatMoney as formatMoneyIn,
  isCurrency,
  type MoneySettings,
  otherCurrency,
} from "@kursove/contracts/currency";
import { answered } from "@kursove/contracts/domain/format-answers";
import { formatCalendarDate, formatSofiaDate } from "@kursove/contracts/domain/sofia-format";
import { type Locale, localeInfo } from "@kursove/i18n/locale";

// The server's money settings: one value per process (the API's config), set by the root layout from its
// loader before any page renders (root.tsx), on the server and in the browser alike.
let money: MoneySettings = defaultMoneySettings;

export function setMoneySettings(settings: MoneySettings) {
  money = settings;
}

/** The currency of sale (CURRENCY) and whether the other currency is shown beside amounts. */
export function moneySettings(): MoneySettings {
  return money;
}

/**
 * Money in minor units as everyone sees it (MONEY-FORMAT): "49,00 € (95,84 лв.)" / "€49.00 (BGN 95.84)";
 * in the currency the API named, else the currency of sale.
 */
export function formatMoney(minor: number, locale: Locale, currency?: string) {
  const shown: Currency = isCurrency(currency) ? currency : money.currency;
  return formatMoneyIn(minor, shown, locale, { second: money.second });
}

/**
 * A big price in two parts: the amount in the currency of sale, and the other currency's amount (null
 * when it is not shown), each from the same formatter, so a layout can give the second a line of its own.
 */
export function formatMoneyParts(minor: number, locale: Locale) {
  const main = formatMoneyIn(minor, money.currency, locale, { second: false });
  if (!money.second) return { main, second: null };
  const other = otherCurrency(money.currency);
  return {
    main,
    second: formatMoneyIn(convertMinor(minor, money.currency, other), other, locale, { second: false }),
  };
}

/**
 * The currency of sale's sign for form labels and hints: "€", "лв." / "BGN". An action, which runs before
 * any render, passes its request context's settings.
 */
export function moneySign(locale: Locale, settings: MoneySettings | undefined = money) {
  return currencySign(settings.currency, locale);
}

/** An instant's date (and time, with options) as Sofia shows it. */
export function formatDate(
  iso: string,
  locale: Locale,
  options: Intl.DateTimeFormatOptions = { dateStyle: "long" },
) {
  return formatSofiaDate(iso, localeInfo[locale].iso, options);
}

/** A calendar date (YYYY-MM-DD) without a time zone shift. */
export function formatDay(
  day: string,
  locale: Locale,
  options: Intl.DateTimeFormatOptions = { dateStyle: "long" },
) {
  return formatCalendarDate(day, localeInfo[locale].iso, options);
}

const ratingFormats = new Map<Locale, Intl.NumberFormat>();

/** A rating with one decimal ("4,5" / "4.5"); the formatter is made once per language (P8). */
export function formatRating(value: number, locale: Locale) {
  return answered(`rating ${locale}`, String(value), () => {
    let format = ratingFormats.get(locale);
    if (!format) {
      format = new Intl.NumberFormat(localeInfo[locale].iso, {
        minimumFractionDigits: 1,
        maximumFractionDigits: 1,
      });
      ratingFormats.set(locale, format);
    }
    return format.format(value);
  });
}

/** A number with at most one decimal, as the locale writes it: hours (18,5 in Bulgarian), counts, sizes. */
export function formatDecimal(value: number, locale: Locale) {
  return answered(`decimal ${locale}`, String(value), () =>
    new Intl.NumberFormat(localeInfo[locale].iso, { maximumFractionDigits: 1 }).format(value),
  );
}

/** A number of hours with at most one decimal (18,5 in Bulgarian). */
export const formatHours = formatDecimal;
