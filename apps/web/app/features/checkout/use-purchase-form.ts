import { useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import type { FetcherWithComponents } from "react-router";
import { stripeBilling } from "./buyer";
import type { PurchaseReply } from "./checkout-actions.server";
import { type PurchaseValue, purchaseSchema } from "./purchase-form";
import { useStripeConfirm } from "./stripe-card";

type PurchaseFormOptions = {
  answer: PurchaseReply | undefined;
  defaultValue: Record<string, string>;
  /** something is to be paid (a free cart has no card) */
  needsCard: boolean;
  /** Stripe takes the card in its frames; else the sandbox's own card fields */
  useStripe: boolean;
  fetcher: FetcherWithComponents<unknown>;
  /** the order is paid: go on to its payment page */
  onPaid: (orderId: string) => void;
};

/**
 * The checkout form, checked as typed; with Stripe the order is opened on the server (through the
 * fetcher) and the card confirmed in the browser.
 */
export function usePurchaseForm({
  answer,
  defaultValue,
  needsCard,
  useStripe,
  fetcher,
  onPaid,
}: PurchaseFormOptions) {
  const [form, fields] = useForm<PurchaseValue>({
    lastResult: answer?.result,
    defaultValue,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: purchaseSchema(needsCard && !useStripe) }),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onSubmit: (event, { formData, submission }) => {
      if (!useStripe || submission?.status !== "success") return;
      // Stripe: the order is opened on the server, the card confirmed here in Stripe's frames
      event.preventDefault();
      stripe.clearError();
      formData.set("intent", "pay-stripe");
      fetcher.submit(formData, { method: "post" });
    },
  });
  const stripe = useStripeConfirm(
    answer?.stripe,
    answer?.stripe ? answer.attempt : null,
    () => stripeBilling(form.value ?? {}),
    onPaid,
  );
  return { form, fields, stripe };
}
