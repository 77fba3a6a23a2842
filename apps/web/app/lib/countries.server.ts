import type { IndexResponse } from "@kursove/contracts";
import type { Locale } from "@kursove/i18n/locale";
import { publicGet } from "./api.server";

type LoaderArgs = { context: Parameters<typeof publicGet>[0]; request: Request };

/**
 * PAGE-COUNTRIES (ADR 041): the countries with their cities and districts, for the loaders of the pages
 * whose forms or reviews name a place; the root no longer sends them with every page. The index is one
 * answer of the API's public cache, so asking it again costs little. A failing index leaves the lists empty.
 */
export async function loadCountries(args: LoaderArgs, locale: Locale): Promise<IndexResponse["countries"]> {
  try {
    return (await publicGet<IndexResponse>(args.context, args.request, "/index", locale)).countries;
  } catch (error) {
    console.error("GET /index failed", error);
    return [];
  }
}
