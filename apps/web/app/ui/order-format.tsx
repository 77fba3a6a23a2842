import type { Order, OrderStatus } from "@kursove/contracts";
import { useTranslation } from "react-i18next";

const badgeStyles: Record<OrderStatus, string> = {
  pending: "bg-stone-100 text-stone-800",
  awaiting_payment: "bg-amber-100 text-amber-900",
  paid: "bg-green-100 text-green-900",
  completed: "bg-green-100 text-green-900",
  refunding: "bg-sky-100 text-sky-900",
  partially_refunded: "bg-sky-100 text-sky-900",
  refunded: "bg-stone-100 text-stone-800",
  annulled: "bg-red-100 text-red-900",
  canceled: "bg-stone-100 text-stone-700",
};

/** An order's state in words, as a coloured badge. */
export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  const { t } = useTranslation("orders");
  return (
    <span
      className={`inline-flex whitespace-nowrap rounded-full px-2.5 py-0.5 text-xs font-semibold ${badgeStyles[status]}`}
    >
      {t(`status.${status}`)}
    </span>
  );
}

/** "VISA •••• 4242", or nothing when the order was never paid by card. */
export const cardLabel = (method: Order["payment_method"]) =>
  method ? `${method.brand.toUpperCase()} •••• ${method.last4}` : "";
