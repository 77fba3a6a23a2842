import type { Locale } from "@kursove/i18n";
import { formatShare } from "../../lib/percent";

/** A commission rate given in percent, as "12,5 %" or "12.5%". */
export function formatPercent(rate: number, locale: Locale) {
  return formatShare(rate / 100, locale, 2);
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
