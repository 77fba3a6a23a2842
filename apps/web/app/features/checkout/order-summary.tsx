import type { Order } from "@kursove/contracts";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { formatDate, formatMoney } from "../../lib/format";
import { useLocale } from "../../lib/use-locale";
import { brandName } from "./card-format";

type OrderItem = Order["items"][number];

function itemWhen(item: OrderItem, locale: "bg" | "en") {
  const start = item.slot?.starts_at ?? item.starts_at;
  const end = item.slot?.ends_at ?? null;
  if (!start) return null;
  const day = formatDate(start, locale, { dateStyle: "medium", timeStyle: "short" });
  return end ? `${day}–${formatDate(end, locale, { timeStyle: "short" })}` : day;
}

/** An order's courses: dates, places, attendees, booking state and prices; then the total and the card. */
export function OrderSummary({ order }: { order: Order }) {
  const { t } = useTranslation("checkout");
  const { locale, to } = useLocale();
  return (
    <div className="rounded-xl border border-stone-200 bg-white">
      <ul className="divide-y divide-stone-100">
        {order.items.map((item) => {
          const when = itemWhen(item, locale);
          return (
            <li key={item.id} className="flex flex-col gap-2 p-4 sm:flex-row sm:justify-between sm:gap-6">
              <div className="min-w-0">
                <h3 className="font-bold text-dark">
                  <Link
                    to={to(`/courses/${item.course.slug}`)}
                    className="hover:text-primary hover:underline"
                  >
                    {item.course.title}
                  </Link>
                </h3>
                <p className="text-sm text-stone-600">
                  {item.provider.name}
                  {when ? ` · ${when}` : ""}
                </p>
                <p className="text-sm text-stone-600">
                  {t("order.places", { count: item.quantity })}
                  {item.attendees.length > 0 ? `: ${item.attendees.join(", ")}` : ""}
                </p>
                {item.booking_status === "awaiting_approval" && (
                  <p className="mt-1 text-sm font-medium text-primary">{t("order.awaitingApproval")}</p>
                )}
                {item.booking_status === "refused" && (
                  <p className="mt-1 text-sm font-medium text-amber-900">{t("order.refused")}</p>
                )}
                {item.discount > 0 && (
                  <p className="mt-1 text-sm text-stone-600">
                    {t("order.discount", { amount: formatMoney(item.discount, locale, order.currency) })}
                  </p>
                )}
                {item.refunded > 0 && (
                  <p className="mt-1 text-sm text-stone-600">
                    {t("order.refunded", { amount: formatMoney(item.refunded, locale, order.currency) })}
                  </p>
                )}
              </div>
              <p className="shrink-0 font-semibold text-dark sm:text-right">
                {formatMoney(item.total, locale, order.currency)}
              </p>
            </li>
          );
        })}
      </ul>
      <dl className="space-y-1 border-t border-stone-200 p-4 text-sm">
        <div className="flex justify-between gap-4 text-base">
          <dt className="font-semibold">{t("summary.total")}</dt>
          <dd className="font-bold text-dark">{formatMoney(order.total, locale, order.currency)}</dd>
        </div>
        {order.payment_method && (
          <div className="flex justify-between gap-4 text-stone-600">
            <dt>{t("order.paidWith")}</dt>
            <dd>
              {t("order.card", {
                brand: brandName(order.payment_method.brand),
                last4: order.payment_method.last4,
              })}
            </dd>
          </div>
        )}
        {order.paid_at && (
          <div className="flex justify-between gap-4 text-stone-600">
            <dt>{t("order.paidAt")}</dt>
            <dd>{formatDate(order.paid_at, locale, { dateStyle: "long", timeStyle: "short" })}</dd>
          </div>
        )}
      </dl>
    </div>
  );
}
