import { useEffect, useState } from "react";
import { formatDecimal } from "../../lib/format";
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
  return (value: number | string) => formatDecimal(Number(value), locale);
}
