import type { BookingStatus } from "./booking-item";

/**
 * The query a booking's no-JavaScript refuse link keeps (the tab and page, when not the defaults), and
 * the page's address without the `refuse` step, where its Back link goes.
 */
export function bookingLinks(
  status: BookingStatus,
  page: number,
  location: { pathname: string; search: string },
): { keep: [string, string][]; backHref: string } {
  const keep: [string, string][] = [
    ...(status === "awaiting_approval" ? [] : [["status", status] as [string, string]]),
    ...(page > 1 ? [["page", String(page)] as [string, string]] : []),
  ];
  const back = new URLSearchParams(location.search);
  back.delete("refuse");
  return { keep, backHref: `${location.pathname}${back.size > 0 ? `?${back}` : ""}` };
}

/**
 * How many bookings wait for an answer, from the Awaiting tab's first page and, when there are more, its
 * last one (every page but the last is full).
 */
export function waitingCountOf(first: { data: unknown[]; last_page: number }, last?: { data: unknown[] }) {
  if (first.last_page <= 1 || !last) return first.data.length;
  return (first.last_page - 1) * first.data.length + last.data.length;
}
