import type { Cart } from "@kursove/contracts";
import { useTranslation } from "react-i18next";
import { Form } from "react-router";
import { formatMoney } from "../../lib/format";
import { useLocale } from "../../lib/use-locale";
import { Button } from "../../ui/button";
import { InputField } from "../../ui/field";
import type { CartAnswer } from "./cart-items";

/**
 * DISCOUNT-CODES: the buyer types a code (any case) and sees what it takes off; the API's reason is shown
 * beside the field when it refuses one (unknown, expired, used up, a second code).
 */
export function DiscountCode({
  cart,
  answer,
  busy,
}: {
  cart: Cart;
  answer: CartAnswer | undefined;
  busy: boolean;
}) {
  const { t } = useTranslation("checkout");
  const { locale } = useLocale();
  return (
    <section
      aria-labelledby="discount-heading"
      className="mt-6 rounded-xl border border-stone-200 bg-white p-4"
    >
      <h2 id="discount-heading" className="text-lg font-bold text-dark">
        {t("discount.title")}
      </h2>
      {cart.discounts.length > 0 && (
        <ul className="mt-3 space-y-2" aria-label={t("discount.applied")}>
          {cart.discounts.map((d) => (
            <li key={d.code} className="flex flex-wrap items-center justify-between gap-2 text-sm">
              <span>
                <strong className="font-mono">{d.code}</strong>
                {d.platform ? ` · ${t("discount.platform")}` : ""}
              </span>
              <span className={d.amount > 0 ? "font-semibold text-dark" : "text-amber-900"}>
                {d.amount > 0 ? `−${formatMoney(d.amount, locale, cart.currency)}` : t("discount.notApplied")}
              </span>
            </li>
          ))}
        </ul>
      )}
      <Form method="post" preventScrollReset className="mt-3 flex flex-col gap-3 sm:flex-row sm:items-start">
        <div className="sm:w-72">
          <InputField
            label={t("discount.label")}
            name="code"
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={32}
            errors={answer?.fieldErrors.code}
          />
        </div>
        <div className="flex gap-3 sm:mt-6">
          <Button type="submit" name="intent" value="discount" variant="outline" disabled={busy}>
            {t("discount.apply")}
          </Button>
          {cart.discounts.length > 0 && (
            <Button type="submit" name="intent" value="discount-remove" variant="ghost" disabled={busy}>
              {t("discount.remove")}
            </Button>
          )}
        </div>
      </Form>
    </section>
  );
}
