import type { Category, CourseListResponse } from "@kursove/contracts";
import { useTranslation } from "react-i18next";
import { Choice, type FilterProps, FilterSection, filterField } from "./filter-controls";
import { setValue, singleOf, toggleCategory, toggleSubcategory } from "./filters";

/** The category select, with the chosen category's subcategories as radios under it. */
export function CategoryFilter({
  id,
  filters,
  go,
  categories,
  facets,
}: FilterProps & { categories: Category[]; facets: CourseListResponse["filters"] }) {
  const { t } = useTranslation("catalog");
  const categoryId = singleOf(filters, "category_id");
  const category = categories.find((c) => String(c.id) === categoryId);
  return (
    <FilterSection>
      <label htmlFor={`${id}-category`} className="mb-2 block text-sm font-bold text-dark">
        {t("filters.category")}
      </label>
      <select
        id={`${id}-category`}
        name="category_id"
        value={categoryId ?? ""}
        onChange={(e) => {
          const chosen = e.target.value || categoryId;
          if (chosen) go(toggleCategory(filters, chosen));
        }}
        className={filterField}
      >
        <option value="">{t("filters.allCategories")}</option>
        {categories.map((c) => (
          <option key={c.id} value={c.id}>
            {c.name} ({facets.categories.find((f) => f.id === c.id)?.count ?? 0})
          </option>
        ))}
      </select>
      {category && category.subcategories.length > 0 && (
        <fieldset className="mt-4">
          <legend className="mb-1 text-xs font-bold uppercase tracking-wide text-stone-600">
            {t("filters.subcategories")}
          </legend>
          {[{ id: 0, name: t("filters.allSubcategories") }, ...category.subcategories].map((s) => (
            <Choice
              key={s.id}
              type="radio"
              name="subcategory_id"
              value={s.id ? String(s.id) : ""}
              label={s.name}
              checked={(singleOf(filters, "subcategory_id") ?? "") === (s.id ? String(s.id) : "")}
              onChange={() =>
                go(
                  s.id
                    ? toggleSubcategory(filters, category.id, s.id)
                    : setValue(filters, "subcategory_id", undefined),
                )
              }
            />
          ))}
        </fieldset>
      )}
    </FilterSection>
  );
}
