import type { Locale } from "@kursove/i18n";
import { formatShare } from "../../lib/percent";

/** A commission rate given in percent, as "12,5 %" or "12.5%". */
export function formatPercent(rate: number, locale: Locale) {
  return formatShare(rate / 100, locale, 2);
}

/** Today's calendar date in Sofia (YYYY-MM-DD): the earliest a commission change may take effect. */
export function sofiaToday(now = new Date()) {
  return new Intl.DateTimeFormat("en-CA", {
    timeZone: "Europe/Sofia",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).format(now);
}

/** The page of a list from `?page=` (1 when absent or wrong). */
export function pageOf(url: URL) {
  return Math.min(10_000, Math.max(1, Number.parseInt(url.searchParams.get("page") ?? "1", 10) || 1));
}

export const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The answer of an admin form: which form, whether it worked, the message and the API's field errors. */
export type FormAnswer<Form extends string = string> = {
  form: Form;
  ok: boolean;
  message: string;
  errors: Record<string, string[]>;
  values: Record<string, string>;
};
