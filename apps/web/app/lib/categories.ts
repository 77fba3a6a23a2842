import type { IndexResponse } from "@kursove/contracts";
import { usePageList } from "./page-index";

/**
 * The categories with their subcategories, from the loader of the page that names them
 * (`pageCategories`, PAGE-CATEGORIES in ADR 044); empty on a page whose loader does not send them.
 */
export const useCategories = () => usePageList<IndexResponse["categories"][number]>("pageCategories");
