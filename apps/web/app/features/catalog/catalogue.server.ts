import type { CourseListResponse } from "@kursove/contracts";
import { type LoaderFunctionArgs, redirect } from "react-router";
import { publicGet } from "../../lib/api.server";
import { loadCategories } from "../../lib/categories.server";
import { localeOfPath } from "../../lib/locale";
import {
  apiKeys,
  applyTypedPrices,
  clearKeys,
  dropInvalid,
  type Filters,
  fromSearchParams,
  hasTypedPrices,
  isSameQuery,
  onlyKeys,
  singleOf,
  toSearch,
  toSearchParams,
  typedPriceKeys,
} from "./filters";

/**
 * One page of the catalogue for the address's filters. An address that is not the filters' own (empty
 * fields, page 1, refused values, prices typed in leva, a subcategory of another category) redirects to it.
 * The page names its category and lists the categories in its filters (PAGE-CATEGORIES, ADR 044).
 */
export async function loadCatalogue({ request, context }: Pick<LoaderFunctionArgs, "request" | "context">) {
  const url = new URL(request.url);
  const locale = localeOfPath(url.pathname);
  // asked at once, beside the list: one answer of the API's public cache
  const categories = loadCategories({ context, request }, locale);
  const fetchList = (f: Filters) =>
    publicGet<CourseListResponse>(context, request, `/courses${toSearch(onlyKeys(f, apiKeys))}`, locale);
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
    const all = await categories;
    const category = all.find((c) => String(c.id) === categoryId);
    // a failing index (no categories) keeps the subcategory rather than dropping a valid one
    if (all.length > 0 && !category?.subcategories.some((s) => String(s.id) === subcategoryId)) {
      filters = clearKeys(filters, "subcategory_id");
    }
  }
  // one address per set of filters: empty fields, page 1 and refused values leave the URL
  if (!isSameQuery(toSearchParams(filters), url.searchParams))
    throw redirect(url.pathname + toSearch(filters));
  const [list, pageCategories] = await Promise.all([fetchList(filters), categories]);
  return { list, filters, pageCategories };
}
