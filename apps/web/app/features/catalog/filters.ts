import { audiences, courseSorts, courseTypes } from "@kursove/contracts/constants";
import { parseMoney } from "@kursove/contracts/domain/money-input";
import { catalogueMaxPage } from "@kursove/contracts/domain/paging";

/** The catalogue filters as the URL carries them: one string per key, a list for the multi-value keys. */
export type Filters = Record<string, string | string[]>;
export type PriceBounds = { min: number; max: number };

/** Keys holding a list of slugs (the API takes repeated keys or comma lists). */
export const listKeys = ["type", "language"];
/** The query keys the courses API understands. */
export const apiKeys = [
  "q",
  "category_id",
  "subcategory_id",
  "type",
  "price_min",
  "price_max",
  "language",
  "city",
  "date_from",
  "date_to",
  "rating",
  "audience",
  "provider",
  "sort",
  "page",
];
/** What the price inputs of the filter form send: whole leva, turned into minor units by `applyTypedPrices`. */
export const typedPriceKeys = ["price_from", "price_to"];

const isCategoryField = (key: string) => key === "subcategory_id" || key.startsWith("field_");

function without(filters: Filters, ...keys: string[]): Filters {
  const out: Filters = {};
  for (const [key, value] of Object.entries(filters)) if (!keys.includes(key)) out[key] = value;
  return out;
}

/** The values of a key as a list. */
export function listOf(filters: Filters, key: string): string[] {
  const value = filters[key];
  if (value === undefined) return [];
  return Array.isArray(value) ? value : [value];
}

/** The value of a single-value key, or undefined. */
export function singleOf(filters: Filters, key: string): string | undefined {
  const value = filters[key];
  return Array.isArray(value) ? value[0] : value;
}

/** Filters read from a query string: empty values dropped, lists merged and split on commas, page 1 dropped. */
export function fromSearchParams(params: URLSearchParams | string): Filters {
  const search = typeof params === "string" ? new URLSearchParams(params) : params;
  const out: Filters = {};
  for (const [key, raw] of search) {
    const value = raw.trim();
    if (listKeys.includes(key)) {
      const list = listOf(out, key);
      for (const item of value.split(",")) {
        const slug = item.trim();
        if (slug && !list.includes(slug)) list.push(slug);
      }
      if (list.length) out[key] = list;
    } else if (value !== "" && !(key in out)) out[key] = value;
  }
  return withPage(out, Number(out.page ?? 1));
}

/** The query string of filters, lists as repeated keys, in the order of the filters. */
export function toSearchParams(filters: Filters): URLSearchParams {
  const out = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) {
    for (const item of Array.isArray(value) ? value : [value]) if (item !== "") out.append(key, item);
  }
  return out;
}

/** "?a=1&b=2", or "" when there is no filter. */
export function toSearch(filters: Filters): string {
  const text = toSearchParams(filters).toString();
  return text ? `?${text}` : "";
}

/** A key that is the same for the same filters in any order (for the page cache). */
export function queryKey(filters: Filters): string {
  const entries = Object.entries(filters)
    .map(([key, value]) => [key, Array.isArray(value) ? [...value].sort().join(",") : value] as const)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return new URLSearchParams(entries.map(([key, value]) => [key, value])).toString();
}

/** Page 1 is not put in the filters, other pages are. */
export function withPage(filters: Filters, page: number): Filters {
  if (!Number.isInteger(page) || page <= 1) return without(filters, "page");
  return { ...filters, page: String(page) };
}

/** Sets the category, or removes it when already set; either way its subcategory and fields go. */
export function toggleCategory(filters: Filters, id: number | string): Filters {
  const value = String(id);
  const wasSet = singleOf(filters, "category_id") === value;
  const out: Filters = {};
  for (const [key, item] of Object.entries(filters)) {
    if (key === "page" || isCategoryField(key) || (wasSet && key === "category_id")) continue;
    out[key] = item;
  }
  if (!wasSet) out.category_id = value;
  return out;
}

