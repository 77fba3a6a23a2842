import type { Category, CourseListResponse } from "@kursove/contracts";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { formatDay, formatMoney } from "../../lib/format";
import { useLocale } from "../../lib/use-locale";
import { activeChipsOf } from "./active-chips";
import { filterChip } from "./filter-chip";
import { clearFilters, countActive, type Filters, filterLinkRel } from "./filters";
import { useNumber } from "./use-hydrated";

/** The chosen filters as chips, each with × to remove it. */
export function ActiveFilters({
  filters,
  facets,
  categories,
  href,
}: {
  filters: Filters;
  facets: CourseListResponse["filters"];
  categories: Category[];
  href: (next: Filters) => string;
}) {
  const { t } = useTranslation("catalog");
  const { locale } = useLocale();
  const number = useNumber();
  const chips = activeChipsOf(filters, facets.cities, categories, {
    t: (key, options) => t(key, options),
    number,
    money: (minor) => formatMoney(Number(minor), locale),
    day: (d) => formatDay(d, locale, { day: "numeric", month: "short" }),
  });
  if (chips.length === 0) return null;
  return (
    <div className="mt-3 flex flex-wrap items-center gap-2">
      <h3 className="sr-only">{t("active.label")}</h3>
      <ul className="flex flex-wrap gap-2">
        {chips.map(({ key, label, name, next }) => (
          <li key={key}>
            <Link
              to={href(next)}
              rel={filterLinkRel(next)}
              preventScrollReset
              aria-label={t("active.remove", { name: name ?? label })}
              className={`${filterChip} bg-secondary text-primary ring-transparent hover:ring-primary`}
            >
              {label}
              <svg viewBox="0 0 20 20" className="h-4 w-4" aria-hidden="true">
                <path stroke="currentColor" strokeWidth="2" strokeLinecap="round" d="M6 6l8 8M14 6l-8 8" />
              </svg>
            </Link>
          </li>
        ))}
      </ul>
      {countActive(filters) > 0 && (
        <Link
          to={href(clearFilters(filters))}
          preventScrollReset
          className="px-2 text-sm font-semibold text-stone-700 underline-offset-2 hover:text-primary hover:underline"
        >
          {t("empty.clear")}
        </Link>
      )}
    </div>
  );
}
