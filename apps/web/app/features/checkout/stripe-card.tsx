import type { Stripe, StripeCardNumberElement, StripeElementStyle } from "@stripe/stripe-js";
import { useCallback, useEffect, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useLocale } from "../../lib/use-locale";

/**
 * Confirms a PaymentIntent (an order's or a promotion's) with the card typed into Stripe's fields; answers
 * Stripe's error. A promotion has no billing address: only the name on the card goes along.
 */
export type StripeConfirm = (
  secret: string,
  billing: {
    name: string;
    email?: string;
    address?: { line1: string; city: string; postal_code: string; country: string };
  },
) => Promise<{ error: string | null }>;

const style: StripeElementStyle = {
  base: { fontSize: "16px", color: "#1c1917", "::placeholder": { color: "#78716c" } },
  invalid: { color: "#b91c1c" },
};

/**
 * The card in Stripe Elements (number, expiry and CVC, each in Stripe's own frame), used when the gateway is
 * Stripe: the card never reaches this site. @stripe/stripe-js is loaded only here, only then.
 */
export function StripeCardFields({
  publishableKey,
  onReady,
}: {
  publishableKey: string;
  onReady: (confirm: StripeConfirm | null) => void;
}) {
  const { t } = useTranslation("checkout");
  const { locale } = useLocale();
  const ids = { number: useId(), expiry: useId(), cvc: useId() };
  const numberRef = useRef<HTMLDivElement>(null);
  const expiryRef = useRef<HTMLDivElement>(null);
  const cvcRef = useRef<HTMLDivElement>(null);
  const [error, setError] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let cancelled = false;
    const mounted: { destroy(): void }[] = [];
    (async () => {
      const { loadStripe } = await import("@stripe/stripe-js");
      const stripe: Stripe | null = await loadStripe(publishableKey, { locale });
      if (cancelled || !stripe || !numberRef.current || !expiryRef.current || !cvcRef.current) return;
      const elements = stripe.elements({ locale });
      const number: StripeCardNumberElement = elements.create("cardNumber", { style, showIcon: true });
      const expiry = elements.create("cardExpiry", { style });
      const cvc = elements.create("cardCvc", { style });
      number.mount(numberRef.current);
      expiry.mount(expiryRef.current);
      cvc.mount(cvcRef.current);
      mounted.push(number, expiry, cvc);
      const onChange = (event: { error?: { message?: string } | undefined }) =>
        setError(event.error?.message ?? null);
      number.on("change", onChange);
      expiry.on("change", onChange);
      cvc.on("change", onChange);
      onReady(async (secret, billing) => {
        const result = await stripe.confirmCardPayment(secret, {
          payment_method: { card: number, billing_details: billing },
        });
        return { error: result.error ? (result.error.message ?? t("card.stripeFailed")) : null };
      });
    })().catch(() => !cancelled && setFailed(true));
    return () => {
      cancelled = true;
      onReady(null);
      for (const element of mounted) element.destroy();
    };
  }, [publishableKey, locale, onReady, t]);

  const box =
    "flex h-11 items-center rounded-lg border border-stone-300 bg-white px-3 focus-within:outline-2 focus-within:outline-primary";
  return (
    <fieldset className="space-y-4">
      <legend className="sr-only">{t("card.title")}</legend>
      <noscript>
        <p className="rounded-lg bg-amber-50 px-4 py-3 text-sm text-amber-950">{t("card.needsScript")}</p>
      </noscript>
      {failed && (
        <p role="alert" className="rounded-lg bg-red-50 px-4 py-3 text-sm text-red-800">
          {t("card.stripeUnavailable")}
        </p>
      )}
      <div>
        <p id={ids.number} className="mb-1 block text-sm font-semibold text-stone-700">
          {t("card.number")}
        </p>
        <div ref={numberRef} className={box} />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <div>
          <p id={ids.expiry} className="mb-1 block text-sm font-semibold text-stone-700">
            {t("card.expiry")}
          </p>
          <div ref={expiryRef} className={box} />
        </div>
        <div>
          <p id={ids.cvc} className="mb-1 block text-sm font-semibold text-stone-700">
            {t("card.cvc")}
          </p>
          <div ref={cvcRef} className={box} />
        </div>
      </div>
      {error && (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}

/** The payment the server opened: an order's or a promotion's. */
export type OpenedPayment =
  | { secret: string; order_id: string }
  | { secret: string; promotion_id: string }
  | null
  | undefined;

/**
 * Confirms a payment the server opened (Stripe only): once per attempt, with the billing typed; on
 * success onPaid gets the order (or promotion) paid, on failure Stripe's message is kept for the form.
 */
export function useStripeConfirm(
  opened: OpenedPayment,
  attempt: number | null,
  billing: () => Parameters<StripeConfirm>[1],
  onPaid: (id: string) => void,
) {
  const [confirm, setConfirm] = useState<StripeConfirm | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const onReady = useCallback((next: StripeConfirm | null) => setConfirm(() => next), []);
  // biome-ignore lint/correctness/useExhaustiveDependencies: run once per opened payment
  useEffect(() => {
    if (!opened || !confirm) return;
    setConfirming(true);
    confirm(opened.secret, billing()).then((result) => {
      setConfirming(false);
      if (result.error) setError(result.error);
      else onPaid("order_id" in opened ? opened.order_id : opened.promotion_id);
    });
  }, [attempt]);
  return { onReady, ready: confirm !== null, error, clearError: () => setError(null), confirming };
}
