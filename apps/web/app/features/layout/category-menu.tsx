import type { Category } from "@kursove/contracts";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useLocale } from "../../lib/use-locale";
import { CategoriesLoading } from "./categories-loading";
import type { HeaderCategories } from "./header-categories";

/** The menu's categories, or while they are on the way a status, or when they failed a retry. */
export function CategoryMenu({ categories, retry }: { categories: HeaderCategories; retry: () => void }) {
  const { t } = useTranslation();
  if (categories.state === "ready") return <CategoryLinks categories={categories.categories} />;
  if (categories.state === "loading") return <CategoriesLoading />;
  return (
    <div className="col-span-full flex flex-wrap items-center gap-3">
      <p role="alert" className="text-sm font-medium text-red-800">
        {t("nav.categoriesFailed")}
      </p>
      <button
        type="button"
        onClick={retry}
        className="rounded-md border border-stone-300 px-3 py-1.5 text-sm font-semibold text-stone-800 hover:bg-stone-100"
      >
        {t("nav.retry")}
      </button>
    </div>
  );
}

function CategoryLinks({ categories }: { categories: Category[] }) {
  const { to } = useLocale();
  return categories.map((category) => (
    <div key={category.id}>
      <Link
        to={`${to("/courses")}?category_id=${category.id}`}
        className="text-sm font-bold text-dark hover:text-primary"
      >
        {category.name}
      </Link>
      <ul className="mt-1.5 space-y-1">
        {category.subcategories.map((sub) => (
          <li key={sub.id}>
            <Link
              to={`${to("/courses")}?subcategory_id=${sub.id}&category_id=${category.id}`}
              className="text-sm text-stone-600 hover:text-primary"
            >
              {sub.name}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  ));
}
