import type { AdminOrdersPage } from "@kursove/contracts";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { formatDate, formatMoney } from "../../lib/format";
import { useLocale } from "../../lib/use-locale";
import { DataTable } from "../../ui/data-table";
import { EmailText } from "../../ui/email-text";
import { OrderStatusBadge } from "../../ui/order-format";

type AdminOrder = AdminOrdersPage["data"][number];

/** The admin's orders: one table whose rows stack on phones; each opens the order's page. */
export function AdminOrderList({ orders }: { orders: AdminOrder[] }) {
  const { t } = useTranslation("money");
  const { locale, to } = useLocale();
  const money = (minor: number) => formatMoney(minor, locale);
  return (
    <DataTable
      caption={t("orders.title")}
      phone="stacked"
      rows={orders}
      rowKey={(order) => order.id}
      empty={
        <div className="rounded-2xl border border-dashed border-stone-300 bg-white p-8 text-center">
          <p className="font-semibold text-stone-800">{t("orders.empty")}</p>
        </div>
      }
      columns={[
        {
          key: "number",
          header: t("orders.columns.number"),
          isSelfLabelled: true,
          cell: (order) => (
            <>
              <Link
                to={to(`/admin/orders/${order.id}`)}
                aria-label={t("orders.open", { number: order.number })}
                className="font-bold text-primary hover:underline"
              >
                {order.number}
              </Link>
              <span className="block text-xs text-stone-600">
                <time dateTime={order.date}>
                  {formatDate(order.date, locale, { dateStyle: "medium", timeStyle: "short" })}
                </time>
              </span>
            </>
          ),
        },
        {
          key: "learner",
          header: t("orders.columns.learner"),
          isSelfLabelled: true,
          cell: (order) => (
            <>
              <span className="font-semibold text-dark">{order.learner.name}</span>
              <EmailText email={order.learner.email} className="block text-xs text-stone-600" />
            </>
          ),
        },
        {
          key: "providers",
          header: t("orders.columns.providers"),
          isSelfLabelled: true,
          className: "text-stone-700",
          cell: (order) => order.providers.join(", "),
        },
        {
          key: "total",
          header: t("orders.columns.total"),
          align: "right",
          className: "font-semibold text-dark",
          cell: (order) => money(order.total),
        },
        {
          key: "refunded",
          header: t("orders.columns.refunded"),
          align: "right",
          className: "text-stone-700",
          cell: (order) => (order.refunded > 0 ? money(order.refunded) : "—"),
        },
        {
          key: "status",
          header: t("orders.columns.status"),
          isSelfLabelled: true,
          cell: (order) => (
            <div className="flex flex-wrap items-center gap-2">
              <OrderStatusBadge status={order.status} />
              {order.pending_requests > 0 && (
                <span className="inline-flex rounded-full bg-amber-100 px-2.5 py-0.5 text-xs font-semibold text-amber-900">
                  {t("orders.pendingRequests", { count: order.pending_requests })}
                </span>
              )}
            </div>
          ),
        },
      ]}
    />
  );
}
