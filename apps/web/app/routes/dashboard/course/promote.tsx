import type { OwnCourse, Promotion } from "@kursove/contracts";
import { promotionPricePerDay } from "@kursove/contracts/currency";
import { todayInSofia } from "@kursove/contracts/domain/sofia-time";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { useActionData, useNavigation } from "react-router";
import { AwaitingPayments } from "../../../features/checkout/promotion-payment";
import { payPromotion } from "../../../features/checkout/promotion-payment.server";
import { PromotionForm, PromotionList } from "../../../features/media/promotions";
import { cancelPromotion, createPromotion } from "../../../features/media/promotions.server";
import { apiGet, callApi } from "../../../lib/api.server";
import { formatMoney, moneySettings } from "../../../lib/format";
import { guard } from "../../../lib/guards.server";
import { localeOfPath } from "../../../lib/locale";
import { toast } from "../../../lib/toast";
import { useLocale } from "../../../lib/use-locale";
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
  return {
    status: course.status,
    promotions: promotions.ok ? promotions.data.data : [],
    listFailed: !promotions.ok,
    // the first day a promotion may start: today in Sofia
    today: todayInSofia(),
    /** the promotion whose card form is open (?pay=), and how its payment ended (?paid=1, ?payment=failed) */
    pay: url.searchParams.get("pay"),
    paid: url.searchParams.get("paid") === "1",
    payFailed: url.searchParams.get("payment") === "failed",
    // the gateway of orders takes promotions too: Stripe's keys mean Stripe takes the card
    stripeKey: process.env.STRIPE_SECRET_KEY ? (process.env.STRIPE_PUBLISHABLE_KEY ?? null) : null,
  };
}

/** Orders, cancels or pays (features/checkout/promotion-payment.server) a promotion. */
export async function action(args: Route.ActionArgs) {
  await guard(args, ["provider", "locale"]);
  const form = await args.request.formData();
  const intent = form.get("intent");
  if (intent === "pay-card" || intent === "pay-stripe")
    return payPromotion(args, form, intent === "pay-card");
  if (intent === "cancel") return cancelPromotion(args, form);
  return createPromotion(args, args.params.id, form);
}

const alertClass = "rounded-xl border border-red-200 bg-red-50 px-4 py-3 text-red-800";

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
        <p role="alert" className={alertClass}>
          {t("promote.payFailed")}
        </p>
      )}
      {orphanError && (
        <p role="alert" className={alertClass}>
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
        <AwaitingPayments
          awaiting={awaiting}
          openId={payReply?.promotionId ?? pay}
          reply={payReply}
          stripeKey={stripeKey}
        />
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
