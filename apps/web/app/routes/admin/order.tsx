import type { AdminOrderDetail } from "@kursove/contracts";
import { parseMoney } from "@kursove/contracts/domain/money-input";
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
import { AnnulForm, type OrderFormAnswer, RefundForm } from "../../features/refunds/refund-forms";
import { RefundRequestCard } from "../../features/refunds/request-card";
import { apiGet, callApi } from "../../lib/api.server";
import { formatDate, formatMoney, moneySign } from "../../lib/format";
import { guard } from "../../lib/guards.server";
import { i18nFor } from "../../lib/i18n";
import { localeOfPath } from "../../lib/locale";
import { toast } from "../../lib/toast";
import { useLocale } from "../../lib/use-locale";
import { cardLabel, OrderStatusBadge } from "../../ui/order-format";
import type { Route } from "./+types/order";

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** One order in the admin area: its money, refunds, requests and history; refund in part or annul. */
export async function loader(args: Route.LoaderArgs) {
  await guard(args, ["admin", "locale"]);
  const locale = localeOfPath(new URL(args.request.url).pathname);
  if (!uuid.test(args.params.id)) throw new Response("Not found", { status: 404 });
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
  const errors: Record<string, string> = {};
  const items: { item_id: string; amount: number }[] = [];
  if (intent === "refund") {
    for (const [name, value] of form) {
      if (!name.startsWith("amount_")) continue;
      const itemId = name.slice("amount_".length);
      const amount = parseMoney(String(value));
      if (amount === "invalid" || amount === 0)
        errors[name] = t("money:order.amountInvalid", {
          currency: moneySign(locale, args.context.money),
        });
      else if (amount !== null && uuid.test(itemId)) items.push({ item_id: itemId, amount });
    }
    if (Object.keys(errors).length > 0)
      return { ok: false, intent, message: t("errors:fill_all_fields"), errors };
    if (items.length === 0) return { ok: false, intent, message: t("money:order.nothingChosen") };
  }
  const result = await callApi<AdminOrderDetail>(args.context, args.request, path, {
    method: "POST",
    locale,
    body:
      intent === "refund" ? { items, reason, request_key: requestKey } : { reason, request_key: requestKey },
  });
  if (!result.ok) {
    const fieldErrors: Record<string, string> = {};
    if (result.error.errors?.reason) fieldErrors.reason = t(`errors:${result.error.errors.reason[0]}`);
    for (const [key, list] of Object.entries(result.error.errors ?? {})) {
      const match = /^items\.(\d+)\.amount$/.exec(key);
      const item = match ? items[Number(match[1])] : undefined;
      if (item) fieldErrors[`amount_${item.item_id}`] = t(`errors:${list[0]}`);
    }
    return { ok: false, intent, message: result.error.message, errors: fieldErrors };
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
  const { locale, to } = useLocale();
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
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <div className="flex flex-wrap items-center gap-3">
            <h2 className="text-xl font-bold text-dark">{t("order.title", { number: order.number })}</h2>
            <OrderStatusBadge status={order.status} />
          </div>
          <p className="mt-1 text-sm text-stone-600">
            {t("order.ordered", {
              date: formatDate(order.date, locale, { dateStyle: "long", timeStyle: "short" }),
            })}
          </p>
        </div>
        <p className="text-2xl font-extrabold text-dark">{formatMoney(order.total, locale)}</p>
      </div>
      <dl className="grid gap-4 rounded-2xl border border-stone-200 bg-white p-4 text-sm shadow-sm sm:grid-cols-2 sm:p-6">
        <div>
          <dt className="font-semibold text-stone-600">{t("order.learner")}</dt>
          <dd className="mt-1 text-dark">
            {order.learner.name}
            <span className="block break-all text-stone-600">{order.learner.email}</span>
          </dd>
        </div>
        <div>
          <dt className="font-semibold text-stone-600">{t("order.payment")}</dt>
          <dd className="mt-1 text-dark">{cardLabel(order.payment_method) || t("order.noPayment")}</dd>
        </div>
      </dl>
      <OrderItemsMoney order={order} />
      {order.refund_requests.length > 0 && (
        <section
          aria-labelledby="order-requests"
          className="rounded-2xl border border-stone-200 bg-white shadow-sm"
        >
          <h3 id="order-requests" className="px-4 pt-4 font-bold text-dark sm:px-6 sm:pt-6">
            {t("order.requests")}
          </h3>
          <ul className="divide-y divide-stone-100">
            {order.refund_requests.map((request) => (
              <RefundRequestCard
                key={request.id}
                request={request}
                answer={answer && "requestId" in answer ? answer : undefined}
                busy={busy}
              />
            ))}
          </ul>
        </section>
      )}
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
