import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { redirect } from "react-router";
import { localeOfPath, localizePath } from "../../lib/locale";
import { addToCartPath, type BookingReply } from "./cart";
import type { CartAnswer } from "./cart-items";
import {
  addCartItem,
  cartItemsFromForm,
  formErrorsOf,
  purchase,
  readdCartItem,
  removeCartItem,
  replaceCart,
} from "./checkout.server";
import { cardFieldNames, formFieldOf, purchaseSchema } from "./purchase-form";

type Args = { request: Request; context: { apiFetch?: typeof fetch; apiBase?: string } };

export type CartReply = { kind: "cart"; answer: CartAnswer };
export type PurchaseReply = {
  kind: "purchase";
  result: SubmissionResult<string[]>;
  /** Stripe: the opened payment, which the browser confirms with Elements */
  stripe: { secret: string; order_id: string } | null;
  unverified: boolean;
  /** each answer its own: the card fields are laid anew (emptied) after every attempt */
  attempt: number;
};

export const isCartIntent = (intent: string) =>
  intent === "update" || intent.startsWith("remove:") || intent.startsWith("readd:");

/** The API's refusal as form errors: field errors beside their fields, anything else above the form. */
export function splitApiError(
  error: { code: string; message: string },
  fieldErrors: Record<string, string[]>,
) {
  const formErrors =
    Object.keys(fieldErrors).length > 0 && error.code === "validation_failed" ? [] : [error.message];
  return { formErrors, fieldErrors };
}

/** Update cart (PUT /cart), remove an item, or add an expired item again. */
export async function cartAction(args: Args, form: FormData, intent: string): Promise<CartReply> {
  const locale = localeOfPath(new URL(args.request.url).pathname);
  const items = cartItemsFromForm(form);
  const [verb, target = ""] = intent.split(":");
  const again = verb === "readd" ? items[Number(target)] : undefined;
  const result =
    verb === "remove"
      ? await removeCartItem(args, locale, target)
      : again
        ? await readdCartItem(args, locale, again)
        : await replaceCart(
            args,
            locale,
            items.map(({ id: _id, ...item }) => item),
          );
  if (result.ok) return { kind: "cart", answer: { formErrors: [], fieldErrors: {} } };
  return { kind: "cart", answer: splitApiError(result.error, result.error.errors ?? {}) };
}

/**
 * Purchase: the order is opened and, with the sandbox, the card confirmed (see checkout.server). A
 * refusal keeps the billing typed and empties the card fields: the card is never sent back to the page.
 */
export async function purchaseAction(args: Args, form: FormData, intent: string): Promise<PurchaseReply> {
  const locale = localeOfPath(new URL(args.request.url).pathname);
  const withCard = intent === "pay-card";
  const submission = parseWithZod(form, { schema: purchaseSchema(withCard) });
  const hideFields = [...cardFieldNames];
  const reply = (extra: Partial<PurchaseReply> = {}): PurchaseReply => ({
    kind: "purchase",
    result: submission.reply({ hideFields }),
    stripe: null,
    unverified: false,
    attempt: Date.now(),
    ...extra,
  });
  if (submission.status !== "success") return reply();
  const { cardNumber, cardExpiry, cardCvc, cardName, ...billing } = submission.value;
  const card =
    withCard && cardNumber && cardExpiry && cardCvc && cardName
      ? { cardNumber, cardExpiry, cardCvc, cardName }
      : null;
  const outcome = await purchase(args, locale, billing, card);
  if (outcome.kind === "redirect") throw redirect(outcome.to);
  if (outcome.kind === "stripe") {
    const { secret, order_id } = outcome.payment;
    return reply({ stripe: { secret, order_id } });
  }
  const errors = splitApiError(outcome.error, formErrorsOf(outcome.error, formFieldOf));
  return reply({
    result: submission.reply({ ...errors, hideFields }),
    unverified: outcome.error.code === "email_not_verified",
  });
}

/**
 * Book now and add to cart from the course page (spec 2, 5): the places and, for a bookable course, the
 * date. A visitor (or one whose session ran out) is sent to sign in first, with /cart/add as the way back.
 */
export async function bookingAction(args: Args, slug: string, signedIn: boolean): Promise<BookingReply> {
  const locale = localeOfPath(new URL(args.request.url).pathname);
  const form = await args.request.formData();
  const next = form.get("intent") === "book" ? "checkout" : "course";
  const quantity = Number(form.get("quantity") ?? 1);
  const wanted = {
    courseId: String(form.get("course_id") ?? ""),
    slotId: String(form.get("slot_id") ?? "") || null,
    quantity: Number.isFinite(quantity) ? quantity : 1,
    next,
  } as const;
  if (!signedIn) {
    const back = addToCartPath({ ...wanted, slug }, locale);
    throw redirect(`${localizePath("/login", locale)}?redirect=${encodeURIComponent(back)}&reason=cart`);
  }
  const result = await addCartItem(args, locale, {
    course_id: wanted.courseId,
    slot_id: wanted.slotId,
    quantity: wanted.quantity,
  });
  if (!result.ok) {
    const fieldError = Object.values(result.error.errors ?? {}).flat()[0];
    return { ok: false, error: fieldError ?? result.error.message, at: Date.now() };
  }
  if (next === "checkout") throw redirect(localizePath("/checkout", locale));
  return { ok: true, error: null, at: Date.now() };
}
