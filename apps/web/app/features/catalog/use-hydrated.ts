import { localeInfo } from "@kursove/i18n/locale";
import { useEffect, useState } from "react";
import { useLocale } from "../../lib/use-locale";

/** True once React runs in the browser (before that the page is a plain form). */
export function useHydrated() {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}

/** A number in the page's language, at most one decimal: 4,5 / 4.5. */
export function useNumber() {
  const { locale } = useLocale();
  return (value: number | string) =>
    new Intl.NumberFormat(localeInfo[locale].iso, { maximumFractionDigits: 1 }).format(Number(value));
}
