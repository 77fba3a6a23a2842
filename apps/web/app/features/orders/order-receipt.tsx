import type { UserOrderDetail } from "@kursove/contracts";
import { useTranslation } from "react-i18next";
import { formatDate, formatMoney } from "../../lib/format";
import { useLocale } from "../../lib/use-locale";
import { buttonVariants } from "../../ui/button";
import { cardLabel } from "../../ui/order-format";
import { claimsEndedOn } from "./claims-window";

type Item = UserOrderDetail["items"][number];
export type RefundAction = "cancel" | "request" | "claim";

/** The item's dates: the booked hour, or the course's first and last day. */
function useDates() {
  const { locale } = useLocale();
  const { t } = useTranslation("orders");
  return (item: Item) => {
    if (!item.starts_at) return t("detail.anyTime");
    if (item.slot) return formatDate(item.starts_at, locale, { dateStyle: "long", timeStyle: "short" });
    const from = formatDate(item.starts_at, locale);
    const until = item.ends_at ? formatDate(item.ends_at, locale) : from;
    return from === until ? from : `${from} – ${until}`;
  };
}

/** The order as a receipt: each course with its dates, places and amounts, the card, billing and totals. */
export function OrderReceipt({
  order,
  onAction,
}: {
  order: UserOrderDetail;
  onAction: (item: Item, action: RefundAction) => void;
}) {
  const { t } = useTranslation("orders");
  const { locale } = useLocale();
  const dates = useDates();
  const refunded = order.items.reduce((sum, i) => sum + i.refunded, 0);
  const b = order.billing;
  return (
    <section aria-labelledby="order-items" className="rounded-2xl border border-stone-200 bg-white shadow-sm">
      <h3 id="order-items" className="border-b border-stone-100 px-4 py-3 font-bold text-dark sm:px-6">
        {t("detail.items")}
      </h3>
      <ul className="divide-y divide-stone-100">
        {order.items.map((item) => {
          const action = order.actions.find((a) => a.item_id === item.id);
          const claimsEnded = claimsEndedOn(order, item, action);
          return (
            <li
              key={item.id}
              className="flex flex-col gap-3 px-4 py-4 sm:flex-row sm:justify-between sm:px-6"
            >
              <div className="min-w-0 space-y-1 text-sm">
                <p className="text-base font-semibold text-dark">{item.course.title}</p>
                <p className="text-stone-700">{dates(item)}</p>
                <p className="text-stone-600">
                  {t("detail.seller")}: {item.provider.name} · {t("detail.places", { count: item.quantity })}
                </p>
                {item.attendees.length > 0 && (
                  <p className="text-stone-600">
                    {t("detail.attendees")}: {item.attendees.join(", ")}
                  </p>
                )}
                {action?.refund === "cancel" && action.cancellation_deadline && (
                  <p className="text-stone-600">
                    {t("detail.deadline", {
                      date: formatDate(action.cancellation_deadline, locale, {
                        dateStyle: "long",
                        timeStyle: "short",
                      }),
                    })}
                  </p>
                )}
                {action?.refund === "claim" && action.claims_until && (
                  <p className="text-stone-600">
                    {t("detail.claimsUntil", { date: formatDate(action.claims_until, locale) })}
                  </p>
                )}
                {action?.pending_request && <p className="text-amber-800">{t("detail.pendingRequest")}</p>}
                {claimsEnded && (
                  <p className="text-stone-600">
                    {t("detail.claimsEnded", { date: formatDate(claimsEnded, locale) })}
                  </p>
                )}
              </div>
              <div className="flex shrink-0 flex-col items-start gap-2 sm:items-end">
                <p className="font-semibold">{formatMoney(item.total, locale)}</p>
                {item.refunded > 0 && (
                  <p className="text-sm text-sky-800">
                    {t("detail.refunded", { amount: formatMoney(item.refunded, locale) })}
                  </p>
                )}
                {action && action.refund !== "none" && (
                  <button
                    type="button"
                    onClick={() => onAction(item, action.refund as RefundAction)}
                    className={buttonVariants({ variant: "secondary", className: "px-3 text-primary" })}
                  >
                    {t(`action.${action.refund}`)}
                  </button>
                )}
              </div>
            </li>
          );
        })}
      </ul>
      <dl className="space-y-1 border-t border-stone-100 px-4 py-4 text-sm sm:px-6">
        <div className="flex justify-between gap-4 text-base font-bold">
          <dt>{t("detail.total")}</dt>
          <dd>{formatMoney(order.total, locale)}</dd>
        </div>
        {refunded > 0 && (
          <div className="flex justify-between gap-4 text-sky-800">
            <dt>{t("detail.refundedTotal")}</dt>
            <dd>{formatMoney(refunded, locale)}</dd>
          </div>
        )}
        {order.payment_method && (
          <div className="flex justify-between gap-4 text-stone-700">
            <dt>{t("detail.card")}</dt>
            <dd>{cardLabel(order.payment_method)}</dd>
          </div>
        )}
      </dl>
      <div className="border-t border-stone-100 px-4 py-4 text-sm sm:px-6">
        <h4 className="font-semibold text-dark">{t("detail.billing")}</h4>
        <address className="mt-1 not-italic text-stone-700">
          {b.firstName} {b.lastName}
          <br />
          {b.email}
          <br />
          {b.address}, {b.postCode} {b.city}, {b.country}
        </address>
      </div>
    </section>
  );
}
