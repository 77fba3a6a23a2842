import type { IndexResponse } from "@kursove/contracts";
import { useMatches } from "react-router";

/**
 * The categories with their subcategories, from the loader of the page that names them
 * (`pageCategories`, PAGE-CATEGORIES in ADR 044); empty on a page whose loader does not send them.
 */
export function useCategories(): IndexResponse["categories"] {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i--) {
    const data = matches[i]!.data as { pageCategories?: IndexResponse["categories"] } | null | undefined;
    if (data?.pageCategories) return data.pageCategories;
  }
  return [];
}
