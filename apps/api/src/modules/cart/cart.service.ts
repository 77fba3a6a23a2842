import type { addCartItemBody, Cart, replaceCartBody } from "@kursove/contracts";
import { holdLimitDefaults } from "@kursove/contracts/constants";
import type { Currency } from "@kursove/contracts/currency";
import { countValidItems, hasOnlyExpiredHolds } from "@kursove/contracts/domain/holds";
import type { Locale } from "@kursove/i18n";
import type { z } from "zod";
import type { HoldLimits } from "../../config";
import type { Db } from "../../db/client";
import { now } from "../../platform/clock";
import { AppError } from "../../platform/errors";
import { findUserById } from "../auth";
import { applyCartCode, type CartCodeDeps, priceCart, removeCartCodes } from "../discounts";
import {
  countHeldByBuyer,
  deleteCartItem,
  deleteCartItemsExcept,
  emitPlacesFreed,
  type HoldInput,
  lockBuyer,
  type PlacesTarget,
  takeHold,
  unlinkCartItemsFromOrders,
} from "../seats";
import { discountLinesOf, toCart, withDiscount } from "./cart.mappers";
import * as repo from "./cart.repository";

export type CartDeps = {
  db: Db;
  locale: Locale;
  /** the HOLD_LIMIT_* settings (config.holdLimits); unset: their defaults */
  limits?: HoldLimits;
  /** the currency of sale (CURRENCY), in which courses are priced */
  currency: Currency;
  /** DISCOUNT_STACKING: several discount codes in one cart */
  discountStacking?: boolean;
};
type ItemBody = z.output<typeof addCartItemBody>;
type FieldErrors = Record<string, string[]>;
type CheckedItem = Omit<HoldInput, "userId">;

/**
 * Every change of a user's cart (add, replace, remove, clear) ends here, in its transaction. An order
 * awaiting payment was made of the cart as it was, so the items are unlinked from it: they are the
 * cart again. After the change, the cart's routes cancel such orders with their gateway payment
 * (checkout/checkout.service cancelOpenOrders; CHECKOUT-ONCE: a changed cart replaces the order).
 */
export async function onCartChanged(tx: Db, userId: string) {
  await unlinkCartItemsFromOrders(tx, userId);
}

const codeDeps = (deps: CartDeps): CartCodeDeps => ({
  db: deps.db,
  now: now(),
  stacking: deps.discountStacking ?? false,
});

/**
 * GET /cart: the user's items, the expired ones marked, with the total of the valid ones less what the
 * cart's discount codes take off now (DISCOUNT-CODES).
 */
export async function getCart(deps: CartDeps, userId: string): Promise<Cart> {
  const rows = await repo.findCartRows(deps.db, deps.locale, userId);
  const cart = toCart(rows, deps.currency);
  const priced = await priceCart(codeDeps(deps), userId, discountLinesOf(cart));
  return withDiscount(cart, priced);
}

/**
 * The header's view of the cart (GET /user/header): how many items still hold their places, and whether
 * every hold ran out; by the same rule as the web's cart (contracts domain/holds, ADR 047).
 */
export async function headerCart(db: Db, userId: string) {
  const rows = await repo.findHoldStates(db, userId);
  const cart = {
    items: rows.map((row) => ({ expired: Boolean(row.expired), held_until: row.heldUntil.toISOString() })),
  };
  return { count: countValidItems(cart), only_expired: hasOnlyExpiredHolds(cart) };
}

/** POST /cart/discount: checks the code against the cart and keeps it; 422 with the reason otherwise. */
export async function applyDiscountCode(deps: CartDeps, userId: string, code: string): Promise<Cart> {
  const rows = await repo.findCartRows(deps.db, deps.locale, userId);
  await applyCartCode(codeDeps(deps), userId, code, discountLinesOf(toCart(rows, deps.currency)));
  return getCart(deps, userId);
}

