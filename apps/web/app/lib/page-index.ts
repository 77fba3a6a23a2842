import { useMatches } from "react-router";

/**
 * A list of the API's index (PAGE-CATEGORIES, PAGE-COUNTRIES) that the loader of this page, or of a page
 * around it, sent under `key`, the innermost first; empty on a page whose loaders did not send it.
 */
export function usePageList<T>(key: "pageCategories" | "placeCountries"): T[] {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i--) {
    const list = (matches[i]!.data as Record<string, T[] | undefined> | null | undefined)?.[key];
    if (list) return list;
  }
  return [];
}
