import type { Locale } from "@kursove/i18n/locale";
import { formatShare } from "./percent";

/** The top of a chart's scale: the largest value rounded up to 1, 2 or 5 times a power of ten; 0 when none. */
export function niceMax(values: number[]) {
  const max = Math.max(0, ...values);
  if (max <= 0) return 0;
  const power = 10 ** Math.floor(Math.log10(max));
  return ([1, 2, 5, 10].find((step) => step * power >= max) ?? 10) * power;
}

/** A value's part of the scale, 0..1 (negative values draw nothing). */
export const shareOf = (value: number, max: number) => (max > 0 ? Math.min(1, Math.max(0, value / max)) : 0);

/** Places sold of capacity as 0..1, or null without capacity. */
export const utilizationShare = (sold: number, capacity: number) =>
  capacity > 0 ? Math.min(1, sold / capacity) : null;

/** A share 0..1 as a whole percent in the page's language ("45 %" / "45%"). */
export const formatPercent = (share: number, locale: Locale) => formatShare(share, locale);
