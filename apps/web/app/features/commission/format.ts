import type { Locale } from "@kursove/i18n";
import { formatShare } from "../../lib/percent";

/** A commission rate given in percent, as "12,5 %" or "12.5%". */
export function formatPercent(rate: number, locale: Locale) {
  return formatShare(rate / 100, locale, 2);
}
