import { parseWithZod } from "@conform-to/zod/v4";
import {
  createPromotionBody,
  type OwnCourse,
  type Promotion,
  type PromotionPayment,
} from "@kursove/contracts";
import { promotionPricePerDay } from "@kursove/contracts/currency";
import { todayInSofia } from "@kursove/contracts/domain/sofia-time";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { Link, redirect, useActionData, useLocation, useNavigate, useNavigation } from "react-router";
import { CardPaymentForm, type CardPaymentReply } from "../../../features/checkout/card-payment";
import { confirmSandboxCard, formErrorsOf, withParam } from "../../../features/checkout/checkout.server";
import { splitApiError } from "../../../features/checkout/checkout-actions.server";
import {
  type CardFields,
  cardFieldNames,
  cardPaymentSchema,
  formFieldOf,
} from "../../../features/checkout/purchase-form";
import { PromotionForm, PromotionList } from "../../../features/media/promotions";
import { apiGet, callApi } from "../../../lib/api.server";
import { formatDay, formatMoney, moneySettings } from "../../../lib/format";
import { replyWithApiError } from "../../../lib/forms.server";
import { guard } from "../../../lib/guards.server";
import { i18nFor } from "../../../lib/i18n";
import { localeOfPath } from "../../../lib/locale";
import { toast } from "../../../lib/toast";
import { useLocale } from "../../../lib/use-locale";
import { buttonVariants } from "../../../ui/button";
import type { Route } from "./+types/promote";

/** The course's promotions and the form for a new one; only approved courses are promoted. */
export async function loader(args: Route.LoaderArgs) {
  await guard(args, ["provider", "locale"]);
  const url = new URL(args.request.url);
  const locale = localeOfPath(url.pathname);
  const id = encodeURIComponent(args.params.id);
  const [course, promotions] = await Promise.all([
    apiGet<OwnCourse>(args.context, args.request, `/provider/courses/${id}`, locale),
    callApi<{ data: Promotion[] }>(args.context, args.request, `/provider/courses/${id}/promotions`, {
      locale,
    }),
  ]);
  // the first day a promotion may start: today in Sofia
  const today = todayInSofia();
  return {
    status: course.status,
    promotions: promotions.ok ? promotions.data.data : [],
    listFailed: !promotions.ok,
    today,
    /** the promotion whose card form is open (?pay=), and how its payment ended (?paid=1, ?payment=failed) */
    pay: url.searchParams.get("pay"),
    paid: url.searchParams.get("paid") === "1",
    payFailed: url.searchParams.get("payment") === "failed",
    // the gateway of orders takes promotions too: Stripe's keys mean Stripe takes the card
    stripeKey: process.env.STRIPE_SECRET_KEY ? (process.env.STRIPE_PUBLISHABLE_KEY ?? null) : null,
  };
}

type PayReply = CardPaymentReply & { intent: "pay"; promotionId: string };

/**
 * The promotion is paid by card through the orders' gateway. The sandbox's card is confirmed here
 * (checkout.server), Stripe's in the browser. The card passes through only: never kept, logged or sent back.
 */
