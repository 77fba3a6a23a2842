import type { IndexResponse } from "@kursove/contracts";
import type { Locale } from "@kursove/i18n/locale";
import { type IndexLoaderArgs, readIndex } from "./page-index.server";

/**
 * PAGE-COUNTRIES (ADR 041): the countries with their cities and districts, for the loaders of the pages
 * whose forms or reviews name a place; the root no longer sends them with every page. The index is one
 * answer of the API's public cache (readIndex), so asking it again costs little.
 */
export async function loadCountries(
  args: IndexLoaderArgs,
  locale: Locale,
): Promise<IndexResponse["countries"]> {
  return (await readIndex(args, locale)).countries;
}
