import type { PayoutLine } from "@kursove/contracts";
import { useTranslation } from "react-i18next";
import { formatDate, formatMoney } from "../../lib/format";
import { useLocale } from "../../lib/use-locale";
import { DataTable } from "../../ui/data-table";
import { EmptyState } from "./payout-format";

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
    <DataTable
      caption={caption ?? t("detail.lines.caption")}
      rows={lines}
      rowKey={(line) => line.order_item_id}
      minWidth="40rem"
      columns={[
        {
          key: "order",
          header: t("detail.lines.order"),
          className: "whitespace-nowrap font-semibold text-dark",
          cell: (line) => line.order_number,
        },
        { key: "course", header: t("detail.lines.course"), cell: (line) => line.course.title },
        {
          key: "soldAt",
          header: t("detail.lines.soldAt"),
          className: "whitespace-nowrap text-stone-700",
          cell: (line) => formatDate(line.sold_at, locale, { dateStyle: "medium" }),
        },
        ...moneyColumns.map((key) => ({
          key,
          header: t(`detail.lines.${key}`),
          align: "right" as const,
          className: `whitespace-nowrap tabular-nums ${key === "amount" ? "font-semibold text-dark" : ""}`,
          cell: (line: PayoutLine) => money(line[key]),
        })),
      ]}
      footer={
        <tr>
          <th
            scope="row"
            colSpan={3}
            className="px-4 py-3 text-left text-xs uppercase tracking-wide text-stone-600"
          >
            {t("detail.lines.sum")}
          </th>
          {moneyColumns.map((key) => (
            <td key={key} className="whitespace-nowrap px-4 py-3 text-right tabular-nums">
              {money(sum(key))}
            </td>
          ))}
        </tr>
      }
    />
  );
}
