import { z } from "zod";
import { currency } from "./common";
import { maxPlacesPerItem } from "./constants";
import { courseType } from "./reference";

/** A cart item holds its places for 20 minutes. */
export const cartHoldMinutes = 20;
export { maxPlacesPerItem };

const uuid = z.uuid();
const isoDateTime = z.string();

/** Names of the attendees, one per place at most (may be left empty). */
export const attendeeNames = z.array(z.string().trim().min(1).max(120)).max(maxPlacesPerItem);

/** POST /cart/items (API.md): add a course (and the slot of a bookable course) to the cart. */
export const addCartItemBody = z.object({
  course_id: uuid,
  slot_id: uuid.nullish(),
  quantity: z.coerce.number().int().min(1).max(maxPlacesPerItem).default(1),
  attendees: attendeeNames.optional(),
});
export type AddCartItemInput = z.input<typeof addCartItemBody>;

/** PUT /cart (API.md): replace all items ("update cart"). */
export const replaceCartBody = z.object({ items: z.array(addCartItemBody).max(50) });
export type ReplaceCartInput = z.input<typeof replaceCartBody>;

export const cartItemParams = z.object({ id: uuid });

/** One cart item: the hold of `quantity` places until `held_until` (GET /cart, CART-FIELDS: each with id). */
export const cartItem = z.object({
  id: uuid,
  course: z.object({
    id: uuid,
    slug: z.string(),
    title: z.string(),
    types: z.array(courseType),
    starts_at: isoDateTime.nullable(),
    ends_at: isoDateTime.nullable(),
    city: z.string().nullable(),
    thumbnail: z.object({ url: z.string(), width: z.number().int(), height: z.number().int() }).nullable(),
    provider: z.object({ id: uuid, slug: z.string(), name: z.string() }),
    requires_booking_approval: z.boolean(),
  }),
  slot: z.object({ id: uuid, starts_at: isoDateTime, ends_at: isoDateTime }).nullable(),
  quantity: z.number().int(),
  attendees: z.array(z.string()),
  /** the price of one place now (the early-bird price until its date), in stotinki */
  price: z.number().int(),
  /** price x quantity */
  subtotal: z.number().int(),
  early_bird: z.boolean(),
  held_until: isoDateTime,
  /** the hold ran out: its places are free for others, the item must be added again */
  expired: z.boolean(),
  /** the order awaiting payment this item was checked out into, if any */
  order_id: uuid.nullable(),
});
export type CartItem = z.infer<typeof cartItem>;

/** A code in the cart and what it takes off now (DISCOUNT-CODES). */
export const cartDiscountLine = z.object({
  code: z.string(),
  amount: z.number().int(),
  /** a platform code: the platform bears the discount */
  platform: z.boolean(),
});

/** GET /cart (API-CART, API.md): total of the items whose hold is still valid, less the discount. */
export const cart = z.object({
  items: z.array(cartItem),
  total: z.number().int(),
  /** the valid items' prices before any discount */
  subtotal: z.number().int(),
  /** API.md's summary of the codes: all of them, comma separated, and their whole discount */
  discount: z.object({ code: z.string(), amount: z.number().int() }).nullable(),
  discounts: z.array(cartDiscountLine),
  currency,
  /** the earliest hold end among valid items, for the timer; null when nothing is held */
  held_until: isoDateTime.nullable(),
});
export type Cart = z.infer<typeof cart>;
