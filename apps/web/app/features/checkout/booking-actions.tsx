import type { CourseDetail } from "@kursove/contracts";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Form, Link, useActionData, useNavigation, useSearchParams } from "react-router";
import { formatDay } from "../../lib/format";
import { toast } from "../../lib/toast";
import { useLocale } from "../../lib/use-locale";
import { buttonVariants } from "../../ui/button";
import {
  addToCartPath,
  type BookingReply,
  bookingChoice,
  clampQuantity,
  maxPlacesPerBooking,
  maxQuantity,
  safeErrorCode,
} from "./cart";

/**
 * Book now and add to cart: the places (1 to the places left, at most the places one buyer
 * may hold of a course, which the hint then says) and, for a bookable course, the date. Signed-in users
 * post to the course page; visitors are asked to sign in first by links whose redirect,
 * /cart/add, adds what they chose once they are in.
 */
export function BookingActions({ course, signedIn }: { course: CourseDetail; signedIn: boolean }) {
  const { t } = useTranslation();
  const { locale, to } = useLocale();
  const answer = useActionData<BookingReply>();
  const navigation = useNavigation();
  const [params] = useSearchParams();
  const [slotId, setSlotId] = useState("");
  const { open, slot, left } = bookingChoice(course, slotId);
  const [quantity, setQuantity] = useState(1);
  const added = answer?.ok === true || params.get("added") === "1";
  const addedAt = answer?.ok ? answer.at : params.get("added") ? 0 : null;
  useEffect(() => {
    if (addedAt !== null) toast.success(t("checkout:course.added"));
  }, [addedAt, t]);
  if (!course.on_sale || course.timing === "past") return null;
  const cartError = safeErrorCode(params.get("cart_error"));
  const error =
    answer?.ok === false
      ? answer.error
      : cartError
        ? t(cartError, { ns: "errors", defaultValue: t("checkout:course.addFailed") })
        : null;
  const alert = error && (
    <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm font-medium text-red-800">
      {error}
    </p>
  );
  // the last place taken meanwhile (a lost race): the page's fresh data has none, the refusal still says why
  if (left === 0)
    return (
      <div className="mt-5">
        {alert || (
          <p role="status" className="rounded-md bg-amber-50 px-3 py-2 text-sm font-semibold text-amber-950">
            {t("checkout:course.noPlaces")}
          </p>
        )}
      </div>
    );
  const max = maxQuantity(left);
  const places = clampQuantity(quantity, max);
  const busy = navigation.state !== "idle" && navigation.formMethod?.toLowerCase() === "post";
  const login = (next: "checkout" | "course") =>
    `${to("/login")}?redirect=${encodeURIComponent(
      addToCartPath(
        { slug: course.slug, courseId: course.id, slotId: slot?.id ?? null, quantity: places, next },
        locale,
      ),
    )}&reason=cart`;
  const primary = buttonVariants({ variant: "primary", className: "flex w-full text-base" });
  const secondary = buttonVariants({ variant: "outline", className: "flex w-full text-base" });
  const control =
    "h-11 w-full rounded-lg border border-stone-300 bg-white px-3 focus-visible:outline-2 focus-visible:outline-primary";
  return (
    <Form method="post" className="mt-5 space-y-3" preventScrollReset>
      <input type="hidden" name="course_id" value={course.id} />
      {course.slots.length > 0 && (
        <div>
          <label htmlFor="booking-slot" className="mb-1 block text-sm font-semibold text-stone-700">
            {t("course.selectDate", { count: open.length })}
          </label>
          <select
            id="booking-slot"
            name="slot_id"
            required
            value={slot?.id ?? ""}
            onChange={(e) => setSlotId(e.target.value)}
            className={control}
          >
            {open.map((s) => (
              <option key={s.id} value={s.id}>
                {formatDay(s.date, locale, { weekday: "short", day: "numeric", month: "short" })},{" "}
                {s.start_hour}–{s.end_hour} ({t("course.placesLeft", { count: s.places_left })})
              </option>
            ))}
          </select>
        </div>
      )}
      <div>
        <label htmlFor="booking-quantity" className="mb-1 block text-sm font-semibold text-stone-700">
          {t("checkout:course.places")}
        </label>
        <input
          id="booking-quantity"
          name="quantity"
          type="number"
          inputMode="numeric"
          min={1}
          max={max}
          required
          value={Number.isNaN(quantity) ? "" : quantity}
          onChange={(e) => setQuantity(e.target.valueAsNumber)}
          aria-describedby="booking-quantity-hint"
          className={control}
        />
        <p id="booking-quantity-hint" className="mt-1 text-xs text-stone-500">
          {left > maxPlacesPerBooking
            ? t("checkout:limits.perBooking", { count: max })
            : t("checkout:course.placesHint", { count: max })}
        </p>
      </div>
      {alert}
      {signedIn ? (
        <>
          <button type="submit" name="intent" value="book" disabled={busy} className={primary}>
            {t("course.bookNow")}
          </button>
          <button type="submit" name="intent" value="cart" disabled={busy} className={secondary}>
            {t("course.addToCart")}
          </button>
          {added && (
            <p className="text-center text-sm text-stone-700">
              {t("checkout:course.added")}{" "}
              <Link to={to("/checkout")} className="font-semibold text-primary hover:underline">
                {t("checkout:course.toCart")}
              </Link>
            </p>
          )}
        </>
      ) : (
        <>
          <Link to={login("checkout")} className={primary}>
            {t("course.bookNow")}
          </Link>
          <Link to={login("course")} className={secondary}>
            {t("course.addToCart")}
          </Link>
          <p className="text-center text-xs text-stone-500">{t("sign_in_for_cart", { ns: "errors" })}</p>
        </>
      )}
    </Form>
  );
}
