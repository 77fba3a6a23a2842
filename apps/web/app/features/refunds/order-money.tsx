import type { AdminOrderDetail } from "@kursove/contracts";
import { useTranslation } from "react-i18next";
import { formatDate, formatMoney } from "../../lib/format";
import { useLocale } from "../../lib/use-locale";
import { DataTable } from "../../ui/data-table";

const card = "rounded-2xl border border-stone-200 bg-white p-4 shadow-sm sm:p-6";

/** The order's courses with the money of each: commission, refunded, paid out, what may still be refunded. */
export function OrderItemsMoney({ order }: { order: AdminOrderDetail }) {
  const { t } = useTranslation("money");
  const { locale } = useLocale();
  const money = (minor: number) => formatMoney(minor, locale);
  return (
    <section aria-labelledby="order-items" className={card}>
      <h3 id="order-items" className="font-bold text-dark">
        {t("order.items")}
      </h3>
      <div className="mt-3">
        <DataTable
          caption={t("order.items")}
          isFramed={false}
          minWidth="44rem"
          rows={order.items}
          rowKey={(item) => item.id}
          columns={[
            {
              key: "course",
              header: t("order.columns.course"),
              isRowHeader: true,
              className: "text-dark",
              cell: (item) => (
                <>
                  {item.course.title}
                  {item.starts_at && (
                    <span className="block text-xs font-normal text-stone-600">
                      {formatDate(item.starts_at, locale, { dateStyle: "medium", timeStyle: "short" })}
                    </span>
                  )}
                </>
              ),
            },
            {
              key: "provider",
              header: t("order.columns.provider"),
              className: "text-stone-700",
              cell: (item) => item.provider.name,
            },
            {
              key: "places",
              header: t("order.columns.places"),
              align: "right",
              cell: (item) => item.quantity,
            },
            {
              key: "total",
              header: t("order.columns.total"),
              align: "right",
              className: "font-semibold",
              cell: (item) => money(item.total),
            },
            {
              key: "commission",
              header: t("order.columns.commission"),
              align: "right",
              cell: (item) =>
                t("order.commissionRate", {
                  amount: money(item.commission),
                  rate: new Intl.NumberFormat(locale === "bg" ? "bg-BG" : "en-GB").format(
                    item.commission_bp / 100,
                  ),
                }),
            },
            {
              key: "refunded",
              header: t("order.columns.refunded"),
              align: "right",
              cell: (item) => (item.refunded > 0 ? money(item.refunded) : "—"),
            },
            {
              key: "paidOut",
              header: t("order.columns.paidOut"),
              align: "right",
              cell: (item) => (item.paid_out > 0 ? money(item.paid_out) : "—"),
            },
            {
              key: "refundable",
              header: t("order.columns.refundable"),
              align: "right",
              className: "font-semibold",
              cell: (item) => money(item.refundable),
            },
          ]}
        />
      </div>
    </section>
  );
}

/** Every refund of the order: how much, why, who, and how it was split between commission and provider. */
export function OrderRefunds({ order }: { order: AdminOrderDetail }) {
  const { t } = useTranslation("money");
  const { locale } = useLocale();
  const money = (minor: number) => formatMoney(minor, locale);
  const titleOf = (itemId: string) => order.items.find((i) => i.id === itemId)?.course.title ?? "";
  return (
    <section aria-labelledby="order-refunds" className={card}>
      <h3 id="order-refunds" className="font-bold text-dark">
        {t("order.refunds")}
      </h3>
      {order.refunds.length === 0 ? (
        <p className="mt-2 text-sm text-stone-600">{t("order.noRefunds")}</p>
      ) : (
        <ul className="mt-3 divide-y divide-stone-100">
          {order.refunds.map((refund) => (
            <li key={refund.id} className="py-3 text-sm">
              <p className="font-semibold text-dark">
                {titleOf(refund.order_item_id)} · {t(`order.source.${refund.source}`)}
              </p>
              <p className="text-stone-700">
                {t("order.refundBy", {
                  amount: money(refund.amount),
                  date: formatDate(refund.created_at, locale, { dateStyle: "medium", timeStyle: "short" }),
                  who: refund.created_by ?? t("order.system"),
                })}
              </p>
              <p className="text-stone-600">
                {t("order.parts", {
                  commission: money(refund.commission_part),
                  provider: money(refund.provider_part),
                })}
              </p>
              {refund.reason && refund.source === "admin" && (
                <p className="text-stone-600">{refund.reason}</p>
              )}
              {refund.transfer_reversed && <p className="text-stone-600">{t("order.transferReversed")}</p>}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** Payments the order could not keep (it was paid already): each paid back in full without anyone asking. */
export function OrderStrayPayments({ order }: { order: AdminOrderDetail }) {
  const { t } = useTranslation("money");
  const { locale } = useLocale();
  if (order.stray_payments.length === 0) return null;
  const when = (iso: string) => formatDate(iso, locale, { dateStyle: "medium", timeStyle: "short" });
  return (
    <section aria-labelledby="order-strays" className={card}>
      <h3 id="order-strays" className="font-bold text-dark">
        {t("order.strays")}
      </h3>
      <p className="mt-2 text-sm text-stone-600">{t("order.straysHint")}</p>
      <ul className="mt-3 divide-y divide-stone-100">
        {order.stray_payments.map((stray) => (
          <li key={stray.payment_intent_id} className="py-3 text-sm">
            <p className="font-semibold text-dark">
              {formatMoney(stray.amount, locale, stray.currency)} · {t(`order.strayReason.${stray.reason}`)}
            </p>
            <p className="text-stone-700">{t("order.strayPaidAt", { date: when(stray.created_at) })}</p>
            <p className={stray.refunded_at ? "text-stone-700" : "font-semibold text-red-800"}>
              {stray.refunded_at
                ? t("order.strayRefunded", { date: when(stray.refunded_at) })
                : t("order.strayNotRefunded")}
            </p>
            <p className="break-all text-xs text-stone-600">{stray.payment_intent_id}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The ledger rows of the order, in a disclosure: every movement of money, signed. */
export function OrderLedger({ order }: { order: AdminOrderDetail }) {
  const { t } = useTranslation("money");
  const { locale } = useLocale();
  const titleOf = (itemId: string | null) => order.items.find((i) => i.id === itemId)?.course.title ?? "";
  return (
    <details className={card}>
      <summary className="cursor-pointer font-bold text-dark">{t("order.ledger")}</summary>
      <p className="mt-2 text-sm text-stone-600">{t("order.ledgerHint")}</p>
      <div className="mt-3">
        <DataTable
          caption={t("order.ledger")}
          isFramed={false}
          minWidth="32rem"
          rows={order.ledger}
          rowKey={(row) => row.id}
          columns={[
            {
              key: "kind",
              header: t("order.ledgerColumns.kind"),
              cell: (row) => (
                <>
                  {t(`order.kind.${row.kind}`, { defaultValue: row.kind })}
                  <span className="block text-xs text-stone-600">{titleOf(row.order_item_id)}</span>
                </>
              ),
            },
            {
              key: "amount",
              header: t("order.ledgerColumns.amount"),
              align: "right",
              cell: (row) => (
                <span className={`font-semibold ${row.amount < 0 ? "text-red-800" : "text-dark"}`}>
                  {formatMoney(row.amount, locale)}
                </span>
              ),
            },
            {
              key: "date",
              header: t("order.ledgerColumns.date"),
              className: "text-stone-700",
              cell: (row) => formatDate(row.created_at, locale, { dateStyle: "medium", timeStyle: "short" }),
            },
          ]}
        />
      </div>
    </details>
  );
}
