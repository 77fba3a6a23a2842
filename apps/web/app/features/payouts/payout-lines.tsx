import type { PayoutLine } from "@kursove/contracts";
import { useTranslation } from "react-i18next";
import { formatDate, formatMoney } from "../../lib/format";
import { useLocale } from "../../lib/use-locale";
import { EmptyState, tableStyles as s } from "./payout-format";

/** What a payout paid, sale by sale: price, commission, refunds and the amount paid (a total below). */
export function PayoutLinesTable({ lines, caption }: { lines: PayoutLine[]; caption?: string }) {
  const { t } = useTranslation("payouts");
  const { locale } = useLocale();
  if (lines.length === 0) return <EmptyState title={t("detail.lines.empty")} />;
  const money = (minor: number) => formatMoney(minor, locale);
  const withReversals = lines.some((l) => l.reversed > 0);
  const sum = (key: "total" | "commission" | "refunded" | "amount" | "reversed") =>
    lines.reduce((total, l) => total + l[key], 0);
  const moneyColumns = [
    "total",
    "commission",
    "refunded",
    "amount",
    ...(withReversals ? (["reversed"] as const) : []),
  ] as const;
  return (
    <div className={s.wrap}>
      <table className={s.table}>
        <caption className="sr-only">{caption ?? t("detail.lines.caption")}</caption>
        <thead className={s.head}>
          <tr>
            <th scope="col" className={s.th}>
              {t("detail.lines.order")}
            </th>
            <th scope="col" className={s.th}>
              {t("detail.lines.course")}
            </th>
            <th scope="col" className={s.th}>
              {t("detail.lines.soldAt")}
            </th>
            {moneyColumns.map((key) => (
              <th key={key} scope="col" className={`${s.th} text-right`}>
                {t(`detail.lines.${key}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-stone-100">
          {lines.map((line) => (
            <tr key={line.order_item_id}>
              <td className={`${s.td} whitespace-nowrap font-semibold text-dark`}>{line.order_number}</td>
              <td className={`${s.td} text-stone-800`}>{line.course.title}</td>
              <td className={`${s.td} whitespace-nowrap text-stone-700`}>
                {formatDate(line.sold_at, locale, { dateStyle: "medium" })}
              </td>
              {moneyColumns.map((key) => (
                <td key={key} className={`${s.money} ${key === "amount" ? "font-semibold text-dark" : ""}`}>
                  {money(line[key])}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
        <tfoot className="border-t-2 border-stone-200 bg-stone-50 font-semibold">
          <tr>
            <th scope="row" colSpan={3} className={`${s.th} text-left`}>
              {t("detail.lines.sum")}
            </th>
            {moneyColumns.map((key) => (
              <td key={key} className={s.money}>
                {money(sum(key))}
              </td>
            ))}
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
