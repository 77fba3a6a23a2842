import type { CourseListResponse } from "@kursove/contracts";
import { useTranslation } from "react-i18next";
import { ButtonLink } from "../../ui/button";
import { CourseCard } from "./course-card";
import { clearFilters, countActive, type Filters } from "./filters";

type ResultsProps = {
  courses: CourseListResponse["courses"];
  filters: Filters;
  href: (next: Filters) => string;
  isLoading: boolean;
};

/** The courses found, dimmed while the next list loads; none found offers to clear the filters. */
export function CourseResults({ courses, filters, href, isLoading }: ResultsProps) {
  const { t } = useTranslation("catalog");
  const active = countActive(filters);
  return (
    <div aria-busy={isLoading} className={`mt-6 transition-opacity ${isLoading ? "opacity-60" : ""}`}>
      {courses.length > 0 ? (
        <ul className="grid gap-5 sm:grid-cols-2 xl:grid-cols-3">
          {courses.map((course) => (
            <li key={course.id} className="flex">
              <div className="w-full">
                <CourseCard course={course} />
              </div>
            </li>
          ))}
        </ul>
      ) : (
        <div className="rounded-xl border border-dashed border-stone-300 bg-white px-6 py-12 text-center">
          <h2 className="text-lg font-bold text-dark">{t("empty.title")}</h2>
          <p className="mt-1 text-stone-600">{t("empty.text")}</p>
          <div className="mt-5 flex flex-wrap justify-center gap-3">
            {active > 0 && (
              <ButtonLink to={href(clearFilters(filters))} preventScrollReset>
                {t("empty.clear")}
              </ButtonLink>
            )}
            {(filters.q || active === 0) && (
              <ButtonLink to={href({})} variant="secondary">
                {t("empty.all")}
              </ButtonLink>
            )}
          </div>
        </div>
      )}
    </div>
  );
}
