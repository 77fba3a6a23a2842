/**
 * The cart's holds, one home for their rules. The API's header answer (GET /user/header) and the web's cart and
 * checkout count valid items with these, so the header's count and the cart page cannot disagree (ADR 047). A
 * module of its own, so the course page's script carries the hold limits, not every constant (P5, ADR 048).
 */

/**
 * Anti-hoarding defaults of the holds (settings HOLD_LIMIT_*, apps/api/src/config.ts): the places one buyer
 * may hold of one course (or hour), in all their holds, and in all until their email is verified.
 */
export const holdLimitDefaults = { perBooking: 10, perBuyer: 30, unverified: 2 } as const;

/** What a hold's validity depends on: the API's flag (the database's clock) and its end. */
export type HeldItem = { expired: boolean; held_until: string };

/** Items whose hold is still valid at `now` (the API's flag, or the clock passing held_until meanwhile). */
export function isItemValid(item: HeldItem, now?: number) {
  if (item.expired) return false;
  return now === undefined || Date.parse(item.held_until) > now;
}

/** The header's count: the items whose places are still held. */
export const countValidItems = (cart: { items: readonly HeldItem[] } | null | undefined) =>
  cart?.items.filter((item) => isItemValid(item)).length ?? 0;

/** A cart whose every hold ran out: the header says so instead of "empty", and the checkout offers them again. */
export const hasOnlyExpiredHolds = (cart: { items: readonly HeldItem[] } | null | undefined) =>
  (cart?.items.length ?? 0) > 0 && countValidItems(cart) === 0;
