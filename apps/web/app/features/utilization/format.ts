import type { Locale } from "@kursove/i18n/locale";
import type { TFunction } from "i18next";
import { formatDate } from "../../lib/format";
import { formatShare } from "../../lib/percent";

/** A share 0..1 as a whole percent in the page's language ("45 %" / "45%"). */
export function formatPercent(share: number, locale: Locale) {
  return formatShare(share, locale);
}

/** Minutes as "2 ч. 5 мин.", "2 ч." or "45 мин.". */
export function formatMinutes(minutes: number, t: TFunction) {
  if (minutes < 60) return t("utilization:minutes", { count: minutes });
  if (minutes % 60 === 0) return t("utilization:hours", { count: minutes / 60 });
  return t("utilization:hoursMinutes", { hours: Math.floor(minutes / 60), minutes: minutes % 60 });
}

/** A course's dates as one day or a range of days; null when it has none. */
export function formatCourseDates(startsAt: string | null, endsAt: string | null, locale: Locale) {
  if (!startsAt) return null;
  const from = formatDate(startsAt, locale, { dateStyle: "medium" });
  const to = endsAt ? formatDate(endsAt, locale, { dateStyle: "medium" }) : from;
  return from === to ? from : `${from} – ${to}`;
}

/** A session's or slot's day and hours ("12 май 2026 г., 18:00 – 20:00"). */
export function formatHours(startsAt: string, endsAt: string, locale: Locale) {
  const day = formatDate(startsAt, locale, { dateStyle: "medium", timeStyle: "short" });
  return `${day} – ${formatDate(endsAt, locale, { timeStyle: "short" })}`;
}
