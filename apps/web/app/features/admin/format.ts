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

export const buttonClass =
  "inline-flex h-11 items-center justify-center rounded-lg px-4 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary disabled:opacity-70";
export const buttonStyles = {
  primary: `${buttonClass} bg-primary text-white hover:bg-primary-dark`,
  secondary: `${buttonClass} bg-white text-dark ring-1 ring-stone-300 hover:bg-stone-50`,
  danger: `${buttonClass} bg-red-700 text-white hover:bg-red-800`,
  dangerOutline: `${buttonClass} bg-white text-red-700 ring-1 ring-red-300 hover:bg-red-50`,
};
