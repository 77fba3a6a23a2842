/** Paging's one home (ADR 025): the page a list shows, read the same way by the API and the web. */

/** The highest page a list may ask for; the API refuses more (pageQuery). */
export const maxPage = 10_000;

/** A page number from a query's text: whole, 1 to maxPage; 1 when absent or not a number. */
export function pageFrom(text: string | null | undefined): number {
  return Math.min(maxPage, Math.max(1, Math.floor(Number(text)) || 1));
}

/** The page of a list from the URL's `?page=`. */
export const pageOf = (url: URL) => pageFrom(url.searchParams.get("page"));
