import type { CourseListResponse } from "@kursove/contracts";
import { useTranslation } from "react-i18next";
import { Choice, FilterGroup, type FilterProps } from "./filter-controls";
import { listOf, setValue, singleOf, toggleValue } from "./filters";
import { useNumber } from "./use-hydrated";

type Facets = CourseListResponse["filters"];
type Counted = { value: string; count: number }[];

/** The languages offered for courses. */
const courseLanguages = ["bg", "en", "de", "es", "fr", "pt", "it"];
const ratingSteps = ["4.5", "4", "3"];
const audienceChoices = ["consumers", "business", "kids"];

const countOf = (list: Counted, value: string) => list.find((x) => x.value === value)?.count ?? 0;

/** Course types as checkboxes, each with its number of courses. */
export function TypeFilter({ filters, go, facets }: Omit<FilterProps, "id"> & { facets: Facets }) {
  const { t } = useTranslation("catalog");
  return (
    <FilterGroup legend={t("filters.type")}>
      {facets.types.map(({ value, count }) => (
        <Choice
          key={value}
          type="checkbox"
          name="type"
          value={value}
          label={t(`courseType.${value}`, { ns: "common" })}
          count={count}
          checked={listOf(filters, "type").includes(value)}
          onChange={() => go(toggleValue(filters, "type", value))}
        />
      ))}
    </FilterGroup>
  );
}

/** Course languages as checkboxes, the languages with most courses first. */
export function LanguageFilter({ filters, go, facets }: Omit<FilterProps, "id"> & { facets: Facets }) {
  const { t } = useTranslation("catalog");
  return (
    <FilterGroup legend={t("filters.language")}>
      {[...courseLanguages]
        .sort((a, b) => countOf(facets.languages, b) - countOf(facets.languages, a))
        .map((code) => (
          <Choice
            key={code}
            type="checkbox"
            name="language"
            value={code}
            label={t(`language.${code}`, { ns: "common" })}
            count={countOf(facets.languages, code)}
            checked={listOf(filters, "language").includes(code)}
            onChange={() => go(toggleValue(filters, "language", code))}
          />
        ))}
    </FilterGroup>
  );
}

/** The lowest rating as radios, "any" first. */
export function RatingFilter({ filters, go }: Omit<FilterProps, "id">) {
  const { t } = useTranslation("catalog");
  const number = useNumber();
  return (
    <FilterGroup legend={t("filters.rating")}>
      {["", ...ratingSteps].map((value) => (
        <Choice
          key={value || "any"}
          type="radio"
          name="rating"
          value={value}
          label={value ? `★ ${t("filters.ratingAtLeast", { value: number(value) })}` : t("filters.anyRating")}
          checked={(singleOf(filters, "rating") ?? "") === value}
          onChange={() => go(setValue(filters, "rating", value))}
        />
      ))}
    </FilterGroup>
  );
}

/** Who the course is for, as radios, "any" first. */
export function AudienceFilter({ filters, go, facets }: Omit<FilterProps, "id"> & { facets: Facets }) {
  const { t } = useTranslation("catalog");
  return (
    <FilterGroup legend={t("filters.audience")}>
      {["", ...audienceChoices].map((value) => (
        <Choice
          key={value || "any"}
          type="radio"
          name="audience"
          value={value}
          label={value ? t(`audience.${value}`, { ns: "common" }) : t("filters.anyAudience")}
          count={value ? countOf(facets.audiences, value) : undefined}
          checked={(singleOf(filters, "audience") ?? "") === value}
          onChange={() => go(setValue(filters, "audience", value))}
        />
      ))}
    </FilterGroup>
  );
}
