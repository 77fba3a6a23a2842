import type { CourseListResponse } from "@kursove/contracts";
import { courseSorts } from "@kursove/contracts/constants";
import type { Ref } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../ui/button";
import { DrawerControl } from "./drawer-control";
import { countActive, type Filters, setValue, singleOf } from "./filters";

type ToolbarProps = {
  list: CourseListResponse;
  filters: Filters;
  go: (next: Filters) => void;
  /** the phone's Filters button, which opens the drawer and gets focus back when it closes */
  drawer: { controlRef: Ref<HTMLElement>; isOpen: boolean; open: () => void };
};

/** Above the results: the phone's Filters button, how many courses were found, and the sort. */
export function ResultsToolbar({ list, filters, go, drawer }: ToolbarProps) {
  const { t } = useTranslation("catalog");
  const active = countActive(filters);
  return (
    <div className="flex flex-wrap items-center gap-3">
      <DrawerControl
        controlRef={drawer.controlRef}
        href="#filters"
        controls="filters"
        expanded={drawer.isOpen}
        onClick={drawer.open}
        className="inline-flex h-11 items-center gap-2 rounded-lg border border-stone-300 bg-white px-4 text-sm font-semibold text-dark shadow-sm hover:border-primary lg:hidden"
      >
        <svg viewBox="0 0 20 20" className="h-5 w-5 text-primary" aria-hidden="true">
          <path
            fill="currentColor"
            d="M3 5a1 1 0 011-1h12a1 1 0 110 2H4a1 1 0 01-1-1zm2 5a1 1 0 011-1h8a1 1 0 110 2H6a1 1 0 01-1-1zm3 4a1 1 0 011-1h2a1 1 0 110 2H9a1 1 0 01-1-1z"
          />
        </svg>
        {t("filters.title")}
        {active > 0 && (
          <span className="rounded-full bg-primary px-2 py-0.5 text-xs text-white">
            <span aria-hidden="true">{active}</span>
            <span className="sr-only">{t("filters.selected", { count: active })}</span>
          </span>
        )}
      </DrawerControl>
      <p
        aria-live="polite"
        aria-atomic="true"
        className="order-last w-full text-sm text-stone-700 sm:order-none sm:w-auto"
      >
        <span className="font-bold text-dark">{t("results.found", { count: list.total })}</span>
        {list.totalPages > 1 && (
          <span> · {t("results.pageOf", { page: list.page, total: list.totalPages })}</span>
        )}
      </p>
      <div className="ml-auto flex items-center gap-2">
        <label htmlFor="catalog-sort" className="sr-only text-sm text-stone-600 sm:not-sr-only">
          {t("sort.label")}
        </label>
        <select
          id="catalog-sort"
          form="filters-form"
          name="sort"
          value={singleOf(filters, "sort") ?? ""}
          onChange={(e) => go(setValue(filters, "sort", e.target.value))}
          className="h-11 rounded-lg border border-stone-300 bg-white px-3 text-sm font-semibold text-dark shadow-sm focus-visible:outline-2 focus-visible:outline-primary"
        >
          <option value="">{t(filters.q ? "sort.relevance" : "sort.default")}</option>
          {courseSorts.map((s) => (
            <option key={s} value={s}>
              {t(`sort.${s}`, { ns: "common" })}
            </option>
          ))}
        </select>
        <noscript>
          <Button type="submit" form="filters-form">
            {t("sort.apply")}
          </Button>
        </noscript>
      </div>
    </div>
  );
}
