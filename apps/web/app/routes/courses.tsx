import type { CourseListResponse, IndexResponse } from "@kursove/contracts";
import { courseSorts } from "@kursove/contracts/constants";
import { useCallback, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, redirect, useRouteLoaderData } from "react-router";
import { ActiveFilters } from "../features/catalog/active-filters";
import { CourseCard } from "../features/catalog/course-card";
import { DrawerControl } from "../features/catalog/drawer-control";
import { FilterPanel } from "../features/catalog/filter-panel";
import {
  apiKeys,
  applyTypedPrices,
  clearFilters,
  clearKeys,
  countActive,
  dropInvalid,
  type Filters,
  fromSearchParams,
  hasTypedPrices,
  isIndexable,
  isSameQuery,
  queryKey,
  setValue,
  singleOf,
  toSearch,
  toSearchParams,
  typedPriceKeys,
} from "../features/catalog/filters";
import { createPageCache } from "../features/catalog/page-cache";
import { QuickFilters } from "../features/catalog/quick-filters";
import { SearchBox } from "../features/catalog/search-box";
import { useCatalogueFilters } from "../features/catalog/use-catalogue-filters";
import { apiGet } from "../lib/api.server";
import { i18nFor } from "../lib/i18n";
import { localeOfPath } from "../lib/locale";
import { seo } from "../lib/meta";
import type { loader as rootLoader } from "../root";
import { buttonVariants } from "../ui/button";
import { Container } from "../ui/container";
import { PageHeader } from "../ui/page-header";
import { Pagination } from "../ui/pagination";
import type { Route } from "./+types/courses";

const only = (filters: Filters, keys: string[]) =>
  Object.fromEntries(Object.entries(filters).filter(([key]) => keys.includes(key)));

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const locale = localeOfPath(url.pathname);
  const fetchList = (f: Filters) =>
    apiGet<CourseListResponse>(context, request, `/courses${toSearch(only(f, apiKeys))}`, locale);
  let filters = dropInvalid(fromSearchParams(url.searchParams));
  if (hasTypedPrices(filters)) {
    // the form without JavaScript sends leva; the URL carries minor units, without the bounds of the range
    const { filters: facets } = await fetchList(
      clearKeys(filters, ...typedPriceKeys, "price_min", "price_max"),
    );
    filters = applyTypedPrices(filters, facets.prices);
  }
  const subcategoryId = singleOf(filters, "subcategory_id");
  const categoryId = singleOf(filters, "category_id");
  if (subcategoryId && categoryId) {
    // Choosing another category drops the subcategory of the previous one
    const { categories } = await apiGet<IndexResponse>(context, request, "/index", locale);
    const category = categories.find((c) => String(c.id) === categoryId);
    if (!category?.subcategories.some((s) => String(s.id) === subcategoryId)) {
      filters = clearKeys(filters, "subcategory_id");
    }
  }
  // one address per set of filters: empty fields, page 1 and refused values leave the URL
  if (!isSameQuery(toSearchParams(filters), url.searchParams))
    throw redirect(url.pathname + toSearch(filters));
  return { list: await fetchList(filters), filters };
}

type LoaderData = Awaited<ReturnType<Route.ClientLoaderArgs["serverLoader"]>>;
const pageCache = createPageCache<LoaderData>({ maxEntries: 30, maxAgeMs: 5 * 60_000 });

/** Pages already fetched are cached per filter query and reused. */
export async function clientLoader({ request, serverLoader }: Route.ClientLoaderArgs) {
  const url = new URL(request.url);
  const key = `${url.pathname}?${queryKey(fromSearchParams(url.searchParams))}`;
  const cached = pageCache.get(key);
  if (cached) return cached;
  const data = await serverLoader();
  pageCache.set(key, data);
  return data;
}
clientLoader.hydrate = false as const;

export const meta: Route.MetaFunction = ({ data, matches, location }) => {
  const locale = localeOfPath(location.pathname);
  const t = i18nFor(locale).getFixedT(locale, "catalog");
  const root = matches.find((m) => m?.id === "root")?.data as Pick<IndexResponse, "categories"> | undefined;
  const filters = data?.filters ?? {};
  const category = root?.categories.find((c) => String(c.id) === singleOf(filters, "category_id"));
  const subcategory = category?.subcategories.find(
    (s) => String(s.id) === singleOf(filters, "subcategory_id"),
  );
  const name = subcategory?.name ?? category?.name;
  const page = Number(singleOf(filters, "page") ?? 1);
  const title = name ? t("titleIn", { name }) : t("title");
  const indexed = ["category_id", "subcategory_id", "page"];
  const tags = seo(matches, {
    title: page > 1 ? t("titlePage", { title, page }) : title,
    description: name ? t("metaDescriptionIn", { name }) : t("metaDescription"),
    // filtered, sorted and searched lists name their category page as the one to index
    pathname: location.pathname + toSearch(only(filters, indexed)),
  });
  // combinations of filters, sorts and their pages are followed but not indexed (CATALOGUE-CRAWL)
  return isIndexable(filters) ? tags : [...tags, { name: "robots", content: "noindex,follow" }];
};

