import { type AdminBlogPage, type BlogLocale, blogLocales, blogStatuses } from "@kursove/contracts";
import { pageOf } from "@kursove/contracts/domain/paging";
import { useTranslation } from "react-i18next";
import { Form, Link, useLocation } from "react-router";
import { BlogStatusBadge } from "../../features/content/blog-status";
import { apiGet } from "../../lib/api.server";
import { formatDate } from "../../lib/format";
import { guard } from "../../lib/guards.server";
import { localeOfPath } from "../../lib/locale";
import { useLocale } from "../../lib/use-locale";
import { AnswerNotice } from "../../ui/answer-notice";
import { buttonVariants } from "../../ui/button";
import { DataTable } from "../../ui/data-table";
import { controlClass } from "../../ui/field";
import { choiceOf, FilterTabs } from "../../ui/filter-tabs";
import { Pagination } from "../../ui/pagination";
import type { Route } from "./+types/blog";

const tabs = ["all", ...blogStatuses] as const;

/** Every article of the blog by state, language and search, 20 a page. */
export async function loader(args: Route.LoaderArgs) {
  await guard(args, ["admin", "locale"]);
  const url = new URL(args.request.url);
  const status = choiceOf(url, "status", tabs);
  const rawLocale = url.searchParams.get("locale") ?? "";
  const filters = {
    status,
    locale: (blogLocales as readonly string[]).includes(rawLocale) ? (rawLocale as BlogLocale) : "",
    q: (url.searchParams.get("q") ?? "").trim().slice(0, 100),
  };
  const page = pageOf(url);
  const query = new URLSearchParams({ page: String(page) });
  if (status !== "all") query.set("status", status);
  if (filters.locale) query.set("locale", filters.locale);
  if (filters.q) query.set("q", filters.q);
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
  const { locale, to } = useLocale();
  const location = useLocation();
  const tabHref = (status: string) => {
    const params = new URLSearchParams();
    if (status !== "all") params.set("status", status);
    if (filters.locale) params.set("locale", filters.locale);
    if (filters.q) params.set("q", filters.q);
    const text = params.toString();
    return `${location.pathname}${text ? `?${text}` : ""}`;
  };
  const counts = { all: list.counts.draft + list.counts.published, ...list.counts };
  const filtered = filters.q !== "" || filters.locale !== "" || filters.status !== "all";
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
        tabs={tabs.map((key) => ({
          key,
          label: t(`admin.tabs.${key}`),
          href: tabHref(key),
          count: counts[key],
        }))}
      />
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
          <button type="submit" className={buttonVariants({ variant: "primary" })}>
            {t("admin.search.submit")}
          </button>
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
      {list.data.length === 0 ? (
        <div className="rounded-2xl border border-dashed border-stone-300 bg-white p-8 text-center">
          <p className="font-semibold text-stone-800">
            {filtered ? t("admin.emptyFiltered") : t("admin.empty")}
          </p>
          {!filtered && (
            <p className="mx-auto mt-2 max-w-xl text-sm text-stone-600">{t("admin.emptyHint")}</p>
          )}
        </div>
      ) : (
        <DataTable
          caption={t("title")}
          phone="stacked"
          rows={list.data}
          rowKey={(post) => post.id}
          columns={[
            {
              key: "title",
              header: t("admin.columns.title"),
              isSelfLabelled: true,
              cell: (post) => (
                <>
                  <Link
                    to={to(`/admin/blog/${post.id}`)}
                    aria-label={t("admin.open", { title: post.title })}
                    lang={post.locale !== locale ? post.locale : undefined}
                    className="font-bold text-primary hover:underline"
                  >
                    {post.title}
                  </Link>
                  <span className="block break-all text-xs text-stone-600">/{post.slug}</span>
                </>
              ),
            },
            {
              key: "locale",
              header: t("admin.columns.locale"),
              className: "text-stone-700",
              cell: (post) => t(`languages.${post.locale}`),
            },
            {
              key: "status",
              header: t("admin.columns.status"),
              isSelfLabelled: true,
              cell: (post) => <BlogStatusBadge status={post.status} />,
            },
            {
              key: "published",
              header: t("admin.columns.published"),
              className: "text-stone-700",
              cell: (post) =>
                post.published_at ? (
                  <time dateTime={post.published_at}>
                    {formatDate(post.published_at, locale, { dateStyle: "medium" })}
                  </time>
                ) : (
                  "—"
                ),
            },
            {
              key: "updated",
              header: t("admin.columns.updated"),
              className: "text-stone-700",
              cell: (post) => (
                <time dateTime={post.updated_at}>
                  {formatDate(post.updated_at, locale, { dateStyle: "medium", timeStyle: "short" })}
                </time>
              ),
            },
          ]}
        />
      )}
      <Pagination page={page} totalPages={list.last_page} />
    </div>
  );
}
