import type { IndexResponse } from "@kursove/contracts";
import { useMatches } from "react-router";

/**
 * The countries with their cities and districts, from the loader of the page that shows a place
 * (`placeCountries`, PAGE-COUNTRIES in ADR 041); empty on a page whose loader does not send them.
 */
export function useCountries(): IndexResponse["countries"] {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i--) {
    const data = matches[i]!.data as { placeCountries?: IndexResponse["countries"] } | null | undefined;
    if (data?.placeCountries) return data.placeCountries;
  }
  return [];
}
