import type { UpcomingPayoutItem } from "@kursove/contracts";
import { useTranslation } from "react-i18next";
import { formatDate, formatMoney } from "../../lib/format";
import { useLocale } from "../../lib/use-locale";
import { EmptyState, tableStyles as s } from "./payout-format";

/** The provider's sales not payable yet, soonest first, with the date each becomes payable. */
export function UpcomingList({ items, total }: { items: UpcomingPayoutItem[]; total: number }) {
  const { t } = useTranslation("payouts");
  const { locale } = useLocale();
  if (items.length === 0) return <EmptyState title={t("provider.upcoming.empty")} />;
  return (
    <>
      <div className={s.wrap}>
        <table className={s.table}>
          <caption className="sr-only">{t("provider.upcoming.caption")}</caption>
          <thead className={s.head}>
            <tr>
              <th scope="col" className={s.th}>
                {t("provider.upcoming.order")}
              </th>
              <th scope="col" className={s.th}>
                {t("provider.upcoming.course")}
              </th>
              <th scope="col" className={`${s.th} text-right`}>
                {t("provider.upcoming.amount")}
              </th>
              <th scope="col" className={s.th}>
                {t("provider.upcoming.payableFrom")}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-stone-100">
            {items.map((item) => (
              <tr key={item.order_item_id}>
                <td className={`${s.td} whitespace-nowrap font-semibold text-dark`}>{item.order_number}</td>
                <td className={`${s.td} text-stone-800`}>{item.course.title}</td>
                <td className={`${s.money} font-semibold text-dark`}>{formatMoney(item.amount, locale)}</td>
                <td className={`${s.td} text-stone-700`}>
                  {item.waiting_for === "refund_decision" || !item.payable_from ? (
                    <span className="text-amber-900">{t("provider.upcoming.onHold")}</span>
                  ) : (
                    <span className="whitespace-nowrap">
                      {formatDate(item.payable_from, locale, { dateStyle: "medium" })}
                    </span>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {total > items.length && (
        <p className="text-sm text-stone-600">
          {t("provider.upcoming.more", { shown: items.length, count: total })}
        </p>
      )}
    </>
  );
}