/** Chooses a subcategory (and its category), or removes it when already chosen. */
export function toggleSubcategory(
  filters: Filters,
  categoryId: number | string,
  id: number | string,
): Filters {
  if (singleOf(filters, "subcategory_id") === String(id)) return without(filters, "page", "subcategory_id");
  const base =
    singleOf(filters, "category_id") === String(categoryId) ? filters : toggleCategory(filters, categoryId);
  return { ...without(base, "page"), subcategory_id: String(id) };
}

/** Adds a slug to a list filter (type, language), or removes it when already there. */
export function toggleValue(filters: Filters, key: string, slug: string): Filters {
  const list = listOf(filters, key);
  const next = list.includes(slug) ? list.filter((s) => s !== slug) : [...list, slug];
  const out = without(filters, "page");
  if (next.length) out[key] = next;
  else delete out[key];
  return out;
}

/** Sets a single value, or clears it when already set; setting one defaults the type to open. */
export function toggleSingle(filters: Filters, key: string, value: string): Filters {
  if (singleOf(filters, key) === value) return without(filters, "page", key);
  const out: Filters = { ...without(filters, "page"), [key]: value };
  if (listOf(out, "type").length === 0) out.type = ["open"];
  return out;
}

/** Sets a single value, or removes the key when the value is empty (selects and radio groups). */
export function setValue(filters: Filters, key: string, value: string | undefined): Filters {
  const out = without(filters, "page");
  if (value) out[key] = value;
  else delete out[key];
  return out;
}

/** Removes keys (a chip's ×). */
export function clearKeys(filters: Filters, ...keys: string[]): Filters {
  return without(filters, "page", ...keys);
}

/** Only the search words and the order stay: "clear the filters". */
export function clearFilters(filters: Filters): Filters {
  const out: Filters = {};
  for (const key of ["q", "sort"]) if (filters[key] !== undefined) out[key] = filters[key];
  return out;
}

/** Price limits in minor units; a limit at (or beyond) the bound of the range is dropped. */
export function setPrice(
  filters: Filters,
  min: number | undefined,
  max: number | undefined,
  bounds: PriceBounds,
): Filters {
  const out = without(filters, "page", "price_min", "price_max");
  let low = Number.isFinite(min) && (min as number) >= 0 ? Math.round(min as number) : undefined;
  let high = Number.isFinite(max) && (max as number) >= 0 ? Math.round(max as number) : undefined;
  if (low !== undefined && high !== undefined && low > high) [low, high] = [high, low];
  if (low !== undefined && low > bounds.min) out.price_min = String(low);
  if (high !== undefined && high < bounds.max) out.price_max = String(high);
  return out;
}

/** Leva as typed ("12,50", "200") in minor units, or undefined when not a price. */
export function levaToMinor(text: string | undefined): number | undefined {
  const minor = parseMoney(text ?? "", { maxWholeDigits: 9 });
  return typeof minor === "number" ? minor : undefined;
}

/** Whether the filters hold prices typed in the form (whole leva) rather than minor units. */
export function hasTypedPrices(filters: Filters): boolean {
  return typedPriceKeys.some((key) => key in filters);
}

/** The form's prices in leva (price_from, price_to) put into the URL's price_min and price_max. */
export function applyTypedPrices(filters: Filters, bounds: PriceBounds): Filters {
  if (!hasTypedPrices(filters)) return filters;
  const min = levaToMinor(singleOf(filters, "price_from"));
  const max = levaToMinor(singleOf(filters, "price_to"));
  return setPrice(without(filters, ...typedPriceKeys), min, max, bounds);
}

const isDay = (v: string) => /^\d{4}-\d{2}-\d{2}$/.test(v) && !Number.isNaN(Date.parse(v));
const checks: Record<string, (v: string) => boolean> = {
  category_id: (v) => /^[1-9]\d{0,8}$/.test(v),
  subcategory_id: (v) => /^[1-9]\d{0,8}$/.test(v),
  price_min: (v) => /^\d{1,9}$/.test(v),
  price_max: (v) => /^\d{1,9}$/.test(v),
  rating: (v) => /^\d(\.\d)?$/.test(v) && Number(v) <= 5,
  date_from: isDay,
  date_to: isDay,
  audience: (v) => (audiences as readonly string[]).includes(v),
  sort: (v) => (courseSorts as readonly string[]).includes(v),
  // deeper than the catalogue goes, the address drops its page (CATALOGUE-DEEP-PAGES)
  page: (v) => /^[1-9]\d{0,5}$/.test(v) && Number(v) <= catalogueMaxPage,
  city: (v) => v.length <= 64,
  provider: (v) => v.length <= 100,
  q: (v) => v.length <= 200,
};
const listChecks: Record<string, (v: string) => boolean> = {
  type: (v) => (courseTypes as readonly string[]).includes(v),
  language: (v) => /^[a-z]{2}$/.test(v),
};

