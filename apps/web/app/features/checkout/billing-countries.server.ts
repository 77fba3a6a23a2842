import { billingCountryIsos } from "@kursove/contracts/constants";
import { type Locale, localeInfo } from "@kursove/i18n/locale";

/** Billing countries named in the page's language: Bulgaria, Romania, then the EU by name. */
export function billingCountries(locale: Locale) {
  const names = new Intl.DisplayNames([localeInfo[locale].iso], { type: "region" });
  const named = billingCountryIsos.map((iso) => ({ value: iso, label: names.of(iso) ?? iso }));
  const [bulgaria, romania, ...rest] = named;
  const collator = new Intl.Collator(localeInfo[locale].iso);
  return [bulgaria!, romania!, ...rest.sort((a, b) => collator.compare(a.label, b.label))];
}
