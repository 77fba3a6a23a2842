import type { AddCartItemInput, Cart, InvoiceRequest, Payment } from "@kursove/contracts";
import { type Locale, localeInfo } from "@kursove/i18n/locale";
import { type ApiFailure, callApi } from "../../lib/api.server";
import { i18nFor } from "../../lib/i18n";
import { localizePath } from "../../lib/locale";
import type { BillingFields, CardFields } from "./purchase-form";
import { sandboxCard } from "./purchase-form";

type Args = { request: Request; context: { apiFetch?: typeof fetch; apiBase?: string } };
type SandboxConfirmAnswer = { status: string; next_action_url: string | null };

/** POST /cart/items: adds a course (and the slot of a bookable course) to the signed-in user's cart. */
export const addCartItem = (args: Args, locale: Locale, item: AddCartItemInput) =>
  callApi<Cart>(args.context, args.request, "/cart/items", { method: "POST", body: item, locale });

/** PUT /cart: replaces all items ("update cart"). */
export const replaceCart = (args: Args, locale: Locale, items: AddCartItemInput[]) =>
  callApi<Cart>(args.context, args.request, "/cart", { method: "PUT", body: { items }, locale });

/** POST /cart/discount: enters a discount code; DELETE takes the codes out again. */
export const enterDiscountCode = (args: Args, locale: Locale, code: string | null) =>
  code === null
    ? callApi<Cart>(args.context, args.request, "/cart/discount", { method: "DELETE", locale })
    : callApi<Cart>(args.context, args.request, "/cart/discount", { method: "POST", body: { code }, locale });

/** DELETE /cart/items/:id */
export const removeCartItem = (args: Args, locale: Locale, id: string) =>
  callApi<Cart>(args.context, args.request, `/cart/items/${encodeURIComponent(id)}`, {
    method: "DELETE",
    locale,
  });

/** The cart form's items as PUT /cart takes them: places, the slot, and the attendee names typed. */
export function cartItemsFromForm(form: FormData) {
  const items: (AddCartItemInput & { id: string })[] = [];
  for (let i = 0; form.has(`items[${i}].id`); i++) {
    const field = (name: string) => String(form.get(`items[${i}].${name}`) ?? "").trim();
    const quantity = Number(field("quantity"));
    const attendees = form
      .getAll(`items[${i}].attendees`)
      .map((name) => String(name).trim())
      .filter(Boolean)
      .slice(0, Number.isInteger(quantity) && quantity > 0 ? quantity : undefined);
    items.push({
      id: field("id"),
      course_id: field("course_id"),
      slot_id: field("slot_id") || null,
      quantity: Number.isFinite(quantity) ? quantity : 1,
      attendees,
    });
  }
  return items;
}

/**
 * Re-adds an item whose hold ran out: a fresh hold of the same places, then the old item goes. When the
 * API folded the new hold into the old item (same id, valid again), nothing is removed.
 */
export async function readdCartItem(args: Args, locale: Locale, item: AddCartItemInput & { id: string }) {
  const { id, ...input } = item;
  const added = await addCartItem(args, locale, input);
  if (!added.ok) return added;
  const same = added.data.items.find((i) => i.id === id);
  if (same && !same.expired) return added;
  return removeCartItem(args, locale, id);
}

/** The country's name as the buyer saw it in the page's language. */
export const countryName = (iso: string, locale: Locale) =>
  new Intl.DisplayNames([localeInfo[locale].iso], { type: "region" }).of(iso) ?? iso;

/** Only a place on this site may be where a payment step sends the browser: a path, localized. */
export function sameSitePath(target: string | null, request: Request, locale: Locale): string | null {
  if (!target) return null;
  const own = [new URL(request.url).origin, process.env.PUBLIC_URL?.replace(/\/$/, "")].filter(Boolean);
  let path = target;
  if (!target.startsWith("/")) {
    try {
      const url = new URL(target);
      if (!own.includes(url.origin)) return null;
      path = url.pathname + url.search;
    } catch {
      return null;
    }
  }
  if (path.startsWith("//") || path.startsWith("/\\")) return null;
  return path.startsWith("/en/") || path === "/en" ? path : localizePath(path, locale);
}

export type PurchaseOutcome =
  | { kind: "redirect"; to: string }
  | { kind: "stripe"; payment: Payment }
  | { kind: "failed"; status: number; error: ApiFailure };