/** The filters without values the API would refuse (an old or edited link still shows the catalogue). */
export function dropInvalid(filters: Filters): Filters {
  const out: Filters = {};
  for (const [key, value] of Object.entries(filters)) {
    const listCheck = listChecks[key];
    const check = checks[key];
    if (listCheck) {
      const list = listOf(filters, key).filter(listCheck);
      if (list.length) out[key] = list;
    } else if (!check || (typeof value === "string" && check(value))) out[key] = value;
  }
  return out;
}

/** How many filters are chosen, for the Filters button (the search words, order and page are not). */
export function countActive(filters: Filters): number {
  let count = 0;
  for (const key of Object.keys(filters)) {
    if (["q", "sort", "page", "price_max", "date_to"].includes(key)) continue;
    count += listKeys.includes(key) ? listOf(filters, key).length : 1;
  }
  if (filters.price_max !== undefined && filters.price_min === undefined) count += 1;
  if (filters.date_to !== undefined && filters.date_from === undefined) count += 1;
  return count;
}

/**
 * How many facets a set of filters combines (CATALOGUE-CRAWL): the category with its subcategory is one, each
 * type or language one, a price or date range one, the search words one, "this week" (a filtering sort) one,
 * and each other filter one.
 */
export function countFacets(filters: Filters): number {
  const subcategoryWithCategory = filters.subcategory_id !== undefined && filters.category_id !== undefined;
  return (
    countActive(filters) -
    (subcategoryWithCategory ? 1 : 0) +
    (filters.q !== undefined ? 1 : 0) +
    (singleOf(filters, "sort") === "this_week" ? 1 : 0)
  );
}

const canonicalKeys = ["category_id", "subcategory_id", "page"];

/**
 * Whether search engines may index a catalogue page (CATALOGUE-CRAWL): a category page and its pages, or one
 * other facet on its first page, unsorted and without search words. The rest is `noindex,follow`, so
 * combinations of filters do not make the crawlable catalogue endless.
 */
export function isIndexable(filters: Filters): boolean {
  if (filters.sort !== undefined || filters.q !== undefined || countFacets(filters) > 1) return false;
  return filters.page === undefined || Object.keys(filters).every((key) => canonicalKeys.includes(key));
}

/** The rel of a link to filters: a link combining facets is not for crawlers to follow (CATALOGUE-CRAWL). */
export const filterLinkRel = (next: Filters) => (countFacets(next) > 1 ? "nofollow" : undefined);

/** Whether the "This week" quick filter is on: it is the sort of that name. */
export const isThisWeek = (filters: Filters) => singleOf(filters, "sort") === "this_week";

/**
 * The "This week" quick filter, on or off. It is the API's this_week sort, so the chip and the sort find the
 * same courses by the API's one rule (CATALOGUE-THIS-WEEK), not by dates computed here.
 */
export function toggleThisWeek(filters: Filters): Filters {
  return setValue(filters, "sort", isThisWeek(filters) ? undefined : "this_week");
}

/** Whether two query strings hold the same pairs, in any order. */
export function isSameQuery(a: URLSearchParams, b: URLSearchParams): boolean {
  const pairs = (p: URLSearchParams) => [...p].map(([key, value]) => `${key}=${value}`).sort();
  return JSON.stringify(pairs(a)) === JSON.stringify(pairs(b));
}

/** The filters of the given keys only (what the API reads, or what names the page to index). */
export function onlyKeys(filters: Filters, keys: string[]): Filters {
  return Object.fromEntries(Object.entries(filters).filter(([key]) => keys.includes(key)));
}
