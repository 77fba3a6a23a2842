import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import type { Locale } from "@kursove/i18n/locale";
import { redirect } from "react-router";
import type { ApiFailure } from "../../lib/api.server";
import { i18nFor } from "../../lib/i18n";
import { localeOfPath, localizePath } from "../../lib/locale";
import { addToCartPath, type BookingReply } from "./cart";
import type { CartAnswer } from "./cart-items";
import {
  addCartItem,
  cartItemsFromForm,
  enterDiscountCode,
  formErrorsOf,
  purchase,
  readdCartItem,
  removeCartItem,
  replaceCart,
} from "./checkout.server";
import { holdLimitMessage } from "./hold-limits.server";
import { formFieldOf, invoiceOf, purchaseSchema, secretCardFieldNames } from "./purchase-form";

type Args = { request: Request; context: { apiFetch?: typeof fetch; apiBase?: string } };

export type CartReply = { kind: "cart"; answer: CartAnswer };
export type PurchaseReply = {
  kind: "purchase";
  result: SubmissionResult<string[]>;
  /** Stripe: the opened payment, which the browser confirms with Elements */
  stripe: { secret: string; order_id: string } | null;
  unverified: boolean;
  /** each answer its own: the card fields are laid anew after every attempt, number and code emptied */
  attempt: number;
};

export const isCartIntent = (intent: string) =>
  intent === "update" ||
  intent === "discount" ||
  intent === "discount-remove" ||
  intent.startsWith("remove:") ||
  intent.startsWith("readd:");

/** A discount code entered or taken out; the API's reason for refusing one goes beside the field. */
async function discountAction(args: Args, form: FormData, intent: string): Promise<CartReply> {
  const locale = localeOfPath(new URL(args.request.url).pathname);
  const code = String(form.get("code") ?? "").trim();
  if (intent === "discount" && code === "")
    return {
      kind: "cart",
      answer: { formErrors: [], fieldErrors: { code: [i18nFor(locale).t("errors:field.required")] } },
    };
  const result = await enterDiscountCode(args, locale, intent === "discount" ? code : null);
  if (result.ok) return { kind: "cart", answer: { formErrors: [], fieldErrors: {} } };
  const message = Object.values(result.error.errors ?? {}).flat()[0] ?? result.error.message;
  return { kind: "cart", answer: { formErrors: [], fieldErrors: { code: [message] } } };
}

/** The API's refusal as form errors: field errors beside their fields, anything else above the form. */
export function splitApiError(
  error: { code: string; message: string },
  fieldErrors: Record<string, string[]>,
) {
  const formErrors =
    Object.keys(fieldErrors).length > 0 && error.code === "validation_failed" ? [] : [error.message];
  return { formErrors, fieldErrors };
}

/**
 * A refusal of the buyer's caps, said with its number: beside the items asking too many places of one
 * course (or above the cart when the API names none), and above the cart for the caps of all places.
 * Null for any other refusal.
 */
export function holdLimitAnswer(error: ApiFailure, locale: Locale, itemIndex?: number): CartAnswer | null {
  const text = holdLimitMessage(error, (key, options) => i18nFor(locale).t(key, options));
  if (!text) return null;
  // PUT /cart names its items (items.1.max_places); adding an expired item again is the item re-added
  const lines = Object.keys(error.errors ?? {}).flatMap((key) => {
    const index =
      /^items\.(\d+)\.max_places$/.exec(key)?.[1] ?? (key === "max_places" ? itemIndex : undefined);
    return index === undefined ? [] : [String(index)];
  });
  if (error.code !== "hold_limit_per_booking" || lines.length === 0)
    return { formErrors: [text], fieldErrors: {} };
  return {
    formErrors: [],
    fieldErrors: Object.fromEntries(lines.map((index) => [`items.${index}.quantity`, [text]])),
  };
}

/**
 * No places left: the API's message beside the item that asked too many (its `places_left` is a number
 * of places, not a message to show), or above the cart when it names none.
 */
export function noPlacesAnswer(error: ApiFailure, itemIndex?: number): CartAnswer | null {
  if (error.code !== "no_places_left") return null;
  const lines = Object.keys(error.errors ?? {}).flatMap((key) => {
    const index =
      /^items\.(\d+)\.places_left$/.exec(key)?.[1] ?? (key === "places_left" ? itemIndex : undefined);
    return index === undefined ? [] : [String(index)];
  });
  if (lines.length === 0) return { formErrors: [error.message], fieldErrors: {} };
  return {
    formErrors: [],
    fieldErrors: Object.fromEntries(lines.map((index) => [`items.${index}.quantity`, [error.message]])),
  };
}

/** Update cart (PUT /cart), remove an item, or add an expired item again. */
export async function cartAction(args: Args, form: FormData, intent: string): Promise<CartReply> {
  if (intent.startsWith("discount")) return discountAction(args, form, intent);
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
  const index = again ? Number(target) : undefined;
  const answer =
    holdLimitAnswer(result.error, locale, index) ??
    noPlacesAnswer(result.error, index) ??
    splitApiError(result.error, result.error.errors ?? {});
  return { kind: "cart", answer };
}

/**
 * Purchase: the order is opened and, with the sandbox, the card confirmed (see checkout.server). A
 * refusal keeps the billing, the card's expiry and name; its number and security code are never sent
 * back to the page.
 */
export async function purchaseAction(args: Args, form: FormData, intent: string): Promise<PurchaseReply> {
  const locale = localeOfPath(new URL(args.request.url).pathname);
  const withCard = intent === "pay-card";
  const submission = parseWithZod(form, { schema: purchaseSchema(withCard) });
  const hideFields = [...secretCardFieldNames];
  const reply = (extra: Partial<PurchaseReply> = {}): PurchaseReply => ({
    kind: "purchase",
    result: submission.reply({ hideFields }),
    stripe: null,
    unverified: false,
    attempt: Date.now(),
    ...extra,
  });
  if (submission.status !== "success") return reply();
  const {
    cardNumber,
    cardExpiry,
    cardCvc,
    cardName,
    needInvoice,
    companyName,
    companyVatId,
    companyAddress,
    companyMol,
    ...billing
  } = submission.value;
  const invoice = invoiceOf({ needInvoice, companyName, companyVatId, companyAddress, companyMol });
  const card =
    withCard && cardNumber && cardExpiry && cardCvc && cardName
      ? { cardNumber, cardExpiry, cardCvc, cardName }
      : null;
  const outcome = await purchase(args, locale, billing, card, invoice);
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
 * Book now and add to cart from the course page: the places and, for a bookable course, the
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
    // a cap of the buyer's holds is said with its number; other refusals by their field or their message
    // (the numbers of `places_left` and `max_places` are not messages)
    const limit = holdLimitMessage(result.error, (key, options) => i18nFor(locale).t(key, options));
    const fieldError =
      result.error.code === "validation_failed" ? Object.values(result.error.errors ?? {}).flat()[0] : null;
    return { ok: false, error: limit ?? fieldError ?? result.error.message, at: Date.now() };
  }
  if (next === "checkout") throw redirect(localizePath("/checkout", locale));
  return { ok: true, error: null, at: Date.now() };
}
