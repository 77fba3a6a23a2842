import type { CourseListResponse, IndexResponse } from "@kursove/contracts";
import { courseSorts, courseTypes } from "@kursove/contracts/constants";
import { useTranslation } from "react-i18next";
import { Form, Link, redirect, useRouteLoaderData, useSubmit } from "react-router";
import { CourseGrid } from "../features/catalog/course-card";
import { Pagination } from "../features/catalog/pagination";
import { apiGet, toQuery } from "../lib/api.server";
import { i18nFor } from "../lib/i18n";
import { localeOfPath } from "../lib/locale";
import { seo } from "../lib/meta";
import { useLocale } from "../lib/use-locale";
import { Container } from "../ui/container";
import { PageHeader } from "../ui/page-header";
import type { Route } from "./+types/courses";

const passed = [
  "q",
  "category_id",
  "subcategory_id",
  "type",
  "sort",
  "page",
  "city",
  "language",
  "audience",
  "provider",
];

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const locale = localeOfPath(url.pathname);
  const params = new URLSearchParams();
  for (const [key, value] of url.searchParams) if (passed.includes(key)) params.append(key, value);
  const subcategoryId = params.get("subcategory_id");
  if (subcategoryId && params.get("category_id")) {
    // spec 4: choosing another category drops the subcategory of the previous one
    const { categories } = await apiGet<IndexResponse>(context, request, "/index", locale);
    const category = categories.find((c) => String(c.id) === params.get("category_id"));
    if (!category?.subcategories.some((s) => String(s.id) === subcategoryId)) {
      url.searchParams.delete("subcategory_id");
      throw redirect(url.pathname + url.search);
    }
  }
  const list = await apiGet<CourseListResponse>(context, request, `/courses${toQuery(params)}`, locale);
  return {
    list,
    params: Object.fromEntries(params),
    title: i18nFor(locale).t("catalogue.title"),
    description: i18nFor(locale).t("catalogue.metaDescription"),
  };
}

export const meta: Route.MetaFunction = ({ data, matches, location }) =>
  seo(matches, { title: data?.title ?? "", description: data?.description, pathname: location.pathname });

export default function Courses({ loaderData: { list, params } }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { to } = useLocale();
  const submit = useSubmit();
  const root = useRouteLoaderData("root") as { categories: IndexResponse["categories"] } | undefined;
  const categories = root?.categories ?? [];
  const category = categories.find((c) => String(c.id) === params.category_id);
  const subcategory = category?.subcategories.find((s) => String(s.id) === params.subcategory_id);
  const field =
    "h-11 w-full rounded-lg border border-stone-300 bg-white px-3 text-sm focus-visible:outline-2 focus-visible:outline-primary";
  return (
    <>
      <PageHeader
        title={subcategory?.name ?? category?.name ?? t("catalogue.title")}
        intro={t("catalogue.intro")}
      />
      <Container className="py-8">
        <Form
          method="get"
          className="grid gap-3 rounded-xl border border-stone-200 bg-white p-4 shadow-sm sm:grid-cols-2 lg:grid-cols-[2fr_1fr_1fr_1fr_auto]"
          onChange={(e) => {
            if ((e.target as HTMLElement).tagName === "SELECT") submit(e.currentTarget);
          }}
        >
          <div>
            <label htmlFor="f-q" className="mb-1 block text-xs font-semibold text-stone-600">
              {t("search.label")}
            </label>
            <input
              id="f-q"
              name="q"
              type="search"
              defaultValue={params.q ?? ""}
              maxLength={200}
              placeholder={t("search.placeholder")}
              className={field}
            />
          </div>
          <div>
            <label htmlFor="f-category" className="mb-1 block text-xs font-semibold text-stone-600">
              {t("catalogue.category")}
            </label>
            <select
              id="f-category"
              name="category_id"
              defaultValue={params.category_id ?? ""}
              className={field}
            >
              <option value="">{t("catalogue.allCategories")}</option>
              {categories.map((c) => (
                <option key={c.id} value={c.id}>
                  {c.name}
                </option>
              ))}
            </select>
          </div>
          <div>
            <label htmlFor="f-type" className="mb-1 block text-xs font-semibold text-stone-600">
              {t("catalogue.type")}
            </label>
            <select id="f-type" name="type" defaultValue={params.type ?? ""} className={field}>
              <option value="">{t("catalogue.allTypes")}</option>
              {courseTypes.map((type) => (
                <option key={type} value={type}>
                  {t(`courseType.${type}`)}
                </option>
              ))}
            </select>
          </div>
          <div>
            <label htmlFor="f-sort" className="mb-1 block text-xs font-semibold text-stone-600">
              {t("catalogue.sort")}
            </label>
            <select id="f-sort" name="sort" defaultValue={params.sort ?? ""} className={field}>
              <option value="">{t("catalogue.sortDefault")}</option>
              {courseSorts.map((sort) => (
                <option key={sort} value={sort}>
                  {t(`sort.${sort}`)}
                </option>
              ))}
            </select>
          </div>
          <div className="flex items-end">
            <button
              type="submit"
              className="h-11 w-full rounded-lg bg-primary px-5 text-sm font-semibold text-white hover:bg-primary-dark"
            >
              {t("search.submit")}
            </button>
          </div>
          {params.subcategory_id && (
            <input type="hidden" name="subcategory_id" value={params.subcategory_id} />
          )}
        </Form>

        {category && category.subcategories.length > 0 && (
          <ul className="mt-5 flex flex-wrap gap-2" aria-label={t("catalogue.subcategories")}>
            {category.subcategories.map((s) => {
              const active = String(s.id) === params.subcategory_id;
              return (
                <li key={s.id}>
                  <Link
                    to={`${to("/courses")}?${active ? `category_id=${category.id}` : `subcategory_id=${s.id}&category_id=${category.id}`}`}
                    aria-current={active ? "true" : undefined}
                    className={`inline-block rounded-full px-3.5 py-1.5 text-sm font-medium ring-1 ${active ? "bg-primary text-white ring-primary" : "bg-white text-stone-700 ring-stone-300 hover:ring-primary"}`}
                  >
                    {s.name}
                  </Link>
                </li>
              );
            })}
          </ul>
        )}

        <p className="mt-6 text-sm text-stone-600" aria-live="polite">
          {t("catalogue.found", { count: list.total })}
        </p>

        {list.courses.length > 0 ? (
          <div className="mt-4">
            <CourseGrid courses={list.courses} />
          </div>
        ) : (
          <div className="mt-6 rounded-xl border border-dashed border-stone-300 bg-white p-10 text-center">
            <h2 className="text-lg font-bold text-dark">{t("catalogue.emptyTitle")}</h2>
            <p className="mt-1 text-stone-600">{t("catalogue.emptyText")}</p>
            <Link
              to={to("/courses")}
              className="mt-4 inline-block font-semibold text-primary hover:underline"
            >
              {t("catalogue.clearFilters")}
            </Link>
          </div>
        )}
        <Pagination page={list.page} totalPages={list.totalPages} />
      </Container>
    </>
  );
}
