import { useTranslation } from "react-i18next";
import { TextField } from "../../ui/form-field";
import { CardNote } from "./checkout-notices";
import { SandboxCardFields } from "./payment-fields";
import { StripeCardFields, type StripeConfirm } from "./stripe-card";

type CardSectionProps = {
  fields: Parameters<typeof SandboxCardFields>[0]["fields"];
  /** Stripe's publishable key when Stripe takes the card; null for the sandbox's own fields */
  stripeKey: string | null;
  onStripeReady: (confirm: StripeConfirm | null) => void;
  attempt: number;
};

/** The card of a paid checkout: Stripe's frames with the cardholder, or the sandbox's test card. */
export function CardSection({ fields, stripeKey, onStripeReady, attempt }: CardSectionProps) {
  const { t } = useTranslation("checkout");
  return (
    <div className="rounded-xl border border-stone-200 bg-white p-5">
      <h2 className="text-xl font-bold text-dark">{t("card.title")}</h2>
      {stripeKey === null && (
        <p className="mt-2 rounded-lg bg-violet-50 px-3 py-2 text-sm text-violet-900">{t("card.testHint")}</p>
      )}
      {/* a new attempt lays the card's number and code anew: they are never kept */}
      <div className="mt-4 space-y-4">
        {stripeKey !== null ? (
          <>
            <StripeCardFields key={attempt} publishableKey={stripeKey} onReady={onStripeReady} />
            <TextField field={fields.cardName} label={t("card.name")} autoComplete="cc-name" required />
          </>
        ) : (
          <SandboxCardFields fields={fields} attempt={attempt} />
        )}
      </div>
      <CardNote />
    </div>
  );
}
