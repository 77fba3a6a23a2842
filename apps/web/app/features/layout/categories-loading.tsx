import { useTranslation } from "react-i18next";

/** The open categories menu while its categories (or its code) are on the way. */
export function CategoriesLoading() {
  const { t } = useTranslation();
  return (
    <p role="status" className="col-span-full text-sm text-stone-600">
      {t("nav.categoriesLoading")}
    </p>
  );
}
