import { parseWithZod } from "@conform-to/zod/v4";
import type { PromotionPayment } from "@kursove/contracts";
import { type ActionFunctionArgs, redirect } from "react-router";
import { callApi } from "../../lib/api.server";
import { i18nFor } from "../../lib/i18n";
import { localeOfPath } from "../../lib/locale";
import type { CardPaymentReply } from "./card-payment";
import { confirmSandboxCard, formErrorsOf, withParam } from "./checkout.server";
import { splitApiError } from "./checkout-actions.server";
import { type CardFields, cardFieldNames, cardPaymentSchema, formFieldOf } from "./purchase-form";

/** How paying a promotion by card answered, for the card form of that promotion. */
export type PromotionPayReply = CardPaymentReply & { intent: "pay"; promotionId: string };

/**
 * Pays a promotion by card through the orders' gateway. The sandbox's card is confirmed here
 * (checkout.server), Stripe's in the browser. The card passes through only: never kept, logged or sent back.
 */
export async function payPromotion(
  args: Pick<ActionFunctionArgs, "request" | "context">,
  form: FormData,
  withCard: boolean,
): Promise<PromotionPayReply> {
  const page = new URL(args.request.url).pathname;
  const locale = localeOfPath(page);
  const promotionId = String(form.get("promotion_id") ?? "");
  const submission = parseWithZod(form, { schema: cardPaymentSchema(withCard) });
  const reply = (
    errors: { formErrors?: string[]; fieldErrors?: Record<string, string[]> } = {},
  ): PromotionPayReply => ({
    intent: "pay" as const,
    promotionId,
    result: submission.reply({ ...errors, hideFields: [...cardFieldNames] }),
    stripe: null,
    attempt: Date.now(),
  });
  if (submission.status !== "success") return reply();
  const opened = await callApi<PromotionPayment>(
    args.context,
    args.request,
    `/provider/promotions/${encodeURIComponent(promotionId)}/pay`,
    { method: "POST", locale },
  );
  if (!opened.ok) return reply({ formErrors: [opened.error.message] });
  const { secret, gateway } = opened.data;
  // the card form shown must be the gateway's (it is unless the settings changed meanwhile)
  if ((gateway === "stripe") === withCard)
    return reply({ formErrors: [i18nFor(locale).t("payment_failed", { ns: "errors" })] });
  if (gateway === "stripe") return { ...reply(), stripe: { secret, promotion_id: promotionId } };
  const confirmed = await confirmSandboxCard(args, locale, secret, submission.value as CardFields);
  if (confirmed.kind === "failed")
    return reply(splitApiError(confirmed.error, formErrorsOf(confirmed.error, formFieldOf)));
  // the bank's step: its page sends the provider back here
  if (confirmed.kind === "action")
    throw redirect(confirmed.to ? withParam(confirmed.to, "return", page) : page);
  throw redirect(confirmed.status === "succeeded" ? `${page}?paid=1` : page);
}
