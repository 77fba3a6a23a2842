import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { moneySign } from "../../lib/format";
import { useLocale } from "../../lib/use-locale";
import { FilterGroup, filterField } from "./filter-controls";
import { type Filters, type PriceBounds, singleOf } from "./filters";
import { useNumber } from "./use-hydrated";

/** The price typed in leva from the filters' minor units, as the input shows it. */
const typedPriceOf = (filters: Filters, key: string) => {
  const minor = singleOf(filters, key);
  return minor ? String(Number(minor) / 100) : "";
};

/**
 * From and to prices in whole leva, with a submit arrow; the form turns them into the API's minor units
 * (`applyTypedPrices`), so they work without JavaScript too.
 */
export function PriceFilter({ id, filters, bounds }: { id: string; filters: Filters; bounds: PriceBounds }) {
  const { t } = useTranslation("catalog");
  const { locale } = useLocale();
  const number = useNumber();
  return (
    <FilterGroup legend={t("filters.price")}>
      <div className="flex items-end gap-2">
        {(["price_min", "price_max"] as const).map((key) => (
          <div key={key} className="min-w-0 flex-1">
            <label htmlFor={`${id}-${key}`} className="mb-1 block text-xs font-semibold text-stone-600">
              {t(key === "price_min" ? "filters.priceFrom" : "filters.priceTo", {
                currency: moneySign(locale),
              })}
            </label>
            <PriceInput
              id={`${id}-${key}`}
              name={key === "price_min" ? "price_from" : "price_to"}
              value={typedPriceOf(filters, key)}
              placeholder={String(
                key === "price_min" ? Math.floor(bounds.min / 100) : Math.ceil(bounds.max / 100),
              )}
            />
          </div>
        ))}
        <button
          type="submit"
          className="flex h-11 w-11 shrink-0 items-center justify-center rounded-lg bg-secondary text-primary hover:bg-primary hover:text-white"
        >
          <svg viewBox="0 0 20 20" className="h-5 w-5" aria-hidden="true">
            <path
              fill="currentColor"
              d="M11.3 4.3a1 1 0 011.4 0l5 5a1 1 0 010 1.4l-5 5a1 1 0 01-1.4-1.4l3.3-3.3H3a1 1 0 110-2h11.6l-3.3-3.3a1 1 0 010-1.4z"
            />
          </svg>
          <span className="sr-only">{t("filters.applyPrice")}</span>
        </button>
      </div>
      {bounds.max > 0 && (
        <p className="mt-2 text-xs text-stone-600">
          {t("filters.priceRange", {
            min: number(Math.floor(bounds.min / 100)),
            max: number(Math.ceil(bounds.max / 100)),
            currency: moneySign(locale),
          })}
        </p>
      )}
    </FilterGroup>
  );
}

/** A price in leva; with JavaScript it applies when the visitor leaves the field (Enter submits the form). */
function PriceInput({ value, ...props }: { id: string; name: string; value: string; placeholder: string }) {
  const ref = useRef<HTMLInputElement>(null);
  useEffect(() => {
    // the URL changed (a chip, the back button): show its price unless the visitor is typing one
    if (ref.current && document.activeElement !== ref.current) ref.current.value = value;
  }, [value]);
  return (
    <input
      ref={ref}
      {...props}
      type="number"
      inputMode="decimal"
      min={0}
      step="any"
      defaultValue={value}
      onBlur={(e) => {
        if (e.currentTarget.value !== value) e.currentTarget.form?.requestSubmit();
      }}
      className={filterField}
    />
  );
}
