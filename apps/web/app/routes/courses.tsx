import { useCallback, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { ActiveFilters } from "../features/catalog/active-filters";
import { loadCatalogue } from "../features/catalog/catalogue.server";
import { CourseResults } from "../features/catalog/course-results";
import { FilterPanel } from "../features/catalog/filter-panel";
import {
  fromSearchParams,
  isIndexable,
  onlyKeys,
  queryKey,
  singleOf,
  toSearch,
} from "../features/catalog/filters";
import { createPageCache } from "../features/catalog/page-cache";
import { QuickFilters } from "../features/catalog/quick-filters";
import { ResultsToolbar } from "../features/catalog/results-toolbar";
import { SearchBox } from "../features/catalog/search-box";
import { useCatalogueFilters } from "../features/catalog/use-catalogue-filters";
import { i18nFor } from "../lib/i18n";
import { localeOfPath } from "../lib/locale";
import { seo } from "../lib/meta";
import { Container } from "../ui/container";
import { PageHeader } from "../ui/page-header";
import { Pagination } from "../ui/pagination";
import type { Route } from "./+types/courses";

/** One page of the catalogue; an address that is not its filters' own redirects (features/catalog). */
export const loader = (args: Route.LoaderArgs) => loadCatalogue(args);

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
  const filters = data?.filters ?? {};
  const category = data?.pageCategories.find((c) => String(c.id) === singleOf(filters, "category_id"));
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
    pathname: location.pathname + toSearch(onlyKeys(filters, indexed)),
  });
  // combinations of filters, sorts and their pages are followed but not indexed (CATALOGUE-CRAWL)
  return isIndexable(filters) ? tags : [...tags, { name: "robots", content: "noindex,follow" }];
};

export default function Courses({
  loaderData: { list, filters: loaded, pageCategories: categories },
}: Route.ComponentProps) {
  const { t } = useTranslation("catalog");
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
            <ResultsToolbar
              list={list}
              filters={filters}
              go={go}
              drawer={{ controlRef: triggerRef, isOpen, open: () => setOpen(true) }}
            />
            <QuickFilters filters={filters} href={href} />
            <ActiveFilters filters={filters} facets={list.filters} categories={categories} href={href} />
            <CourseResults courses={list.courses} filters={filters} href={href} isLoading={isLoading} />
            <Pagination page={list.page} totalPages={list.totalPages} />
          </section>
        </div>
      </Container>
    </>
  );
}
