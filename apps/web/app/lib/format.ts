import { type Locale, localeInfo } from "@kursove/i18n";

const zone = "Europe/Sofia";

/** Money in minor units as "249,00 лв." / "BGN 249.00". */
export function formatMoney(minor: number, locale: Locale, currency = "BGN") {
  return new Intl.NumberFormat(localeInfo[locale].iso, { style: "currency", currency }).format(minor / 100);
}

export function formatDate(
  iso: string,
  locale: Locale,
  options: Intl.DateTimeFormatOptions = { dateStyle: "long" },
) {
  return new Intl.DateTimeFormat(localeInfo[locale].iso, { timeZone: zone, ...options }).format(
    new Date(iso),
  );
}

/** A calendar date (YYYY-MM-DD) without a time zone shift. */
export function formatDay(
  day: string,
  locale: Locale,
  options: Intl.DateTimeFormatOptions = { dateStyle: "long" },
) {
  return new Intl.DateTimeFormat(localeInfo[locale].iso, { timeZone: "UTC", ...options }).format(
    new Date(`${day}T00:00:00Z`),
  );
}

export function formatRating(value: number, locale: Locale) {
  return new Intl.NumberFormat(localeInfo[locale].iso, {
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  }).format(value);
}
