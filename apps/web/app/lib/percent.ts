import { answered } from "@kursove/contracts/domain/format-answers";
import { type Locale, localeInfo } from "@kursove/i18n/locale";

/** A share (0.45) as a percent in the page's language: "45 %" in Bulgarian, with a no-break space; "45%". */
export function formatShare(share: number, locale: Locale, maximumFractionDigits = 0) {
  return answered(`share ${locale} ${maximumFractionDigits}`, String(share), () => {
    const text = new Intl.NumberFormat(localeInfo[locale].iso, {
      style: "percent",
      maximumFractionDigits,
    }).format(share);
    return locale === "bg" ? text.replace(/\s*%$/, "\u00a0%") : text;
  });
}
