import type { UpcomingPayoutItem } from "@kursove/contracts";
import { useTranslation } from "react-i18next";
import { formatDate, formatMoney } from "../../lib/format";
import { useLocale } from "../../lib/use-locale";
import { DataTable } from "../../ui/data-table";
import { EmptyState } from "./payout-format";

/** The provider's sales not payable yet, soonest first, with the date each becomes payable. */
export function UpcomingList({ items, total }: { items: UpcomingPayoutItem[]; total: number }) {
  const { t } = useTranslation("payouts");
  const { locale } = useLocale();
  if (items.length === 0) return <EmptyState title={t("provider.upcoming.empty")} />;
  return (
    <>
      <DataTable
        caption={t("provider.upcoming.caption")}
        rows={items}
        rowKey={(item) => item.order_item_id}
        minWidth="40rem"
        columns={[
          {
            key: "order",
            header: t("provider.upcoming.order"),
            className: "whitespace-nowrap font-semibold text-dark",
            cell: (item) => item.order_number,
          },
          { key: "course", header: t("provider.upcoming.course"), cell: (item) => item.course.title },
          {
            key: "amount",
            header: t("provider.upcoming.amount"),
            align: "right",
            className: "whitespace-nowrap font-semibold tabular-nums text-dark",
            cell: (item) => formatMoney(item.amount, locale),
          },
          {
            key: "payableFrom",
            header: t("provider.upcoming.payableFrom"),
            className: "text-stone-700",
            cell: (item) =>
              item.waiting_for === "refund_decision" || !item.payable_from ? (
                <span className="text-amber-900">{t("provider.upcoming.onHold")}</span>
              ) : (
                <span className="whitespace-nowrap">
                  {formatDate(item.payable_from, locale, { dateStyle: "medium" })}
                </span>
              ),
          },
        ]}
      />
      {total > items.length && (
        <p className="text-sm text-stone-600">
          {t("provider.upcoming.more", { shown: items.length, count: total })}
        </p>
      )}
    </>
  );
}
