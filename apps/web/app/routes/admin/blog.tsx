import { type AdminBlogPage, type BlogLocale, blogLocales, blogStatuses } from "@kursove/contracts";
import { useTranslation } from "react-i18next";
import { Form, Link, useLocation } from "react-router";
import { BlogStatusBadge } from "../../features/admin/blog-status";
import { buttonStyles } from "../../features/admin/format";
import { selectClass } from "../../features/admin/plain-field";
import { apiGet } from "../../lib/api.server";
import { formatDate } from "../../lib/format";
import { guard } from "../../lib/guards.server";
import { localeOfPath } from "../../lib/locale";
import { useLocale } from "../../lib/use-locale";
import { AnswerNotice } from "../../ui/answer-notice";
import { choiceOf, FilterTabs, pageOf } from "../../ui/filter-tabs";
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
        <Link to={to("/admin/blog/new")} className={buttonStyles.primary}>
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
            className={selectClass(false)}
          />
        </div>
        <div>
          <label htmlFor="blog-locale" className="mb-1 block text-sm font-semibold text-stone-700">
            {t("admin.search.locale")}
          </label>
          <select id="blog-locale" name="locale" defaultValue={filters.locale} className={selectClass(false)}>
            <option value="">{t("admin.search.anyLocale")}</option>
            {blogLocales.map((l) => (
              <option key={l} value={l}>
                {t(`languages.${l}`)}
              </option>
            ))}
          </select>
        </div>
        <div className="flex gap-2">
          <button type="submit" className={buttonStyles.primary}>
            {t("admin.search.submit")}
          </button>
          {(filters.q !== "" || filters.locale !== "") && (
            <Link
              to={
                filters.status === "all" ? location.pathname : `${location.pathname}?status=${filters.status}`
              }
              className={buttonStyles.secondary}
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
        <div className="overflow-hidden rounded-2xl border border-stone-200 bg-white shadow-sm">
          <table className="w-full text-left text-sm">
            <thead className="hidden bg-stone-50 text-xs uppercase tracking-wide text-stone-600 md:table-header-group">
              <tr>
                <th scope="col" className="px-4 py-3">
                  {t("admin.columns.title")}
                </th>
                <th scope="col" className="px-4 py-3">
                  {t("admin.columns.locale")}
                </th>
                <th scope="col" className="px-4 py-3">
                  {t("admin.columns.status")}
                </th>
                <th scope="col" className="px-4 py-3">
                  {t("admin.columns.published")}
                </th>
                <th scope="col" className="px-4 py-3">
                  {t("admin.columns.updated")}
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-stone-100">
              {list.data.map((post) => (
                <tr key={post.id} className="grid gap-1 p-4 md:table-row md:p-0">
                  <td className="md:px-4 md:py-3">
                    <Link
                      to={to(`/admin/blog/${post.id}`)}
                      aria-label={t("admin.open", { title: post.title })}
                      lang={post.locale !== locale ? post.locale : undefined}
                      className="font-bold text-primary hover:underline"
                    >
                      {post.title}
                    </Link>
                    <span className="block break-all text-xs text-stone-600">/{post.slug}</span>
                  </td>
                  <td className="text-stone-700 md:px-4 md:py-3">
                    <span className="md:hidden">{t("admin.columns.locale")}: </span>
                    {t(`languages.${post.locale}`)}
                  </td>
                  <td className="md:px-4 md:py-3">
                    <BlogStatusBadge status={post.status} />
                  </td>
                  <td className="text-stone-700 md:px-4 md:py-3">
                    <span className="md:hidden">{t("admin.columns.published")}: </span>
                    {post.published_at ? (
                      <time dateTime={post.published_at}>
                        {formatDate(post.published_at, locale, { dateStyle: "medium" })}
                      </time>
                    ) : (
                      "—"
                    )}
                  </td>
                  <td className="text-stone-700 md:px-4 md:py-3">
                    <span className="md:hidden">{t("admin.columns.updated")}: </span>
                    <time dateTime={post.updated_at}>
                      {formatDate(post.updated_at, locale, { dateStyle: "medium", timeStyle: "short" })}
                    </time>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <Pagination page={page} totalPages={list.last_page} />
    </div>
  );
}
