import type { CourseListResponse } from "@kursove/contracts";
import { useTranslation } from "react-i18next";
import { FilterGroup, type FilterProps, FilterSection, filterField } from "./filter-controls";
import { setValue, singleOf } from "./filters";

/** The city select; a city in the URL that has no courses now stays listed with (0). */
export function CityFilter({
  id,
  filters,
  go,
  cities,
}: FilterProps & { cities: CourseListResponse["filters"]["cities"] }) {
  const { t } = useTranslation("catalog");
  return (
    <FilterSection>
      <label htmlFor={`${id}-city`} className="block text-sm font-bold text-dark">
        {t("filters.city")}
      </label>
      <p id={`${id}-city-hint`} className="mb-2 text-xs text-stone-600">
        {t("filters.cityHint")}
      </p>
      <select
        id={`${id}-city`}
        name="city"
        aria-describedby={`${id}-city-hint`}
        value={singleOf(filters, "city") ?? ""}
        onChange={(e) => go(setValue(filters, "city", e.target.value))}
        className={filterField}
      >
        <option value="">{t("filters.allCities")}</option>
        {cities.map((c) => (
          <option key={c.value} value={c.value}>
            {c.name} ({c.count})
          </option>
        ))}
        {filters.city && !cities.some((c) => c.value === filters.city) && (
          <option value={singleOf(filters, "city")}>{singleOf(filters, "city")} (0)</option>
        )}
      </select>
    </FilterSection>
  );
}

/** From and to dates; the end cannot come before the start. */
export function DatesFilter({ id, filters, go }: FilterProps) {
  const { t } = useTranslation("catalog");
  return (
    <FilterGroup legend={t("filters.dates")}>
      <div className="grid gap-3">
        {(["date_from", "date_to"] as const).map((key) => (
          <div key={key} className="min-w-0">
            <label htmlFor={`${id}-${key}`} className="mb-1 block text-xs font-semibold text-stone-600">
              {t(key === "date_from" ? "filters.dateFrom" : "filters.dateTo")}
            </label>
            <input
              id={`${id}-${key}`}
              type="date"
              name={key}
              value={singleOf(filters, key) ?? ""}
              min={key === "date_to" ? singleOf(filters, "date_from") : undefined}
              onChange={(e) => go(setValue(filters, key, e.target.value))}
              className={`${filterField} px-2`}
            />
          </div>
        ))}
      </div>
    </FilterGroup>
  );
}
