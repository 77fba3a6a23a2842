import { type BlogLocale, blogLocales, blogStatuses } from "@kursove/contracts";
import { choiceOf } from "../../ui/filter-tabs";

/** The admin blog list's tabs: every article, then each state. */
export const blogTabs = ["all", ...blogStatuses] as const;

export type BlogListFilters = { status: (typeof blogTabs)[number]; locale: BlogLocale | ""; q: string };

/** The admin blog list's filters from the address: a known tab and language, a search of 100 characters. */
export function blogListFilters(url: URL): BlogListFilters {
  const rawLocale = url.searchParams.get("locale") ?? "";
  return {
    status: choiceOf(url, "status", blogTabs),
    locale: (blogLocales as readonly string[]).includes(rawLocale) ? (rawLocale as BlogLocale) : "",
    q: (url.searchParams.get("q") ?? "").trim().slice(0, 100),
  };
}

/** The filters as a query string, without the defaults (all states, any language, no search). */
export function blogListSearch(filters: BlogListFilters, status: string = filters.status) {
  const params = new URLSearchParams();
  if (status !== "all") params.set("status", status);
  if (filters.locale) params.set("locale", filters.locale);
  if (filters.q) params.set("q", filters.q);
  return params;
}
