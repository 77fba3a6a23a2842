/**
 * The cart's holds read one way (ADR 047): the API's header answer (GET /user/header) and the web's cart
 * and checkout count valid items with these, so the header's count and the cart page cannot disagree.
 */

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
