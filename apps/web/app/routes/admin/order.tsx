import type { AdminOrderDetail } from "@kursove/contracts";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { Link, useActionData, useNavigation } from "react-router";
import { OrderHistory } from "../../features/orders/order-history";
import { type DecisionAnswer, decideRefundRequest } from "../../features/refunds/decide.server";
import {
  OrderItemsMoney,
  OrderLedger,
  OrderRefunds,
  OrderStrayPayments,
} from "../../features/refunds/order-money";
import { AdminOrderHeader, OrderRefundRequests } from "../../features/refunds/order-overview";
import { AnnulForm, type OrderFormAnswer, RefundForm } from "../../features/refunds/refund-forms";
import { refundFieldCodes, refundItemsOf } from "../../features/refunds/refund-items";
import { apiGet, callApi } from "../../lib/api.server";
import { formatMoney, moneySign } from "../../lib/format";
import { guard } from "../../lib/guards.server";
import { i18nFor } from "../../lib/i18n";
import { localeOfPath } from "../../lib/locale";
import { toast } from "../../lib/toast";
import { useLocale } from "../../lib/use-locale";
import { uuidPattern } from "../../lib/uuid";
import type { Route } from "./+types/order";

/** One order in the admin area: its money, refunds, requests and history; refund in part or annul. */
export async function loader(args: Route.LoaderArgs) {
  await guard(args, ["admin", "locale"]);
  const locale = localeOfPath(new URL(args.request.url).pathname);
  if (!uuidPattern.test(args.params.id)) throw new Response("Not found", { status: 404 });
  const order = await apiGet<AdminOrderDetail>(
    args.context,
    args.request,
    `/admin/orders/${args.params.id}`,
    locale,
  );
  // a fresh key per form shown: the same form sent twice refunds once
  return { order, requestKey: crypto.randomUUID() };
}

export async function action(args: Route.ActionArgs): Promise<OrderFormAnswer | DecisionAnswer> {
  await guard(args, ["admin", "locale"]);
  const locale = localeOfPath(new URL(args.request.url).pathname);
  const { t } = i18nFor(locale);
  const form = await args.request.formData();
  const intent = String(form.get("intent") ?? "");
  if (form.has("decision")) return decideRefundRequest(args, "admin", form);
  if (intent !== "refund" && intent !== "annul") return { ok: false, message: t("errors:unexpected") };
  const reason = String(form.get("reason") ?? "").trim();
  const requestKey = String(form.get("request_key") ?? "");
  const path = `/admin/orders/${args.params.id}/${intent}`;
  const { items, invalid } = intent === "refund" ? refundItemsOf(form) : { items: [], invalid: [] };
  if (invalid.length > 0) {
    const message = t("money:order.amountInvalid", { currency: moneySign(locale, args.context.money) });
    const errors = Object.fromEntries(invalid.map((name) => [name, message]));
    return { ok: false, intent, message: t("errors:fill_all_fields"), errors };
  }
  if (intent === "refund" && items.length === 0)
    return { ok: false, intent, message: t("money:order.nothingChosen") };
  const result = await callApi<AdminOrderDetail>(args.context, args.request, path, {
    method: "POST",
    locale,
    body:
      intent === "refund" ? { items, reason, request_key: requestKey } : { reason, request_key: requestKey },
  });
  if (!result.ok) {
    const codes = Object.entries(refundFieldCodes(result.error.errors, items));
    const errors = Object.fromEntries(codes.map(([name, code]) => [name, t(`errors:${code}`)]));
    return { ok: false, intent, message: result.error.message, errors };
  }
  const total = items.reduce((sum, i) => sum + i.amount, 0);
  return {
    ok: true,
    intent,
    message:
      intent === "refund"
        ? t("money:order.refunded", { amount: formatMoney(total, locale) })
        : t("money:order.annulled"),
  };
}

export default function AdminOrder({ loaderData: { order, requestKey } }: Route.ComponentProps) {
  const { t } = useTranslation("money");
  const { to } = useLocale();
  const answer = useActionData<typeof action>();
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  useEffect(() => {
    if (answer?.ok) toast.success(answer.message);
    else if (answer && !("intent" in answer && answer.intent)) toast.error(answer.message);
  }, [answer]);
  const orderAnswer = answer && "intent" in answer ? (answer as OrderFormAnswer) : undefined;
  return (
    <div className="space-y-5">
      <Link to={to("/admin/orders")} className="text-sm font-semibold text-primary hover:underline">
        ← {t("order.back")}
      </Link>
      <AdminOrderHeader order={order} />
      <OrderItemsMoney order={order} />
      <OrderRefundRequests
        order={order}
        answer={answer && "requestId" in answer ? answer : undefined}
        busy={busy}
      />
      {order.can_refund && (
        <RefundForm order={order} requestKey={requestKey} answer={orderAnswer} busy={busy} />
      )}
      {order.can_annul && (
        <AnnulForm order={order} requestKey={requestKey} answer={orderAnswer} busy={busy} />
      )}
      {!order.can_refund && !order.can_annul && (
        <p className="rounded-2xl border border-dashed border-stone-300 bg-white p-4 text-sm text-stone-700">
          {t("order.cannotRefund")}
        </p>
      )}
      <OrderRefunds order={order} />
      <OrderStrayPayments order={order} />
      <OrderHistory history={order.history} />
      <OrderLedger order={order} />
    </div>
  );
}
