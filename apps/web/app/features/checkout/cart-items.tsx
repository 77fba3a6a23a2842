import type { Cart, CartItem } from "@kursove/contracts";
import { isItemValid } from "@kursove/contracts/domain/holds";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Form, Link } from "react-router";
import { formatDate, formatMoney } from "../../lib/format";
import { useLocale } from "../../lib/use-locale";
import { buttonVariants } from "../../ui/button";
import { FormError, useFieldMessage } from "../../ui/field";
import { clampQuantity, maxPlacesPerBooking } from "./cart";

export type CartAnswer = { formErrors: string[]; fieldErrors: Record<string, string[]> };

/** The cart form's id: buttons outside it (the expired hold's notice) submit it. */
export const cartFormId = "cart-form";

/**
 * Holds the places of every item again in one click (PUT /cart with the items as they are: an expired
 * item gets a fresh hold, a valid one keeps its end).
 */
export function RenewHoldsButton({ busy }: { busy: boolean }) {
  const { t } = useTranslation("checkout");
  return (
    <button
      type="submit"
      form={cartFormId}
      name="intent"
      value="update"
      formNoValidate
      disabled={busy}
      className={buttonVariants({ variant: "primary", size: "sm", className: "mt-3" })}
    >
      {t("timer.renew")}
    </button>
  );
}

/** When and where an item's course takes place: the slot's hours, the course's start, or "any time". */
export function itemWhen(item: CartItem, locale: "bg" | "en", anyTime: string) {
  if (item.slot) {
    const day = formatDate(item.slot.starts_at, locale, { dateStyle: "medium", timeStyle: "short" });
    return `${day}–${formatDate(item.slot.ends_at, locale, { timeStyle: "short" })}`;
  }
  if (item.course.starts_at) {
    return formatDate(item.course.starts_at, locale, { dateStyle: "medium", timeStyle: "short" });
  }
  return anyTime;
}

/** Spec's Cart: the items with their places, attendees, prices and holds; update cart, proceed to checkout. */
export function CartItems({
  cart,
  now,
  answer,
  busy,
}: {
  cart: Cart;
  now: number;
  answer: CartAnswer | undefined;
  busy: boolean;
}) {
  const { t } = useTranslation("checkout");
  const { locale } = useLocale();
  const subtotal = cart.items
    .filter((item) => isItemValid(item, now))
    .reduce((sum, i) => sum + i.subtotal, 0);
  const discount = subtotal > 0 ? Math.min(subtotal, cart.discount?.amount ?? 0) : 0;
  const total = subtotal - discount;
  return (
    <Form
      method="post"
      id={cartFormId}
      aria-labelledby="cart-heading"
      className="space-y-4"
      preventScrollReset
    >
      <h2 id="cart-heading" className="text-xl font-bold text-dark">
        {t("cart.title")}
      </h2>
      <FormError errors={answer?.formErrors} />
      <ul className="space-y-4">
        {cart.items.map((item, index) => (
          <CartLine
            key={`${item.id}-${item.quantity}-${item.held_until}`}
            item={item}
            index={index}
            expired={!isItemValid(item, now)}
            errors={answer?.fieldErrors}
            busy={busy}
          />
        ))}
      </ul>
      <div className="flex flex-col gap-4 rounded-xl border border-stone-200 bg-white p-4 sm:flex-row sm:items-center sm:justify-between">
        <div>
          {discount > 0 && (
            <p className="text-sm text-stone-600">
              {t("discount.before")}: <s>{formatMoney(subtotal, locale)}</s> · {t("discount.title")}: −
              {formatMoney(discount, locale)}
            </p>
          )}
          <p className="text-lg">
            {t("cart.total")}: <strong className="text-dark">{formatMoney(total, locale)}</strong>
          </p>
        </div>
        <div className="flex flex-col gap-3 sm:flex-row">
          <button
            type="submit"
            name="intent"
            value="update"
            disabled={busy}
            className="inline-flex h-11 items-center justify-center rounded-lg border border-primary px-5 font-semibold text-primary hover:bg-secondary disabled:opacity-70"
          >
            {t("cart.update")}
          </button>
          <Link
            to={{ hash: "billing" }}
            preventScrollReset
            className={buttonVariants({ variant: "primary", className: "text-base" })}
          >
            {t("cart.proceed")}
          </Link>
        </div>
      </div>
    </Form>
  );
}

