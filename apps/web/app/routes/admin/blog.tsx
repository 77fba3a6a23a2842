import type { AdminBlogPage } from "@kursove/contracts";
import { pageOf } from "@kursove/contracts/domain/paging";
import { useTranslation } from "react-i18next";
import { Link, useLocation } from "react-router";
import { blogListFilters, blogListSearch, blogTabs } from "../../features/content/blog-list-filters";
import { BlogSearch } from "../../features/content/blog-search";
import { BlogTable } from "../../features/content/blog-table";
import { apiGet } from "../../lib/api.server";
import { guard } from "../../lib/guards.server";
import { localeOfPath } from "../../lib/locale";
import { useLocale } from "../../lib/use-locale";
import { AnswerNotice } from "../../ui/answer-notice";
import { buttonVariants } from "../../ui/button";
import { FilterTabs } from "../../ui/filter-tabs";
import { Pagination } from "../../ui/pagination";
import type { Route } from "./+types/blog";

/** Every article of the blog by state, language and search, 20 a page. */
export async function loader(args: Route.LoaderArgs) {
  await guard(args, ["admin", "locale"]);
  const url = new URL(args.request.url);
  const filters = blogListFilters(url);
  const page = pageOf(url);
  const query = new URLSearchParams({ page: String(page), ...Object.fromEntries(blogListSearch(filters)) });
  const list = await apiGet<AdminBlogPage>(
    args.context,
    args.request,
    `/admin/blog?${query}`,
    localeOfPath(url.pathname),
  );
  return { list, filters, page, deleted: url.searchParams.get("deleted") === "1" };
}

export default function AdminBlog({ loaderData: { list, filters, page, deleted } }: Route.ComponentProps) {
  const { t } = useTranslation("blog");
  const { to } = useLocale();
  const location = useLocation();
  const tabHref = (status: string) => {
    const text = blogListSearch(filters, status).toString();
    return `${location.pathname}${text ? `?${text}` : ""}`;
  };
  const counts = { all: list.counts.draft + list.counts.published, ...list.counts };
  return (
    <div className="space-y-5">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 className="text-xl font-bold text-dark">{t("title")}</h2>
          <p className="mt-1 max-w-3xl text-sm text-stone-700">{t("admin.intro")}</p>
        </div>
        <Link to={to("/admin/blog/new")} className={buttonVariants({ variant: "primary" })}>
          {t("admin.new")}
        </Link>
      </div>
      <AnswerNotice answer={deleted ? { ok: true, message: t("admin.deleted") } : null} />
      <FilterTabs
        label={t("admin.tabs.label")}
        current={filters.status}
        tabs={blogTabs.map((key) => ({
          key,
          label: t(`admin.tabs.${key}`),
          href: tabHref(key),
          count: counts[key],
        }))}
      />
      <BlogSearch filters={filters} />
      <BlogTable
        posts={list.data}
        isFiltered={filters.q !== "" || filters.locale !== "" || filters.status !== "all"}
      />
      <Pagination page={page} totalPages={list.last_page} />
    </div>
  );
}
