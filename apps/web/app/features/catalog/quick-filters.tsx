import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { filterChip } from "./filter-chip";
import {
  type Filters,
  filterLinkRel,
  isThisWeek,
  listOf,
  setValue,
  singleOf,
  toggleThisWeek,
  toggleValue,
} from "./filters";

/** Quick filters above the results; links, so they work without JavaScript. */
export function QuickFilters({ filters, href }: { filters: Filters; href: (next: Filters) => string }) {
  const { t } = useTranslation("catalog");
  const types = listOf(filters, "type");
  const isForKids = singleOf(filters, "audience") === "kids";
  const quick = [
    { key: "online", on: types.includes("online"), next: toggleValue(filters, "type", "online") },
    { key: "thisWeek", on: isThisWeek(filters), next: toggleThisWeek(filters) },
    {
      key: "certification",
      on: types.includes("certification"),
      next: toggleValue(filters, "type", "certification"),
    },
    { key: "kids", on: isForKids, next: setValue(filters, "audience", isForKids ? undefined : "kids") },
  ];
  return (
    <nav aria-label={t("quick.label")} className="relative -mx-4 mt-5 overflow-x-auto px-4 sm:mx-0 sm:px-0">
      <ul className="flex gap-2 pb-1">
        {quick.map(({ key, on, next }) => (
          <li key={key} className="shrink-0">
            <Link
              to={href(next)}
              rel={filterLinkRel(next)}
              preventScrollReset
              aria-current={on ? "true" : undefined}
              className={`${filterChip} ${on ? "bg-primary text-white ring-primary" : "bg-white text-stone-800 ring-stone-300 hover:text-primary hover:ring-primary"}`}
            >
              {on && (
                <svg viewBox="0 0 20 20" className="h-4 w-4" aria-hidden="true">
                  <path
                    fill="currentColor"
                    d="M16.7 5.3a1 1 0 010 1.4l-8 8a1 1 0 01-1.4 0l-4-4a1 1 0 111.4-1.4L8 12.6l7.3-7.3a1 1 0 011.4 0z"
                  />
                </svg>
              )}
              {t(`quick.${key}`)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