function CartLine({
  item,
  index,
  expired,
  errors,
  busy,
}: {
  item: CartItem;
  index: number;
  expired: boolean;
  errors: Record<string, string[]> | undefined;
  busy: boolean;
}) {
  const { t } = useTranslation("checkout");
  const { locale, to } = useLocale();
  const message = useFieldMessage();
  const [quantity, setQuantity] = useState(item.quantity);
  const places = clampQuantity(quantity, maxPlacesPerBooking);
  const name = (field: string) => `items[${index}].${field}`;
  const id = (field: string) => `item-${index}-${field}`;
  const lineErrors = Object.entries(errors ?? {})
    .filter(([key]) => key.startsWith(`items.${index}.`) || key.startsWith(`items[${index}]`))
    .flatMap(([, messages]) => messages);
  // the buyer is told when the places of one course reach the most one buyer may hold
  const atCap = lineErrors.length === 0 && quantity >= maxPlacesPerBooking;
  return (
    <li
      className={`grid gap-4 rounded-xl border bg-white p-4 sm:grid-cols-[7rem_1fr_auto] ${expired ? "border-amber-300" : "border-stone-200"}`}
    >
      <input type="hidden" name={name("id")} value={item.id} />
      <input type="hidden" name={name("course_id")} value={item.course.id} />
      <input type="hidden" name={name("slot_id")} value={item.slot?.id ?? ""} />
      {item.course.thumbnail ? (
        <img
          src={item.course.thumbnail.url}
          alt=""
          width={item.course.thumbnail.width}
          height={item.course.thumbnail.height}
          loading="lazy"
          className={`hidden aspect-[5/4] w-28 rounded-lg object-cover sm:block ${expired ? "opacity-60" : ""}`}
        />
      ) : (
        <div className="hidden aspect-[5/4] w-28 rounded-lg bg-secondary sm:block" aria-hidden="true" />
      )}
      <div className="min-w-0 space-y-2">
        <h3 className="text-lg font-bold leading-snug text-dark">
          <Link to={to(`/courses/${item.course.slug}`)} className="hover:text-primary hover:underline">
            {item.course.title}
          </Link>
        </h3>
        <p className="text-sm text-stone-600">
          {item.course.provider.name} · {itemWhen(item, locale, t("cart.anyTime"))}
          {item.course.city ? ` · ${item.course.city}` : ""}
        </p>
        <ul className="flex flex-wrap gap-2 text-xs font-semibold">
          {item.early_bird && (
            <li className="rounded-full bg-accent/25 px-2.5 py-1 text-stone-900">{t("cart.earlyBird")}</li>
          )}
          {item.course.requires_booking_approval && (
            <li className="rounded-full bg-secondary px-2.5 py-1 text-primary">{t("cart.needsApproval")}</li>
          )}
          {expired && (
            <li className="rounded-full bg-amber-100 px-2.5 py-1 text-amber-950">{t("cart.expired")}</li>
          )}
        </ul>
        <div className="flex flex-wrap items-end gap-4">
          <div>
            <label htmlFor={id("quantity")} className="mb-1 block text-sm font-semibold text-stone-700">
              {t("cart.places")}
            </label>
            <input
              id={id("quantity")}
              name={name("quantity")}
              type="number"
              inputMode="numeric"
              min={1}
              max={maxPlacesPerBooking}
              required
              defaultValue={item.quantity}
              onChange={(e) => setQuantity(Number(e.target.value))}
              aria-invalid={lineErrors.length > 0 || undefined}
              aria-describedby={lineErrors.length > 0 ? id("error") : atCap ? id("cap") : undefined}
              className="h-11 w-24 rounded-lg border border-stone-300 bg-white px-3 focus-visible:outline-2 focus-visible:outline-primary"
            />
          </div>
          {atCap && (
            <p id={id("cap")} className="pb-3 text-xs text-stone-600">
              {t("limits.perBooking", { count: maxPlacesPerBooking })}
            </p>
          )}
        </div>
        <details
          className="group rounded-lg border border-stone-200 px-3 py-2 text-sm"
          open={item.attendees.length > 0}
        >
          <summary className="cursor-pointer font-semibold text-stone-700">
            {t("cart.attendees", { count: places })}
          </summary>
          <p className="mt-1 text-xs text-stone-500">{t("cart.attendeesHint")}</p>
          <div className="mt-2 grid gap-2 sm:grid-cols-2">
            {Array.from({ length: places }, (_, n) => (
              <div key={`${item.id}-${n.toString()}`}>
                <label
                  htmlFor={id(`attendee-${n}`)}
                  className="mb-0.5 block text-xs font-semibold text-stone-600"
                >
                  {t("cart.attendee", { number: n + 1 })}
                </label>
                <input
                  id={id(`attendee-${n}`)}
                  name={name("attendees")}
                  defaultValue={item.attendees[n] ?? ""}
                  maxLength={120}
                  autoComplete="off"
                  className="h-10 w-full rounded-lg border border-stone-300 bg-white px-3 focus-visible:outline-2 focus-visible:outline-primary"
                />
              </div>
            ))}
          </div>
        </details>
        {lineErrors.length > 0 && (
          <p id={id("error")} className="text-sm text-red-700">
            {lineErrors.map(message).join(" ")}
          </p>
        )}
      </div>
      <div className="flex flex-row items-end justify-between gap-3 sm:flex-col sm:items-end sm:justify-start sm:text-right">
        <div>
          <p className={`text-lg font-bold ${expired ? "text-stone-500 line-through" : "text-dark"}`}>
            {formatMoney(item.subtotal, locale)}
          </p>
          <p className="text-xs text-stone-500">
            {t("cart.unitPrice", { price: formatMoney(item.price, locale), count: item.quantity })}
          </p>
        </div>
        <div className="flex flex-wrap justify-end gap-2">
          {expired && (
            <button
              type="submit"
              name="intent"
              value={`readd:${index}`}
              formNoValidate
              disabled={busy}
              aria-label={t("cart.readdNamed", { title: item.course.title })}
              className={buttonVariants({ variant: "primary", size: "sm" })}
            >
              {t("cart.readd")}
            </button>
          )}
          <button
            type="submit"
            name="intent"
            value={`remove:${item.id}`}
            formNoValidate
            disabled={busy}
            aria-label={t("cart.removeNamed", { title: item.course.title })}
            className="h-10 rounded-lg border border-stone-300 px-3 text-sm font-semibold text-stone-700 hover:bg-stone-50 disabled:opacity-70"
          >
            {t("cart.remove")}
          </button>
        </div>
      </div>
    </li>
  );
}
