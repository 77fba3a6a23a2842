import type { Order } from "@kursove/contracts";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { formatDate, formatMoney } from "../../lib/format";
import { useLocale } from "../../lib/use-locale";
import { DataTable } from "../../ui/data-table";
import { cardLabel, OrderStatusBadge } from "../../ui/order-format";

/** The learner's orders: a table on wide screens, cards on phones; each opens its order page. */
export function OrdersList({ orders }: { orders: Order[] }) {
  const { t } = useTranslation("orders");
  const { locale, to } = useLocale();
  const date = (o: Order) => formatDate(o.paid_at ?? o.date, locale, { dateStyle: "medium" });
  const open = (o: Order, className: string) => (
    <Link
      to={to(`/profile/orders/${o.id}`)}
      aria-label={t("open", { number: o.number })}
      className={`${className} text-primary underline-offset-2 hover:underline`}
    >
      {o.number}
    </Link>
  );
  const courses = (o: Order, className = "") => (
    <ul className={`space-y-0.5 ${className}`}>
      {o.items.map((item) => (
        <li key={item.id}>{item.course.title}</li>
      ))}
    </ul>
  );
  return (
    <DataTable
      caption={t("title")}
      phone="cards-md"
      rows={orders}
      rowKey={(o) => o.id}
      rowProps={() => ({ className: "hover:bg-stone-50" })}
      columns={[
        { key: "number", header: t("columns.number"), className: "font-semibold", cell: (o) => open(o, "") },
        {
          key: "date",
          header: t("columns.date"),
          className: "whitespace-nowrap text-stone-700",
          cell: date,
        },
        { key: "courses", header: t("columns.courses"), cell: (o) => courses(o) },
        {
          key: "total",
          header: t("columns.total"),
          align: "right",
          className: "whitespace-nowrap font-semibold",
          cell: (o) => formatMoney(o.total, locale),
        },
        { key: "status", header: t("columns.status"), cell: (o) => <OrderStatusBadge status={o.status} /> },
        {
          key: "payment",
          header: t("columns.payment"),
          className: "whitespace-nowrap text-stone-700",
          cell: (o) => cardLabel(o.payment_method),
        },
      ]}
      card={{
        body: (o) => (
          <>
            <div className="flex items-start justify-between gap-3">
              {open(o, "font-semibold")}
              <OrderStatusBadge status={o.status} />
            </div>
            <p className="mt-1 text-sm text-stone-600">{date(o)}</p>
            {courses(o, "mt-2 text-sm text-stone-800")}
            <div className="mt-3 flex items-center justify-between text-sm">
              <span className="text-stone-700">{cardLabel(o.payment_method)}</span>
              <span className="font-semibold">{formatMoney(o.total, locale)}</span>
            </div>
          </>
        ),
      }}
    />
  );
}
