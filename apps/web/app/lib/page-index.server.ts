import type { IndexResponse } from "@kursove/contracts";
import type { Locale } from "@kursove/i18n/locale";
import { publicGet } from "./api.server";

export type IndexLoaderArgs = { context: Parameters<typeof publicGet>[0]; request: Request };

/**
 * The index (categories and countries) from the API's public cache, one answer however often a page asks;
 * a failing one is logged and reads as empty lists.
 */
export async function readIndex(
  args: IndexLoaderArgs,
  locale: Locale,
): Promise<Pick<IndexResponse, "categories" | "countries">> {
  try {
    return await publicGet<IndexResponse>(args.context, args.request, "/index", locale);
  } catch (error) {
    console.error("GET /index failed", error);
    return { categories: [], countries: [] };
  }
}