export default function Courses({ loaderData: { list, filters: loaded } }: Route.ComponentProps) {
  const { t } = useTranslation("catalog");
  const root = useRouteLoaderData<typeof rootLoader>("root");
  const categories = root?.categories ?? [];
  const { filters, href, go, isLoading } = useCatalogueFilters(loaded);
  const [isOpen, setOpen] = useState(false);
  const triggerRef = useRef<HTMLElement>(null);
  const close = useCallback(() => {
    setOpen(false);
    triggerRef.current?.focus();
  }, []);
  const category = categories.find((c) => String(c.id) === singleOf(loaded, "category_id"));
  const subcategory = category?.subcategories.find(
    (s) => String(s.id) === singleOf(loaded, "subcategory_id"),
  );
  const active = countActive(filters);
  const sort = singleOf(filters, "sort") ?? "";

  return (
    <>
      <PageHeader title={subcategory?.name ?? category?.name ?? t("title")} intro={t("intro")}>
        <div className="mt-6">
          <SearchBox id="catalog-search" defaultValue={singleOf(loaded, "q") ?? ""} keep={loaded} />
        </div>
      </PageHeader>
      <Container className="py-8">
        <div className="lg:grid lg:grid-cols-[18rem_minmax(0,1fr)] lg:items-start lg:gap-8">
          <FilterPanel
            id="filters"
            filters={filters}
            go={go}
            href={href}
            facets={list.filters}
            categories={categories}
            total={list.total}
            isOpen={isOpen}
            onClose={close}
          />
          <section id="results" aria-labelledby="results-title" className="min-w-0 scroll-mt-24">
            <h2 id="results-title" className="sr-only">
              {t("results.label")}
            </h2>
            <div className="flex flex-wrap items-center gap-3">
              <DrawerControl
                controlRef={triggerRef}
                href="#filters"
                controls="filters"
                expanded={isOpen}
                onClick={() => setOpen(true)}
                className="inline-flex h-11 items-center gap-2 rounded-lg border border-stone-300 bg-white px-4 text-sm font-semibold text-dark shadow-sm hover:border-primary lg:hidden"
              >
                <svg viewBox="0 0 20 20" className="h-5 w-5 text-primary" aria-hidden="true">
                  <path
                    fill="currentColor"
                    d="M3 5a1 1 0 011-1h12a1 1 0 110 2H4a1 1 0 01-1-1zm2 5a1 1 0 011-1h8a1 1 0 110 2H6a1 1 0 01-1-1zm3 4a1 1 0 011-1h2a1 1 0 110 2H9a1 1 0 01-1-1z"
                  />
                </svg>
                {t("filters.title")}
                {active > 0 && (
                  <span className="rounded-full bg-primary px-2 py-0.5 text-xs text-white">
                    <span aria-hidden="true">{active}</span>
                    <span className="sr-only">{t("filters.selected", { count: active })}</span>
                  </span>
                )}
              </DrawerControl>
              <p
                aria-live="polite"
                aria-atomic="true"
                className="order-last w-full text-sm text-stone-700 sm:order-none sm:w-auto"
              >
                <span className="font-bold text-dark">{t("results.found", { count: list.total })}</span>
                {list.totalPages > 1 && (
                  <span> · {t("results.pageOf", { page: list.page, total: list.totalPages })}</span>
                )}
              </p>
              <div className="ml-auto flex items-center gap-2">
                <label htmlFor="catalog-sort" className="sr-only text-sm text-stone-600 sm:not-sr-only">
                  {t("sort.label")}
                </label>
                <select
                  id="catalog-sort"
                  form="filters-form"
                  name="sort"
                  value={sort}
                  onChange={(e) => go(setValue(filters, "sort", e.target.value))}
                  className="h-11 rounded-lg border border-stone-300 bg-white px-3 text-sm font-semibold text-dark shadow-sm focus-visible:outline-2 focus-visible:outline-primary"
                >
                  <option value="">{t(filters.q ? "sort.relevance" : "sort.default")}</option>
                  {courseSorts.map((s) => (
                    <option key={s} value={s}>
                      {t(`sort.${s}`, { ns: "common" })}
                    </option>
                  ))}
                </select>
                <noscript>
                  <button
                    type="submit"
                    form="filters-form"
                    className={buttonVariants({ variant: "primary" })}
                  >
                    {t("sort.apply")}
                  </button>
                </noscript>
              </div>
            </div>

            <QuickFilters filters={filters} href={href} />
            <ActiveFilters filters={filters} facets={list.filters} categories={categories} href={href} />

            <div aria-busy={isLoading} className={`mt-6 transition-opacity ${isLoading ? "opacity-60" : ""}`}>
              {list.courses.length > 0 ? (
                <ul className="grid gap-5 sm:grid-cols-2 xl:grid-cols-3">
                  {list.courses.map((course) => (
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
                      <Link
                        to={href(clearFilters(filters))}
                        preventScrollReset
                        className={buttonVariants({ variant: "primary" })}
                      >
                        {t("empty.clear")}
                      </Link>
                    )}
                    {(filters.q || active === 0) && (
                      <Link to={href({})} className={buttonVariants({ variant: "secondary" })}>
                        {t("empty.all")}
                      </Link>
                    )}
                  </div>
                </div>
              )}
            </div>
            <Pagination page={list.page} totalPages={list.totalPages} />
          </section>
        </div>
      </Container>
    </>
  );
}
