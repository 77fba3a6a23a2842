import type { IndexResponse } from "@kursove/contracts";
import type { Locale } from "@kursove/i18n/locale";
import { type IndexLoaderArgs, readIndex } from "./page-index.server";

/**
 * PAGE-CATEGORIES (ADR 044): the categories with their subcategories, for the loaders of the pages that
 * name them in their HTML (home, the catalogue, the course forms, reviews and reports); the root no longer
 * sends them with every page. `useCategories()` reads them from the page's data as `pageCategories`.
 */
export async function loadCategories(
  args: IndexLoaderArgs,
  locale: Locale,
): Promise<IndexResponse["categories"]> {
  return (await readIndex(args, locale)).categories;
}

/** The categories and the countries (PAGE-COUNTRIES) of a page that needs both, from one answer. */
export async function loadCategoriesAndCountries(
  args: IndexLoaderArgs,
  locale: Locale,
): Promise<{ pageCategories: IndexResponse["categories"]; placeCountries: IndexResponse["countries"] }> {
  const index = await readIndex(args, locale);
  return { pageCategories: index.categories, placeCountries: index.countries };
}
