/**
 * Sofia time shown in words: part of sofia-time.ts (its one home, DESIGN 4, ADR 025), on Intl alone so a
 * page that only shows dates does not download date-fns (P5). Import it through sofia-time.ts, except in
 * the browser's public pages.
 */
import { answered } from "./format-answers";

/** Business times are shown in Sofia's time zone whatever the server's. */
export const businessTimeZone = "Europe/Sofia";

const dateFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * One formatter per locale, zone and options, kept: making an Intl.DateTimeFormat costs far more than using
 * it, and a page formats dozens of dates (P8 of docs/performance.md). The options are few and fixed in code.
 */
function dateFormat(localeIso: string, timeZone: string, options: Intl.DateTimeFormatOptions) {
  const key = `${localeIso} ${timeZone} ${JSON.stringify(options)}`;
  let format = dateFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(localeIso, { timeZone, ...options });
    dateFormats.set(key, format);
  }
  return format;
}

/** A date (and time) of an instant as Sofia shows it, in a locale's words (e.g. "26 ноември 2026 г."). */
export function formatSofiaDate(
  instant: Date | string,
  localeIso: string,
  options: Intl.DateTimeFormatOptions = { dateStyle: "long" },
): string {
  const date = new Date(instant);
  return answered(`date ${localeIso} ${JSON.stringify(options)}`, String(date.getTime()), () =>
    dateFormat(localeIso, businessTimeZone, options).format(date),
  );
}

/** A calendar date (YYYY-MM-DD) in a locale's words, without a time zone shift. */
export function formatCalendarDate(
  date: string,
  localeIso: string,
  options: Intl.DateTimeFormatOptions = { dateStyle: "long" },
): string {
  return answered(`day ${localeIso} ${JSON.stringify(options)}`, date, () =>
    dateFormat(localeIso, "UTC", options).format(new Date(`${date}T00:00:00Z`)),
  );
}
