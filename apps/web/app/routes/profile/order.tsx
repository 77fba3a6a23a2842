import type { OrderInvoicesResponse, RefundRequestResponse, UserOrderDetail } from "@kursove/contracts";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useActionData, useNavigation } from "react-router";
import { OrderInvoices } from "../../features/invoices/order-invoices";
import { OrderHistory, RefundRequests } from "../../features/orders/order-history";
import { OrderReceipt } from "../../features/orders/order-receipt";
import { type RefundChoice, RefundDialog } from "../../features/orders/refund-dialog";
import { apiGet, callApi } from "../../lib/api.server";
import { formatDate, formatMoney } from "../../lib/format";
import { guard } from "../../lib/guards.server";
import { i18nFor } from "../../lib/i18n";
import { localeOfPath } from "../../lib/locale";
import { toast } from "../../lib/toast";
import { useLocale } from "../../lib/use-locale";
import { buttonVariants } from "../../ui/button";
import { OrderStatusBadge } from "../../ui/order-format";
import type { Route } from "./+types/order";

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const intents = ["cancel", "request", "claim"] as const;
type Intent = (typeof intents)[number];

/** One order of the learner: the receipt, its history, refund requests and what may be done per item. */
export async function loader(args: Route.LoaderArgs) {
  await guard(args, ["profileAuth", "locale"]);
  const locale = localeOfPath(new URL(args.request.url).pathname);
  if (!uuid.test(args.params.id)) throw new Response("Not found", { status: 404 });
  const [order, invoices] = await Promise.all([
    apiGet<UserOrderDetail>(args.context, args.request, `/user/orders/${args.params.id}`, locale),
    callApi<OrderInvoicesResponse>(args.context, args.request, `/user/orders/${args.params.id}/invoices`, {
      locale,
    }),
  ]);
  return { order, invoices: invoices.ok ? invoices.data : null };
}

/** Cancels an item (refunded at once), or sends a refund request or a claim with its reason. */
export async function action(args: Route.ActionArgs) {
  await guard(args, ["profileAuth", "locale"]);
  const locale = localeOfPath(new URL(args.request.url).pathname);
  const { t } = i18nFor(locale);
  const form = await args.request.formData();
  if (form.get("intent") === "invoice" && uuid.test(args.params.id)) {
    // INVOICE-REQUEST: the provider parts are invoiced to the business profile
    const asked = await callApi<OrderInvoicesResponse>(
      args.context,
      args.request,
      `/user/orders/${args.params.id}/invoices`,
      { method: "POST", locale },
    );
    return asked.ok
      ? { ok: true as const, message: t("invoices:order.issued") }
      : { ok: false as const, isInvoice: true, message: asked.error.message };
  }
  const intent = String(form.get("intent") ?? "") as Intent;
  const itemId = String(form.get("item_id") ?? "");
  if (!intents.includes(intent) || !uuid.test(itemId) || !uuid.test(args.params.id))
    return { ok: false as const, message: t("errors:unexpected") };
  const result = await callApi<RefundRequestResponse>(
    args.context,
    args.request,
    `/orders/${args.params.id}/refund-request`,
    { method: "POST", locale, body: { item_ids: [itemId], reason: String(form.get("reason") ?? "") } },
  );
  if (!result.ok)
    return {
      ok: false as const,
      message: result.error.message,
      reasonError: result.error.errors?.reason?.[0],
    };
  const outcome = result.data.results[0];
  const message =
    outcome?.outcome === "refunded"
      ? t("orders:action.cancelled", { amount: formatMoney(outcome.amount, locale) })
      : t(intent === "claim" ? "orders:action.claimed" : "orders:action.requested");
  return { ok: true as const, message };
}

export default function OrderPage({ loaderData: { order, invoices } }: Route.ComponentProps) {
  const { t } = useTranslation("orders");
  const { locale, to } = useLocale();
  const answer = useActionData<typeof action>();
  const navigation = useNavigation();
  const [choice, setChoice] = useState<RefundChoice | null>(null);
  const [failed, setFailed] = useState<{ message: string; reasonError?: string | undefined } | null>(null);
  useEffect(() => {
    if (!answer) return;
    if (answer.ok) {
      setChoice(null);
      toast.success(answer.message);
    } else if ("isInvoice" in answer) toast.error(answer.message);
    else setFailed(answer);
  }, [answer]);
  const choose = (next: RefundChoice | null) => {
    setFailed(null);
    setChoice(next);
  };
  return (
    <div className="space-y-5">
      <Link to={to("/profile/orders")} className="text-sm font-semibold text-primary hover:underline">
        ← {t("detail.back")}
      </Link>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <div className="flex flex-wrap items-center gap-3">
            <h2 className="text-xl font-bold text-dark">{t("detail.title", { number: order.number })}</h2>
            <OrderStatusBadge status={order.status} />
          </div>
          <p className="mt-1 text-sm text-stone-600">
            {t("detail.ordered", {
              date: formatDate(order.date, locale, { dateStyle: "long", timeStyle: "short" }),
            })}
          </p>
        </div>
        {order.paid_at && (
          <a href={order.receipt_url} className={buttonVariants({ variant: "secondary" })}>
            {t("detail.download")}
          </a>
        )}
      </div>
      <OrderReceipt order={order} onAction={(item, action) => choose({ item, action })} />
      {invoices && <OrderInvoices view={invoices} busy={navigation.state === "submitting"} />}
      <RefundRequests order={order} />
      <OrderHistory history={order.history} />
      <RefundDialog
        choice={choice}
        busy={navigation.state === "submitting"}
        error={failed?.message}
        reasonError={failed?.reasonError}
        onClose={() => choose(null)}
      />
    </div>
  );
}
