import { getFormProps, type SubmissionResult, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { Form, Link, useFetcher, useNavigation } from "react-router";
import { formatMoney } from "../../lib/format";
import { useLocale } from "../../lib/use-locale";
import { buttonVariants } from "../../ui/button";
import { FormError } from "../../ui/field";
import { TextField } from "../../ui/form-field";
import { CardNote } from "./checkout-notices";
import { SandboxCardFields } from "./payment-fields";
import { type CardFields, cardPaymentSchema } from "./purchase-form";
import { type OpenedPayment, StripeCardFields, useStripeConfirm } from "./stripe-card";

/** The server's answer to a card payment outside the cart: refused (errors) or opened for Stripe. */
export type CardPaymentReply = {
  result: SubmissionResult<string[]>;
  /** Stripe: the opened payment, which the browser confirms with Elements */
  stripe: OpenedPayment;
  /** each answer its own: the card fields are laid anew (emptied) after every attempt */
  attempt: number;
};

/**
 * A card payment of something other than the cart (a promotion): the amount, the card (the sandbox's own
 * fields, posted with intent pay-card; or Stripe's Elements, the payment opened with intent pay-stripe and
 * confirmed here, as at the checkout) and Pay. Without JavaScript the sandbox's form still posts.
 */
export function CardPaymentForm({
  id,
  title,
  amount,
  hidden,
  reply: actionReply,
  stripeKey,
  onPaid,
  close,
}: {
  id: string;
  title: string;
  /** in stotinki */
  amount: number;
  /** what the server needs besides the card (the promotion's id) */
  hidden: Record<string, string>;
  reply: CardPaymentReply | undefined;
  stripeKey: string | null;
  /** Stripe confirmed the payment */
  onPaid: () => void;
  close: { to: string; label: string };
}) {
  const { t } = useTranslation("checkout");
  const { locale } = useLocale();
  const navigation = useNavigation();
  // only this form's Stripe submissions go through the fetcher: its answers are card payment replies
  const fetcher = useFetcher<CardPaymentReply>();
  const heading = useRef<HTMLHeadingElement>(null);
  const fetched = fetcher.data;
  const reply = fetched && (!actionReply || fetched.attempt > actionReply.attempt) ? fetched : actionReply;
  const [form, fields] = useForm<Partial<CardFields>>({
    id,
    lastResult: reply?.result,
    defaultValue: { cardNumber: "", cardExpiry: "", cardCvc: "", cardName: "" },
    onValidate: ({ formData }) => parseWithZod(formData, { schema: cardPaymentSchema(!stripeKey) }),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onSubmit: (event, { formData, submission }) => {
      if (!stripeKey || submission?.status !== "success") return;
      // Stripe: the payment is opened on the server, the card confirmed here in Stripe's frames
      event.preventDefault();
      stripe.clearError();
      fetcher.submit(formData, { method: "post" });
    },
  });
  const stripe = useStripeConfirm(
    reply?.stripe,
    reply?.stripe ? reply.attempt : null,
    () => ({ name: String(form.value?.cardName ?? "") }),
    onPaid,
  );
  // opened: the form takes the focus; refused: its message comes into view
  useEffect(() => {
    heading.current?.focus();
  }, []);
  useEffect(() => {
    if (reply?.result.error) heading.current?.scrollIntoView({ block: "start" });
  }, [reply]);

  const total = formatMoney(amount, locale);
  const paying =
    (navigation.state === "submitting" && navigation.formData?.get("intent") === "pay-card") ||
    fetcher.state !== "idle" ||
    stripe.confirming;
  const errors = [...(form.errors ?? []), ...(stripe.error ? [stripe.error] : [])];
  const headingId = `${id}-title`;
  return (
    <Form
      method="post"
      {...getFormProps(form)}
      aria-labelledby={headingId}
      className="space-y-4 rounded-xl border border-stone-200 bg-stone-50 p-4"
    >
      <h4 id={headingId} ref={heading} tabIndex={-1} className="scroll-mt-24 font-bold text-dark">
        {title}
      </h4>
      <p>
        {t("summary.total")}: <strong className="text-xl text-dark">{total}</strong>
      </p>
      <FormError errors={errors.length > 0 ? errors : undefined} />
      {!stripeKey && (
        <p className="rounded-lg bg-violet-50 px-3 py-2 text-sm text-violet-900">{t("card.testHint")}</p>
      )}
      {Object.entries(hidden).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <input type="hidden" name="intent" value={stripeKey ? "pay-stripe" : "pay-card"} />
      {/* a new attempt lays the card fields anew: the card typed is never kept */}
      <div className="space-y-4" key={reply?.attempt ?? 0}>
        {stripeKey ? (
          <>
            <StripeCardFields publishableKey={stripeKey} onReady={stripe.onReady} />
            <TextField field={fields.cardName} label={t("card.name")} autoComplete="cc-name" required />
          </>
        ) : (
          <SandboxCardFields fields={fields} />
        )}
      </div>
      <CardNote />
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
        <button
          type="submit"
          disabled={paying || (stripeKey !== null && !stripe.ready)}
          aria-busy={paying}
          className={buttonVariants({ variant: "primary", className: "text-base" })}
        >
          {paying ? t("summary.paying") : t("summary.purchase", { total })}
        </button>
        <Link to={close.to} className={buttonVariants({ variant: "secondary", className: "text-base" })}>
          {close.label}
        </Link>
      </div>
    </Form>
  );
}
