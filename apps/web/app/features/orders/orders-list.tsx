import type { Order } from "@kursove/contracts";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { formatDate, formatMoney } from "../../lib/format";
import { useLocale } from "../../lib/use-locale";
import { cardLabel, OrderStatusBadge } from "../../ui/order-format";

/** The learner's orders: a table on wide screens, cards on phones; each opens its order page. */
export function OrdersList({ orders }: { orders: Order[] }) {
  const { t } = useTranslation("orders");
  const { locale, to } = useLocale();
  const date = (o: Order) => formatDate(o.paid_at ?? o.date, locale, { dateStyle: "medium" });
  const href = (o: Order) => to(`/profile/orders/${o.id}`);
  return (
    <>
      <table className="hidden w-full overflow-hidden rounded-2xl border border-stone-200 bg-white text-sm shadow-sm md:table">
        <thead className="bg-stone-50 text-left text-xs uppercase tracking-wide text-stone-600">
          <tr>
            <th scope="col" className="px-4 py-3">
              {t("columns.number")}
            </th>
            <th scope="col" className="px-4 py-3">
              {t("columns.date")}
            </th>
            <th scope="col" className="px-4 py-3">
              {t("columns.courses")}
            </th>
            <th scope="col" className="px-4 py-3 text-right">
              {t("columns.total")}
            </th>
            <th scope="col" className="px-4 py-3">
              {t("columns.status")}
            </th>
            <th scope="col" className="px-4 py-3">
              {t("columns.payment")}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-stone-100">
          {orders.map((order) => (
            <tr key={order.id} className="align-top hover:bg-stone-50">
              <td className="px-4 py-3 font-semibold">
                <Link
                  to={href(order)}
                  aria-label={t("open", { number: order.number })}
                  className="text-primary underline-offset-2 hover:underline"
                >
                  {order.number}
                </Link>
              </td>
              <td className="whitespace-nowrap px-4 py-3 text-stone-700">{date(order)}</td>
              <td className="px-4 py-3 text-stone-800">
                <ul className="space-y-0.5">
                  {order.items.map((item) => (
                    <li key={item.id}>{item.course.title}</li>
                  ))}
                </ul>
              </td>
              <td className="whitespace-nowrap px-4 py-3 text-right font-semibold">
                {formatMoney(order.total, locale)}
              </td>
              <td className="px-4 py-3">
                <OrderStatusBadge status={order.status} />
              </td>
              <td className="whitespace-nowrap px-4 py-3 text-stone-700">
                {cardLabel(order.payment_method)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <ul className="space-y-3 md:hidden">
        {orders.map((order) => (
          <li key={order.id} className="rounded-2xl border border-stone-200 bg-white p-4 shadow-sm">
            <div className="flex items-start justify-between gap-3">
              <Link
                to={href(order)}
                aria-label={t("open", { number: order.number })}
                className="font-semibold text-primary underline-offset-2 hover:underline"
              >
                {order.number}
              </Link>
              <OrderStatusBadge status={order.status} />
            </div>
            <p className="mt-1 text-sm text-stone-600">{date(order)}</p>
            <ul className="mt-2 space-y-0.5 text-sm text-stone-800">
              {order.items.map((item) => (
                <li key={item.id}>{item.course.title}</li>
              ))}
            </ul>
            <div className="mt-3 flex items-center justify-between text-sm">
              <span className="text-stone-700">{cardLabel(order.payment_method)}</span>
              <span className="font-semibold">{formatMoney(order.total, locale)}</span>
            </div>
          </li>
        ))}
      </ul>
    </>
  );
}