/** DELETE /cart/discount: the cart without its codes. */
export async function removeDiscountCodes(deps: CartDeps, userId: string): Promise<Cart> {
  await removeCartCodes(deps.db, userId);
  return getCart(deps, userId);
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

/**
 * 422 hold_limit_per_booking when an item asks for more places of one course (or hour) than one buyer may
 * hold, whatever the course's capacity: the cap travels as `errors.max_places` (a number as text).
 */
function checkBookingLimit(
  items: CheckedItem[],
  limits: HoldLimits,
  field: (index: number, name: string) => string,
) {
  const errors: FieldErrors = {};
  for (const [index, item] of items.entries())
    if (item.quantity > limits.perBooking) errors[field(index, "max_places")] = [String(limits.perBooking)];
  if (Object.keys(errors).length > 0) throw new AppError(422, "hold_limit_per_booking", errors);
}

/**
 * In the caller's transaction, before any course row: takes the buyer's lock, then answers 409 when they
 * would hold more places in all than `perBuyer`, or than `unverified` while their email is not verified
 * (`errors.max_places` names the cap). With a `target` (adding) the buyer keeps their other holds; without
 * one (replacing the cart) the asked places are all they will hold. Holding no more than now always passes,
 * so a lowered cap never blocks lowering a quantity.
 */
async function checkBuyerLimits(
  tx: Db,
  userId: string,
  limits: HoldLimits,
  ask: { places: number; target?: PlacesTarget; lock?: boolean },
) {
  if (ask.lock !== false) await lockBuyer(tx, userId);
  const user = await findUserById(tx, userId);
  const total = ask.places + (ask.target ? await countHeldByBuyer(tx, userId, ask.target) : 0);
  const unverified = !user?.emailVerifiedAt && limits.unverified < limits.perBuyer;
  const cap = unverified ? limits.unverified : limits.perBuyer;
  if (total <= cap || total <= (await countHeldByBuyer(tx, userId))) return;
  throw new AppError(409, unverified ? "hold_limit_unverified" : "hold_limit_per_buyer", {
    max_places: [String(cap)],
  });
}

const limitsOf = (deps: CartDeps): HoldLimits => deps.limits ?? holdLimitDefaults;

/** 409 no_places_left, with the places left of the item (`errors.places_left`, a number as text). */
const noPlacesLeft = (field: string, placesLeft: number) =>
  new AppError(409, "no_places_left", { [field]: [String(placesLeft)] });

export type HoldTestOptions = {
  /** test only (holds.concurrency.test.ts): false takes holds without the row lock and the buyer's lock */
  lock?: boolean;
};

/**
 * POST /cart/items: holds the places of a course (or slot) for 20 minutes, within the buyer's caps.
 * Adding a course already in the cart sets its new quantity; a hold still valid keeps its end.
 */
export async function addItem(deps: CartDeps, userId: string, body: ItemBody, options: HoldTestOptions = {}) {
  const limits = limitsOf(deps);
  const [item] = await checkItems(deps.db, [body], (_index, name) => name);
  checkBookingLimit([item!], limits, (_index, name) => name);
  const lowered = await deps.db.transaction(async (t) => {
    const tx = t as unknown as Db;
    await checkBuyerLimits(tx, userId, limits, { places: item!.quantity, target: item!, lock: options.lock });
    const result = await takeHold(tx, { ...item!, userId }, options);
    if (!result) throw new AppError(404, "course_not_found");
    if (!result.ok) throw noPlacesLeft("places_left", result.placesLeft);
    await onCartChanged(tx, userId);
    return result.lowered;
  });
  // fewer places held than before: the freed ones go to the waiting list now (WAITLIST-OFFER-AT-ONCE)
  if (lowered) await emitPlacesFreed(deps.db, [item!.courseId]);
  return getCart(deps, userId);
}

/**
 * PUT /cart ("update cart"): the cart becomes exactly these items, within the buyer's caps. An item
 * still held keeps its end; new and expired ones are held for 20 minutes. All or nothing: when one item
 * has no places left, the cart stays as it was.
 */
export async function replaceCart(deps: CartDeps, userId: string, body: z.output<typeof replaceCartBody>) {
  const limits = limitsOf(deps);
  const field = (index: number, name: string) => `items.${index}.${name}`;
  const items = await checkItems(deps.db, body.items, field);
  checkBookingLimit(items, limits, field);
  // rows are locked in one order (as the orders module does), so two carts never wait for each other
  const ordered = items
    .map((item, index) => ({ item, index, key: item.slotId ?? item.courseId }))
    .sort((a, b) => a.key.localeCompare(b.key));
  const freed = await deps.db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const places = items.reduce((sum, item) => sum + item.quantity, 0);
    await checkBuyerLimits(tx, userId, limits, { places });
    const keep: string[] = [];
    const lowered: string[] = [];
    for (const { item, index } of ordered) {
      const result = await takeHold(tx, { ...item, userId });
      if (!result) throw new AppError(404, "course_not_found");
      if (!result.ok) throw noPlacesLeft(`items.${index}.places_left`, result.placesLeft);
      keep.push(result.itemId);
      if (result.lowered) lowered.push(item.courseId);
    }
    const removed = await deleteCartItemsExcept(tx, userId, keep);
    await onCartChanged(tx, userId);
    return [...lowered, ...removed];
  });
  await emitPlacesFreed(deps.db, freed);
  return getCart(deps, userId);
}

/**
 * DELETE /cart/items/{id}: frees the item's places at once, for the first learner waiting for them too;
 * someone else's item is not found.
 */
export async function removeItem(deps: CartDeps, userId: string, id: string) {
  const removed = await deps.db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const item = await deleteCartItem(tx, userId, id);
    if (!item) throw new AppError(404, "cart_item_not_found");
    await onCartChanged(tx, userId);
    return item.courseId;
  });
  await emitPlacesFreed(deps.db, [removed]);
  return getCart(deps, userId);
}

/** DELETE /cart: frees every place the user holds, for those waiting for them too. */
export async function clearCart(deps: CartDeps, userId: string) {
  const removed = await deps.db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const courseIds = await deleteCartItemsExcept(tx, userId, []);
    await onCartChanged(tx, userId);
    return courseIds;
  });
  await emitPlacesFreed(deps.db, removed);
  return getCart(deps, userId);
}
