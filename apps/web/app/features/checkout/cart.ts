import { holdLimitDefaults } from "@kursove/contracts/domain/holds";
import type { Locale } from "@kursove/i18n/locale";
import { localizePath } from "../../lib/locale";

/** What a visitor wanted to add before signing in: carried by the /cart/add address. */
export type WantedItem = {
  courseId: string;
  slotId?: string | null | undefined;
  quantity: number;
  /** after adding: the checkout (book now) or back to the course (add to cart) */
  next: "checkout" | "course";
};

/** The course page's answer to book now and add to cart. */
export type BookingReply = { ok: boolean; error: string | null; at: number };

/** The /cart/add address that adds the item for a signed-in user (the login page's redirect target). */
export function addToCartPath(wanted: WantedItem & { slug: string }, locale: Locale) {
  const query = new URLSearchParams({ course: wanted.slug, course_id: wanted.courseId });
  if (wanted.slotId) query.set("slot_id", wanted.slotId);
  query.set("quantity", String(wanted.quantity));
  query.set("then", wanted.next);
  return `${localizePath("/cart/add", locale)}?${query}`;
}

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Reads /cart/add's query back; null when it does not name a course. */
export function wantedFromQuery(params: URLSearchParams): WantedItem | null {
  const courseId = params.get("course_id") ?? "";
  const slotId = params.get("slot_id") || null;
  if (!uuid.test(courseId) || (slotId && !uuid.test(slotId))) return null;
  const quantity = clampQuantity(Number(params.get("quantity") ?? 1), maxPlacesPerBooking);
  return { courseId, slotId, quantity, next: params.get("then") === "checkout" ? "checkout" : "course" };
}

/** A whole number of places between 1 and `max` (1 when not a number). */
export function clampQuantity(value: number, max: number) {
  if (!Number.isFinite(value)) return 1;
  return Math.min(Math.max(1, Math.trunc(value)), Math.max(1, max));
}

/**
 * The most places one buyer may hold of one course (or hour): the API's HOLD_LIMIT_PER_BOOKING at its
 * default. Where the setting differs, the API's refusal names its own cap (`holdLimitMessage`).
 */
export const maxPlacesPerBooking = holdLimitDefaults.perBooking;

/** The most places one add may take: the places left, at most the places one buyer may hold of a course. */
export const maxQuantity = (placesLeft: number) => Math.min(Math.max(placesLeft, 1), maxPlacesPerBooking);

/**
 * What the booking form books: the chosen slot while it still has places, else the first that has (the
 * page's data is fresh after every booking, and the slot chosen may have just gone), and the places left
 * to take. A bookable course's places are its slot's, never the course's (FEATURES 2.36).
 */
export function bookingChoice<Slot extends { id: string; places_left: number }>(
  course: { places_left: number; slots: Slot[] },
  slotId: string,
) {
  const open = course.slots.filter((slot) => slot.places_left > 0);
  const slot = open.find((s) => s.id === slotId) ?? open[0] ?? null;
  const left = course.slots.length > 0 ? (slot?.places_left ?? 0) : course.places_left;
  return { open, slot, left };
}

/** Error codes the course page may show after /cart/add (only plain codes travel in the address). */
export const safeErrorCode = (code: string | null) => (code && /^[a-z_]{1,40}$/.test(code) ? code : null);
