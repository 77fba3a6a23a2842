import type { NotificationItem } from "@kursove/contracts";
import type { Locale } from "@kursove/i18n/locale";
import type { TFunction } from "i18next";
import { formatDate, formatMoney } from "../../lib/format";

const str = (v: string | number | null | undefined) => (v === null || v === undefined ? "" : String(v));
const money = (v: string | number | null | undefined, locale: Locale) =>
  typeof v === "number" ? formatMoney(v, locale) : str(v);
const when = (v: string | number | null | undefined, locale: Locale, withTime: boolean) =>
  typeof v === "string" && v
    ? formatDate(v, locale, withTime ? { dateStyle: "long", timeStyle: "short" } : { dateStyle: "long" })
    : "";

/** The sentence of a notification in the reader's language, built from its data (amounts, dates). */
export function notificationText(item: NotificationItem, t: TFunction, locale: Locale): string {
  const d = item.data;
  const values = {
    course: str(d.course),
    number: str(d.number),
    session: str(d.session),
    total: money(d.total, locale),
    amount: money(d.amount, locale),
    date:
      item.kind === "waitlist_offer"
        ? when(d.held_until, locale, true)
        : when(d.starts_at, locale, item.kind === "session_reminder"),
    ns: "notifications",
  };
  if (item.kind === "refund_decided")
    return t(
      d.status === "refunded"
        ? "text.refund_decided_refunded"
        : d.status === "refused"
          ? "text.refund_decided_refused"
          : "text.refund_decided_other",
      values,
    );
  return t(`text.${item.kind}`, values);
}

/** "5 minutes ago" under a day, the date in Sofia time after. */
export function notificationWhen(iso: string, locale: Locale, now = Date.now()) {
  const minutes = Math.round((now - new Date(iso).getTime()) / 60_000);
  const relative = new Intl.RelativeTimeFormat(locale === "bg" ? "bg-BG" : "en-GB", { numeric: "auto" });
  if (minutes < 1) return relative.format(0, "minute");
  if (minutes < 60) return relative.format(-minutes, "minute");
  if (minutes < 24 * 60) return relative.format(-Math.round(minutes / 60), "hour");
  return formatDate(iso, locale, { dateStyle: "medium", timeStyle: "short" });
}