async function payAction(args: Route.ActionArgs, form: FormData, withCard: boolean): Promise<PayReply> {
  const page = new URL(args.request.url).pathname;
  const locale = localeOfPath(page);
  const promotionId = String(form.get("promotion_id") ?? "");
  const submission = parseWithZod(form, { schema: cardPaymentSchema(withCard) });
  const reply = (
    errors: { formErrors?: string[]; fieldErrors?: Record<string, string[]> } = {},
  ): PayReply => ({
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

export async function action(args: Route.ActionArgs) {
  await guard(args, ["provider", "locale"]);
  const locale = localeOfPath(new URL(args.request.url).pathname);
  const form = await args.request.formData();
  const intent = form.get("intent");
  if (intent === "pay-card" || intent === "pay-stripe") return payAction(args, form, intent === "pay-card");
  if (intent === "cancel") {
    const result = await callApi(
      args.context,
      args.request,
      `/provider/promotions/${encodeURIComponent(String(form.get("id") ?? ""))}`,
      { method: "DELETE", locale },
    );
    return { intent: "cancel" as const, ok: result.ok, message: result.ok ? "" : result.error.message };
  }
  const submission = parseWithZod(form, { schema: createPromotionBody });
  if (submission.status !== "success")
    return { intent: "create" as const, ok: false, result: submission.reply() };
  const result = await callApi(
    args.context,
    args.request,
    `/provider/courses/${encodeURIComponent(args.params.id)}/promotions`,
    { method: "POST", body: submission.value, locale },
  );
  if (!result.ok)
    return { intent: "create" as const, ok: false, result: replyWithApiError(submission, result.error) };
  return { intent: "create" as const, ok: true, result: submission.reply({ resetForm: true }) };
}

export default function CoursePromote({ loaderData }: Route.ComponentProps) {
  const { status, promotions, listFailed, today, pay, paid, payFailed, stripeKey } = loaderData;
  const { t } = useTranslation("media");
  const { locale } = useLocale();
  const answer = useActionData<typeof action>();
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  useEffect(() => {
    if (answer?.intent === "create" && answer.ok) toast.success(t("promote.created"));
    if (answer?.intent === "cancel")
      answer.ok ? toast.success(t("promote.canceled")) : toast.error(answer.message);
  }, [answer, t]);
  const payReply = answer?.intent === "pay" ? answer : undefined;
  const awaiting = promotions.filter((p) => p.status === "awaiting_payment");
  // a refusal of a promotion no longer awaiting payment (paid or canceled meanwhile) has no card form
  const orphan = payReply && !awaiting.some((p) => p.id === payReply.promotionId);
  const orphanError = orphan ? payReply.result.error?.[""]?.[0] : undefined;
  return (
    <div className="space-y-6">
      <div>
        <h2 className="text-xl font-bold text-dark">{t("promote.title")}</h2>
        <p className="mt-1 text-stone-600">
          {t("promote.intro", {
            perDay: formatMoney(promotionPricePerDay(moneySettings().currency), locale),
          })}
        </p>
      </div>
      {/* how the last payment ended, until the page is used for something else */}
      {paid && !answer && (
        <p role="status" className="rounded-xl border border-green-300 bg-green-50 px-4 py-3 text-green-900">
          {t("promote.paid")}
        </p>
      )}
      {payFailed && !answer && (
        <p role="alert" className="rounded-xl border border-red-200 bg-red-50 px-4 py-3 text-red-800">
          {t("promote.payFailed")}
        </p>
      )}
      {orphanError && (
        <p role="alert" className="rounded-xl border border-red-200 bg-red-50 px-4 py-3 text-red-800">
          {orphanError}
        </p>
      )}
      {status === "approved" ? (
        <PromotionForm
          today={today}
          lastResult={answer?.intent === "create" ? answer.result : null}
          busy={busy}
        />
      ) : (
        <p role="note" className="rounded-xl border border-amber-300 bg-amber-50 px-4 py-3 text-amber-950">
          {t("promote.onlyApproved", { status: t(`status.course.${status}`, { ns: "common" }) })}
        </p>
      )}
      {awaiting.length > 0 && (
        <section
          aria-labelledby="pay-heading"
          className="rounded-2xl border border-stone-200 bg-white p-5 shadow-sm"
        >
          <h3 id="pay-heading" className="font-bold text-dark">
            {t("promote.payHeading")}
          </h3>
          <p className="mt-1 text-sm text-stone-600">{t("promote.payIntro")}</p>
          <ul className="mt-3 divide-y divide-stone-100">
            {awaiting.map((p) => (
              <AwaitingPayment
                key={p.id}
                promotion={p}
                open={p.id === (payReply?.promotionId ?? pay)}
                reply={payReply?.promotionId === p.id ? payReply : undefined}
                stripeKey={stripeKey}
              />
            ))}
          </ul>
        </section>
      )}
      {listFailed ? (
        <p role="alert" className="rounded-lg bg-red-50 px-4 py-3 text-sm text-red-800">
          {t("promote.listFailed")}
        </p>
      ) : (
        <PromotionList promotions={promotions} busy={busy} />
      )}
    </div>
  );
}

/** A promotion awaiting payment: "Pay by card" opens its card form (a link: it works without JavaScript). */
function AwaitingPayment({
  promotion: p,
  open,
  reply,
  stripeKey,
}: {
  promotion: Promotion;
  open: boolean;
  reply: PayReply | undefined;
  stripeKey: string | null;
}) {
  const { t } = useTranslation("media");
  const { locale } = useLocale();
  const location = useLocation();
  const navigate = useNavigate();
  const from = formatDay(p.date_from, locale, { dateStyle: "medium" });
  const to = formatDay(p.date_to, locale, { dateStyle: "medium" });
  return (
    <li className="py-3">
      <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
        <p>
          <span className="font-semibold text-dark">
            {from} – {to}
          </span>{" "}
          <span className="text-sm text-stone-600">
            · {t("promote.days", { count: p.total_days })} · {formatMoney(p.amount, locale, p.currency)}
          </span>
        </p>
        {!open && (
          <Link
            to={`${location.pathname}?pay=${encodeURIComponent(p.id)}#card-payment-${p.id}-title`}
            aria-label={t("promote.payOne", { from, to })}
            className={buttonVariants({ variant: "primary", size: "sm" })}
          >
            {t("promote.pay")}
          </Link>
        )}
      </div>
      {open && (
        <div className="mt-3">
          <CardPaymentForm
            id={`card-payment-${p.id}`}
            title={t("promote.payTitle")}
            amount={p.amount}
            hidden={{ promotion_id: p.id }}
            reply={reply}
            stripeKey={stripeKey}
            onPaid={() => navigate(`${location.pathname}?paid=1`)}
            close={{ to: location.pathname, label: t("promote.payClose") }}
          />
        </div>
      )}
    </li>
  );
}
