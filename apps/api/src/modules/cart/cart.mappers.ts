import type { Cart, CartItem } from "@kursove/contracts";
import type { Currency } from "@kursove/contracts/currency";
import { fileUrl } from "../../platform/file-url";
import { currentPrice } from "../catalog";
import type { DiscountLine, PricedCart } from "../discounts";
import type { CartRow } from "./cart.repository";

/** One cart item as the cart shows it: the price of a place now (early-bird until its date). */
export function toCartItem(row: CartRow, now = new Date()): CartItem {
  const c = row.course;
  const price = currentPrice(c.price, c.earlyBirdPrice, c.earlyBirdUntil, now);
  return {
    id: row.id,
    course: {
      id: c.id,
      slug: c.slug,
      title: c.title,
      types: c.types as CartItem["course"]["types"],
      starts_at: c.startsAt?.toISOString() ?? null,
      ends_at: c.endsAt?.toISOString() ?? null,
      city: row.cityName,
      thumbnail: row.thumbnailId
        ? { url: fileUrl(row.thumbnailId)!, width: row.thumbnailWidth ?? 0, height: row.thumbnailHeight ?? 0 }
        : null,
      provider: row.provider,
      requires_booking_approval: c.requiresBookingApproval,
    },
    slot:
      row.slotId && row.slotStartsAt && row.slotEndsAt
        ? { id: row.slotId, starts_at: row.slotStartsAt.toISOString(), ends_at: row.slotEndsAt.toISOString() }
        : null,
    quantity: row.quantity,
    attendees: row.attendees,
    price,
    subtotal: price * row.quantity,
    early_bird: price !== c.price,
    held_until: row.heldUntil.toISOString(),
    expired: Boolean(row.expired),
    order_id: row.orderId,
  };
}

/** The whole cart: the total and the timer count only the items whose hold is still valid. */
export function toCart(rows: CartRow[], currency: Currency, now = new Date()): Cart {
  const items = rows.map((row) => toCartItem(row, now));
  const valid = items.filter((item) => !item.expired);
  const earliest = valid.reduce<string | null>(
    (min, item) => (min === null || Date.parse(item.held_until) < Date.parse(min) ? item.held_until : min),
    null,
  );
  const subtotal = valid.reduce((sum, item) => sum + item.subtotal, 0);
  return { items, total: subtotal, subtotal, discount: null, discounts: [], currency, held_until: earliest };
}

/** The valid items as lines a discount code may apply to (DISCOUNT-CODES). */
export const discountLinesOf = (cart: Cart): DiscountLine[] =>
  cart.items
    .filter((item) => !item.expired)
    .map((item) => ({
      key: item.id,
      courseId: item.course.id,
      providerId: item.course.provider.id,
      total: item.subtotal,
    }));

/** The cart less what its codes take off; API.md's `discount` sums them up. */
export function withDiscount(cart: Cart, priced: PricedCart): Cart {
  const discounts = priced.codes.map((c) => ({ code: c.code, amount: c.amount, platform: c.platform }));
  return {
    ...cart,
    total: cart.subtotal - priced.total,
    discounts,
    discount:
      discounts.length === 0 ? null : { code: discounts.map((d) => d.code).join(", "), amount: priced.total },
  };
}
