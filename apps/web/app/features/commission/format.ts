import type { Locale } from "@kursove/i18n/locale";
import { formatShare } from "../../lib/percent";

/** A commission rate given in percent, as "12,5 %" or "12.5%". */
export function formatPercent(rate: number, locale: Locale) {
  return formatShare(rate / 100, locale, 2);
}

/**
 * The rate the admin typed, for the API: a decimal comma reads as a point; an empty or malformed rate
 * goes as such (undefined or NaN), so the API names the field's error.
 */
export function rateFromInput(text: string): number | undefined {
  const rate = text.trim().replace(",", ".");
  return rate === "" ? undefined : Number(rate);
}
