/** Paging's one home (ADR 025): the page a list shows, read the same way by the API and the web. */

/** The highest page a list may ask for; the API refuses more (pageQuery). */
export const maxPage = 10_000;

/**
 * The highest page of the public catalogue, twelve courses a page (CATALOGUE-DEEP-PAGES, ADR 051): a page is
 * read by walking the sort's index past every course before it, so a deeper one costs in proportion (page
 * 10,000 of a category took 2 s at a million courses). Every course is reachable by filters, search and the
 * sitemap; no visitor pages through twelve thousand courses.
 */
export const catalogueMaxPage = 1_000;

/** A page number from a query's text: whole, 1 to maxPage; 1 when absent or not a number. */
export function pageFrom(text: string | null | undefined): number {
  return Math.min(maxPage, Math.max(1, Math.floor(Number(text)) || 1));
}

/** The page of a list from the URL's `?page=`. */
export const pageOf = (url: URL) => pageFrom(url.searchParams.get("page"));

/**
 * The last page of a list of `total` items `size` to a page: at least 1, and never past maxPage, so a list's
 * pagination never links to a page the API refuses (a million courses make 83,334 pages of twelve).
 */
export function lastPage(total: number, size: number, highest = maxPage): number {
  return Math.min(highest, Math.max(1, Math.ceil(total / size)));
}