/**
 * Purchase: POST /checkout opens the order's payment; the sandbox's card is then confirmed here on the
 * server (POST /payments/sandbox/confirm), Stripe's in the browser with Elements. The card passes through
 * only: it is neither kept nor logged, nor put in an address.
 */
export async function purchase(
  args: Args,
  locale: Locale,
  billing: BillingFields,
  card: CardFields | null,
  invoice: InvoiceRequest | null = null,
): Promise<PurchaseOutcome> {
  const body = {
    billing: { ...billing, country: countryName(billing.countryIso, locale) },
    ...(invoice ? { invoice } : {}),
  };
  const opened = await callApi<Payment>(args.context, args.request, "/checkout", {
    method: "POST",
    body,
    locale,
  });
  if (!opened.ok) return { kind: "failed", status: opened.status, error: opened.error };
  const payment = opened.data;
  const paymentPage = `${localizePath("/payment", locale)}?order_id=${encodeURIComponent(payment.order_id)}`;
  // a free order is settled by the checkout itself
  if (payment.secret === "") return { kind: "redirect", to: paymentPage };
  if (payment.gateway === "stripe") return { kind: "stripe", payment };
  if (!card) return failed(locale, "payment_failed");
  const confirmed = await confirmSandboxCard(args, locale, payment.secret, card);
  if (confirmed.kind === "failed") return confirmed;
  // the bank's step; the order goes along so the step's page can send the buyer on to it
  if (confirmed.kind === "action" && confirmed.to)
    return { kind: "redirect", to: withParam(confirmed.to, "order_id", payment.order_id) };
  // succeeded, processing or canceled: the payment page tells which
  return { kind: "redirect", to: paymentPage };
}

export type CardOutcome =
  /** succeeded, processing or canceled */
  | { kind: "settled"; status: string }
  /** the card's 3-D Secure step: its page on this site (null when the gateway named another site) */
  | { kind: "action"; to: string | null }
  | { kind: "failed"; status: number; error: ApiFailure };

/**
 * The sandbox's card confirmation (POST /payments/sandbox/confirm) of a payment the API opened: an order's
 * or a promotion's. The card passes through only: it is neither kept nor logged, nor put in an address.
 */
export async function confirmSandboxCard(
  args: Args,
  locale: Locale,
  secret: string,
  card: CardFields,
): Promise<CardOutcome> {
  const confirmed = await callApi<SandboxConfirmAnswer>(
    args.context,
    args.request,
    "/payments/sandbox/confirm",
    { method: "POST", body: { secret, card: sandboxCard(card) }, locale },
  );
  if (!confirmed.ok) return { kind: "failed", status: confirmed.status, error: confirmed.error };
  const { status, next_action_url } = confirmed.data;
  if (status === "requires_action")
    return { kind: "action", to: sameSitePath(next_action_url, args.request, locale) };
  if (status === "requires_payment_method") return failed(locale, "payment_failed");
  return { kind: "settled", status };
}

/** The path with one more query parameter (its value encoded). */
export const withParam = (path: string, name: string, value: string) =>
  `${path}${path.includes("?") ? "&" : "?"}${name}=${encodeURIComponent(value)}`;

/**
 * A page to come back to after a payment step, as another page sent it: only a path of this site (it
 * starts with one "/"; no backslashes, spaces or control characters, which browsers may read as "//").
 */
export function localReturnPath(value: unknown): string | null {
  if (typeof value !== "string" || value.length > 500) return null;
  return /^\/(?![/\\])[^\s\\\p{Cc}]*$/u.test(value) ? value : null;
}

const failed = (locale: Locale, code: "payment_failed") => ({
  kind: "failed" as const,
  status: 402,
  error: { code, message: i18nFor(locale).t(code, { ns: "errors" }) },
});

/** The API's field errors on the form's names (billing.city -> city, card.number -> cardNumber). */
export function formErrorsOf(error: ApiFailure, fieldOf: (apiField: string) => string) {
  const fieldErrors: Record<string, string[]> = {};
  for (const [key, messages] of Object.entries(error.errors ?? {})) {
    const name = fieldOf(key);
    fieldErrors[name] = [...(fieldErrors[name] ?? []), ...messages];
  }
  return fieldErrors;
}
