import { blogLocales } from "@kursove/contracts";
import { useTranslation } from "react-i18next";
import { useLocation } from "react-router";
import { SearchFilters } from "../../ui/search-filters";
import type { BlogListFilters } from "./blog-list-filters";

/** Searches the admin blog list by text and language, within the open tab. */
export function BlogSearch({ filters }: { filters: BlogListFilters }) {
  const { t } = useTranslation("blog");
  const location = useLocation();
  const tab = filters.status === "all" ? location.pathname : `${location.pathname}?status=${filters.status}`;
  return (
    <SearchFilters
      id="blog"
      label={t("admin.search.label")}
      placeholder={t("admin.search.placeholder")}
      q={filters.q}
      keep={filters.status !== "all" ? { status: filters.status } : {}}
      choices={[
        {
          name: "locale",
          label: t("admin.search.locale"),
          value: filters.locale,
          anyLabel: t("admin.search.anyLocale"),
          options: blogLocales.map((l) => ({ value: l, label: t(`languages.${l}`) })),
        },
      ]}
      submitLabel={t("admin.search.submit")}
      clear={
        filters.q !== "" || filters.locale !== "" ? { href: tab, label: t("admin.search.clear") } : undefined
      }
    />
  );
}
