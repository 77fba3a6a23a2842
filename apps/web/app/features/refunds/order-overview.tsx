import type { AdminOrderDetail } from "@kursove/contracts";
import { useTranslation } from "react-i18next";
import { formatDate, formatMoney } from "../../lib/format";
import { useLocale } from "../../lib/use-locale";
import { cardLabel, OrderStatusBadge } from "../../ui/order-format";
import type { DecisionAnswer } from "./decide.server";
import { RefundRequestCard } from "./request-card";

/** The order's number, state, date and total, with the learner and the card that paid. */
export function AdminOrderHeader({ order }: { order: AdminOrderDetail }) {
  const { t } = useTranslation("money");
  const { locale } = useLocale();
  return (
    <>
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
    </>
  );
}

/** The learner's refund requests of this order, each with its decision form. */
export function OrderRefundRequests({
  order,
  answer,
  busy,
}: {
  order: AdminOrderDetail;
  answer: DecisionAnswer | undefined;
  busy: boolean;
}) {
  const { t } = useTranslation("money");
  if (order.refund_requests.length === 0) return null;
  return (
    <section
      aria-labelledby="order-requests"
      className="rounded-2xl border border-stone-200 bg-white shadow-sm"
    >
      <h3 id="order-requests" className="px-4 pt-4 font-bold text-dark sm:px-6 sm:pt-6">
        {t("order.requests")}
      </h3>
      <ul className="divide-y divide-stone-100">
        {order.refund_requests.map((request) => (
          <RefundRequestCard key={request.id} request={request} answer={answer} busy={busy} />
        ))}
      </ul>
    </section>
  );
}
