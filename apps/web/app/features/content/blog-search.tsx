import { blogLocales } from "@kursove/contracts";
import { useTranslation } from "react-i18next";
import { Form, Link, useLocation } from "react-router";
import { Button, buttonVariants } from "../../ui/button";
import { controlClass } from "../../ui/field";
import type { BlogListFilters } from "./blog-list-filters";

/** Searches the admin blog list by text and language, within the open tab. */
export function BlogSearch({ filters }: { filters: BlogListFilters }) {
  const { t } = useTranslation("blog");
  const location = useLocation();
  return (
    <Form
      key={location.search}
      method="get"
      role="search"
      aria-label={t("admin.search.label")}
      className="grid gap-3 rounded-2xl border border-stone-200 bg-white p-4 shadow-sm sm:grid-cols-[1fr_12rem_auto] sm:items-end"
    >
      {filters.status !== "all" && <input type="hidden" name="status" value={filters.status} />}
      <div>
        <label htmlFor="blog-q" className="mb-1 block text-sm font-semibold text-stone-700">
          {t("admin.search.label")}
        </label>
        <input
          id="blog-q"
          type="search"
          name="q"
          maxLength={100}
          defaultValue={filters.q}
          placeholder={t("admin.search.placeholder")}
          className={controlClass(false, "h-11")}
        />
      </div>
      <div>
        <label htmlFor="blog-locale" className="mb-1 block text-sm font-semibold text-stone-700">
          {t("admin.search.locale")}
        </label>
        <select
          id="blog-locale"
          name="locale"
          defaultValue={filters.locale}
          className={controlClass(false, "h-11")}
        >
          <option value="">{t("admin.search.anyLocale")}</option>
          {blogLocales.map((l) => (
            <option key={l} value={l}>
              {t(`languages.${l}`)}
            </option>
          ))}
        </select>
      </div>
      <div className="flex gap-2">
        <Button type="submit">{t("admin.search.submit")}</Button>
        {(filters.q !== "" || filters.locale !== "") && (
          <Link
            to={
              filters.status === "all" ? location.pathname : `${location.pathname}?status=${filters.status}`
            }
            className={buttonVariants({ variant: "secondary" })}
          >
            {t("admin.search.clear")}
          </Link>
        )}
      </div>
    </Form>
  );
}
