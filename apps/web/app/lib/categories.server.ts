import type { IndexResponse } from "@kursove/contracts";
import type { Locale } from "@kursove/i18n/locale";
import { publicGet } from "./api.server";

type LoaderArgs = { context: Parameters<typeof publicGet>[0]; request: Request };
type Index = Pick<IndexResponse, "categories" | "countries">;

/**
 * The index (categories and countries) from the API's public cache, one answer however often a page asks;
 * a failing one is logged and reads as empty lists.
 */
export async function readIndex(args: LoaderArgs, locale: Locale): Promise<Index> {
  try {
    return await publicGet<IndexResponse>(args.context, args.request, "/index", locale);
  } catch (error) {
    console.error("GET /index failed", error);
    return { categories: [], countries: [] };
  }
}

/**
 * PAGE-CATEGORIES (ADR 044): the categories with their subcategories, for the loaders of the pages that
 * name them in their HTML (home, the catalogue, the course forms, reviews and reports); the root no longer
 * sends them with every page. `useCategories()` reads them from the page's data as `pageCategories`.
 */
export async function loadCategories(args: LoaderArgs, locale: Locale): Promise<IndexResponse["categories"]> {
  return (await readIndex(args, locale)).categories;
}

/** The categories and the countries (PAGE-COUNTRIES) of a page that needs both, from one answer. */
export async function loadCategoriesAndCountries(
  args: LoaderArgs,
  locale: Locale,
): Promise<{ pageCategories: IndexResponse["categories"]; placeCountries: IndexResponse["countries"] }> {
  const index = await readIndex(args, locale);
  return { pageCategories: index.categories, placeCountries: index.countries };
}
