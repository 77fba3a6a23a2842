import type { UserOrderDetail } from "@kursove/contracts";
import { useTranslation } from "react-i18next";
import { formatDate, formatMoney } from "../../lib/format";
import { useLocale } from "../../lib/use-locale";
import { OrderStatusBadge } from "../../ui/order-format";

const requestStyles = {
  pending: "bg-amber-100 text-amber-900",
  approved: "bg-green-100 text-green-900",
  refunded: "bg-green-100 text-green-900",
  refused: "bg-red-100 text-red-900",
};

/** The order's states over time, oldest first, as a timeline, each with why it came when that is known. */
export function OrderHistory({ history }: { history: UserOrderDetail["history"] }) {
  const { t } = useTranslation("orders");
  const { locale } = useLocale();
  return (
    <section
      aria-labelledby="order-history"
      className="rounded-2xl border border-stone-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <h3 id="order-history" className="font-bold text-dark">
        {t("detail.history")}
      </h3>
      <ol className="mt-4 space-y-4 border-l-2 border-stone-200 pl-5">
        {history.map((step) => (
          <li key={`${step.date}-${step.from}-${step.status}`} className="relative">
            <span
              aria-hidden="true"
              className="absolute top-1.5 -left-[1.6rem] h-3 w-3 rounded-full border-2 border-white bg-primary"
            />
            <OrderStatusBadge status={step.status} />
            {step.reason && <p className="mt-1 text-sm text-stone-800">{t(`reason.${step.reason}`)}</p>}
            <p className="mt-1 text-sm text-stone-600">
              <time dateTime={step.date}>
                {formatDate(step.date, locale, { dateStyle: "long", timeStyle: "short" })}
              </time>
            </p>
          </li>
        ))}
      </ol>
    </section>
  );
}

/** The learner's refund requests and claims of the order with their state and answer. */
export function RefundRequests({ order }: { order: UserOrderDetail }) {
  const { t } = useTranslation("orders");
  const { locale } = useLocale();
  if (order.refund_requests.length === 0) return null;
  const titleOf = (itemId: string) => order.items.find((i) => i.id === itemId)?.course.title ?? "";
  return (
    <section
      aria-labelledby="order-requests"
      className="rounded-2xl border border-stone-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <h3 id="order-requests" className="font-bold text-dark">
        {t("detail.requests")}
      </h3>
      <ul className="mt-3 divide-y divide-stone-100">
        {order.refund_requests.map((request) => (
          <li key={request.id} className="space-y-1 py-3 text-sm">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <p className="font-semibold text-dark">
                {t("detail.requestFor", {
                  kind: t(`requestKind.${request.kind}`),
                  course: titleOf(request.order_item_id),
                })}
              </p>
              <span
                className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${requestStyles[request.status]}`}
              >
                {t(`requestStatus.${request.status}`)}
                {request.status === "refunded" && request.amount
                  ? ` · ${formatMoney(request.amount, locale)}`
                  : ""}
              </span>
            </div>
            <p className="text-stone-600">
              {t("detail.requestedAt", {
                date: formatDate(request.created_at, locale, { dateStyle: "long" }),
              })}
            </p>
            {request.reason && <p className="whitespace-pre-line text-stone-800">{request.reason}</p>}
            {request.decision_note && (
              <p className="text-stone-700">{t("detail.decisionNote", { note: request.decision_note })}</p>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
