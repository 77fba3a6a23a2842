import type { Category, CourseListResponse } from "@kursove/contracts";
import { type FormEvent, useRef } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useLocale } from "../../lib/use-locale";
import { buttonVariants } from "../../ui/button";
import { CategoryFilter } from "./category-filter";
import { AudienceFilter, LanguageFilter, RatingFilter, TypeFilter } from "./choice-filters";
import { DrawerControl } from "./drawer-control";
import {
  applyTypedPrices,
  clearFilters,
  countActive,
  type Filters,
  fromSearchParams,
  type PriceBounds,
  singleOf,
} from "./filters";
import { CityFilter, DatesFilter } from "./place-and-date-filters";
import { PriceFilter } from "./price-filter";
import { useHydrated } from "./use-hydrated";
import { useModalDrawer } from "./use-modal-drawer";

/** The form's fields as filters, with the typed prices turned into the API's minor units. */
function filtersOfForm(form: HTMLFormElement, bounds: PriceBounds): Filters {
  const params = new URLSearchParams();
  for (const [key, value] of new FormData(form)) if (typeof value === "string") params.append(key, value);
  return applyTypedPrices(fromSearchParams(params), bounds);
}

/**
 * The filter sidebar, a drawer on phones. It is a GET form whose fields are named like the API's
 * parameters, so it filters without JavaScript; with JavaScript every change applies at once.
 */
export function FilterPanel({
  id,
  filters,
  go,
  href,
  facets,
  categories,
  total,
  isOpen,
  onClose,
}: {
  id: string;
  filters: Filters;
  go: (next: Filters) => void;
  href: (next: Filters) => string;
  facets: CourseListResponse["filters"];
  categories: Category[];
  total: number;
  isOpen: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation("catalog");
  const { to } = useLocale();
  const hydrated = useHydrated();
  const closeRef = useRef<HTMLElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  useModalDrawer({ isOpen, onClose, panelRef, closeRef });

  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    go(filtersOfForm(e.currentTarget, facets.prices));
    if ((e.nativeEvent as SubmitEvent).submitter?.dataset.closes) onClose();
  };
  const shared = { id, filters, go };

  return (
    <div
      id={id}
      ref={panelRef}
      // a modal dialog while open on a phone, otherwise a labelled region beside the results
      {...{
        role: isOpen ? "dialog" : "region",
        "aria-modal": isOpen || undefined,
        "aria-labelledby": `${id}-title`,
      }}
      className={`${isOpen ? "max-lg:fixed max-lg:inset-0 max-lg:z-[55] max-lg:flex" : "max-lg:hidden max-lg:target:fixed max-lg:target:inset-0 max-lg:target:z-[55] max-lg:target:flex"} justify-end bg-dark/50 lg:block lg:bg-transparent`}
    >
      {isOpen && (
        <button
          type="button"
          tabIndex={-1}
          aria-label={t("filters.close")}
          onClick={onClose}
          className="absolute inset-0 cursor-default lg:hidden"
        />
      )}
      <form
        id={`${id}-form`}
        method="get"
        action={to("/courses")}
        onSubmit={onSubmit}
        className="relative flex h-full w-full max-w-sm flex-col bg-white shadow-2xl lg:h-auto lg:max-w-none lg:rounded-xl lg:border lg:border-stone-200 lg:shadow-sm"
      >
        <div className="flex items-center justify-between gap-3 border-b border-stone-200 px-5 py-4">
          <h2 id={`${id}-title`} className="text-lg font-bold text-dark">
            {t("filters.title")}
          </h2>
          {countActive(filters) > 0 && (
            <Link
              to={href(clearFilters(filters))}
              preventScrollReset
              className="ml-auto text-sm font-semibold text-primary hover:underline"
            >
              {t("filters.clear")}
            </Link>
          )}
          <DrawerControl
            controlRef={closeRef}
            href="#results"
            onClick={onClose}
            className="-mr-2 rounded-md p-2 text-stone-600 hover:bg-stone-100 lg:hidden"
          >
            <svg viewBox="0 0 24 24" className="h-6 w-6" aria-hidden="true">
              <path stroke="currentColor" strokeWidth="2" strokeLinecap="round" d="M6 6l12 12M18 6L6 18" />
            </svg>
            <span className="sr-only">{t("filters.close")}</span>
          </DrawerControl>
        </div>

        <div className="flex-1 divide-y divide-stone-200 overflow-y-auto overscroll-contain px-5 lg:overflow-visible">
          <CategoryFilter {...shared} categories={categories} facets={facets} />
          <TypeFilter {...shared} facets={facets} />
          <PriceFilter id={id} filters={filters} bounds={facets.prices} />
          <LanguageFilter {...shared} facets={facets} />
          <CityFilter {...shared} cities={facets.cities} />
          <DatesFilter {...shared} />
          <RatingFilter {...shared} />
          <AudienceFilter {...shared} facets={facets} />
        </div>

        {["q", "provider"].map((key) =>
          filters[key] ? <input key={key} type="hidden" name={key} value={singleOf(filters, key)} /> : null,
        )}
        <div className={`border-t border-stone-200 p-4 ${hydrated ? "lg:hidden" : ""}`}>
          <button
            type="submit"
            data-closes="true"
            className={buttonVariants({ variant: "primary", size: "lg", className: "w-full" })}
          >
            {hydrated ? t("filters.show", { count: total }) : t("filters.apply")}
          </button>
        </div>
      </form>
    </div>
  );
}
