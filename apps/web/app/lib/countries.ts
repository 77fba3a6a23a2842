import type { IndexResponse } from "@kursove/contracts";
import { usePageList } from "./page-index";

/**
 * The countries with their cities and districts, from the loader of the page that shows a place
 * (`placeCountries`, PAGE-COUNTRIES in ADR 041); empty on a page whose loader does not send them.
 */
export const useCountries = () => usePageList<IndexResponse["countries"][number]>("placeCountries");
