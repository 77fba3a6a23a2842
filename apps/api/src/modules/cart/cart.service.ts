import type { addCartItemBody, Cart, replaceCartBody } from "@kursove/contracts";
import type { Locale } from "@kursove/i18n";
import type { z } from "zod";
import type { Db } from "../../db/client";
import { AppError } from "../../platform/errors";
import { toCart } from "./cart.mappers";
import * as repo from "./cart.repository";
import { type HoldInput, takeHold } from "./holds";

export type CartDeps = { db: Db; locale: Locale };
type ItemBody = z.output<typeof addCartItemBody>;
type FieldErrors = Record<string, string[]>;
type CheckedItem = Omit<HoldInput, "userId">;

/**
 * Every change of a user's cart (add, replace, remove, clear) ends here, in its transaction. An order
 * awaiting payment was made of the cart as it was, so the items are unlinked from it: they are the
 * cart again. After the change, the cart's routes cancel such orders with their gateway payment
 * (orders/checkout.service cancelOpenOrders; issue 7: a changed cart replaces the order).
 */
export async function onCartChanged(tx: Db, userId: string) {
  await repo.unlinkFromOrders(tx, userId);
}

/** GET /cart: the user's items, the expired ones marked, with the total of the valid ones. */
export async function getCart(deps: CartDeps, userId: string): Promise<Cart> {
  return toCart(await repo.findCartRows(deps.db, deps.locale, userId));
}

/**
 * Checks that each item may be held: the course is on sale (approved, of an approved provider that can
 * receive payouts, like the catalog's on_sale), a bookable course has one of its own slots and other
 * courses none, sales have not closed, and attendee names are at most one per place. Field errors are
 * named by `field` (the request's own path to the item); all of them are answered together.
 */
async function checkItems(
  db: Db,
  items: ItemBody[],
  field: (index: number, name: string) => string,
): Promise<CheckedItem[]> {
  const errors: FieldErrors = {};
  const seen = new Set<string>();
  const checked: CheckedItem[] = [];
  const now = new Date();
  for (const [index, item] of items.entries()) {
    const attendees = item.attendees ?? [];
    if (attendees.length > item.quantity)
      errors[field(index, "attendees")] = ["field.attendees_over_quantity"];
    const key = `${item.course_id}/${item.slot_id ?? ""}`;
    if (seen.has(key)) errors[field(index, "course_id")] = ["field.cart_item_repeated"];
    seen.add(key);

    const course = await repo.findCourseForSale(db, item.course_id);
    if (course?.status !== "approved" || course.providerStatus !== "approved")
      throw new AppError(404, "course_not_found");
    const bookable = course.types.includes("on_demand");
    const slot = item.slot_id ? await repo.findSlot(db, item.slot_id) : null;
    if (!bookable && item.slot_id) {
      errors[field(index, "slot_id")] = ["field.slot_not_allowed"];
      continue;
    }
    if (bookable && slot?.courseId !== course.id) {
      errors[field(index, "slot_id")] = ["field.slot_required"];
      continue;
    }
    const closed =
      !course.providerPayoutsEnabled ||
      (course.lastSellDate !== null && course.lastSellDate <= now) ||
      // a bookable course sells each hour until it starts; the others until their first session
      (slot ? slot.startsAt <= now : course.startsAt !== null && course.startsAt <= now);
    if (closed) throw new AppError(409, "sales_closed", { [field(index, "course_id")]: ["sales_closed"] });
    checked.push({ courseId: course.id, slotId: slot?.id ?? null, quantity: item.quantity, attendees });
  }
  if (Object.keys(errors).length > 0) throw new AppError(422, "validation_failed", errors);
  return checked;
}

/** 409 no_places_left, with the places left of the item (`errors.places_left`, a number as text). */
const noPlacesLeft = (field: string, placesLeft: number) =>
  new AppError(409, "no_places_left", { [field]: [String(placesLeft)] });

export type HoldTestOptions = {
  /** test only (holds.concurrency.test.ts): false takes holds without the row lock */
  lock?: boolean;
};

/**
 * POST /cart/items: holds the places of a course (or slot) for 20 minutes. Adding a course already in
 * the cart sets its new quantity and renews its hold.
 */
export async function addItem(deps: CartDeps, userId: string, body: ItemBody, options: HoldTestOptions = {}) {
  const [item] = await checkItems(deps.db, [body], (_index, name) => name);
  await deps.db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const result = await takeHold(tx, { ...item!, userId }, options);
    if (!result) throw new AppError(404, "course_not_found");
    if (!result.ok) throw noPlacesLeft("places_left", result.placesLeft);
    await onCartChanged(tx, userId);
  });
  return getCart(deps, userId);
}

/**
 * PUT /cart ("update cart"): the cart becomes exactly these items, each held anew for 20 minutes. All or
 * nothing: when one item has no places left, the cart stays as it was.
 */
export async function replaceCart(deps: CartDeps, userId: string, body: z.output<typeof replaceCartBody>) {
  const items = await checkItems(deps.db, body.items, (index, name) => `items.${index}.${name}`);
  // rows are locked in one order (as the orders module does), so two carts never wait for each other
  const ordered = items
    .map((item, index) => ({ item, index, key: item.slotId ?? item.courseId }))
    .sort((a, b) => a.key.localeCompare(b.key));
  await deps.db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const keep: string[] = [];
    for (const { item, index } of ordered) {
      const result = await takeHold(tx, { ...item, userId });
      if (!result) throw new AppError(404, "course_not_found");
      if (!result.ok) throw noPlacesLeft(`items.${index}.places_left`, result.placesLeft);
      keep.push(result.itemId);
    }
    await repo.deleteItemsExcept(tx, userId, keep);
    await onCartChanged(tx, userId);
  });
  return getCart(deps, userId);
}

/** DELETE /cart/items/{id}: frees the item's places at once; someone else's item is not found. */
export async function removeItem(deps: CartDeps, userId: string, id: string) {
  await deps.db.transaction(async (t) => {
    const tx = t as unknown as Db;
    if (!(await repo.deleteItem(tx, userId, id))) throw new AppError(404, "cart_item_not_found");
    await onCartChanged(tx, userId);
  });
  return getCart(deps, userId);
}

/** DELETE /cart: frees every place the user holds. */
export async function clearCart(deps: CartDeps, userId: string) {
  await deps.db.transaction(async (t) => {
    const tx = t as unknown as Db;
    await repo.deleteItemsExcept(tx, userId, []);
    await onCartChanged(tx, userId);
  });
  return getCart(deps, userId);
}
