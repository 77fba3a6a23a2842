import { countsOrdersInSeveralRows, type ReportFigures, type ReportRow } from "@kursove/contracts";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { formatDay, formatMoney } from "../../lib/format";
import { useLocale } from "../../lib/use-locale";
import { type Column, DataTable } from "../../ui/data-table";

type Report = { from: string; to: string; group_by: string; rows: ReportRow[]; totals: ReportFigures };

const figure = "whitespace-nowrap tabular-nums";
const figureKeys = ["orders", "places", "sales", "commission", "refunds", "net_to_providers"] as const;

/**
 * A report's rows and totals. The table keeps its columns on phones and scrolls sideways inside its card;
 * the first column names the group (a course links to its page when `hrefOf` gives one).
 */
export function ReportTable({
  report,
  netLabel,
  hrefOf,
}: {
  report: Report;
  netLabel: string;
  hrefOf?: ((row: ReportRow) => string | null) | undefined;
}) {
  const { t } = useTranslation("reports");
  const { locale } = useLocale();
  const money = (minor: number) => formatMoney(minor, locale);
  const day = (date: string) => formatDay(date, locale, { dateStyle: "medium" });
  const isOrdersNoteShown = countsOrdersInSeveralRows(report);
  const figureOf = (f: ReportFigures, key: keyof ReportFigures) =>
    key === "orders" || key === "places" ? f[key] : money(f[key]);
  const weightOf = (key: keyof ReportFigures) => (key === "net_to_providers" ? "font-semibold" : "");
  const total = (key: keyof ReportFigures) => {
    const isNoted = key === "orders" && isOrdersNoteShown;
    return (
      <td
        key={key}
        className={`px-4 py-3 text-right ${figure} ${weightOf(key)}`}
        aria-describedby={isNoted ? "report-orders-note" : undefined}
      >
        {figureOf(report.totals, key)}
        {isNoted && <span aria-hidden="true">*</span>}
      </td>
    );
  };
  const figureColumns = figureKeys.map(
    (key): Column<ReportRow> => ({
      key,
      header: key === "net_to_providers" ? netLabel : t(`table.${key}`),
      align: "right",
      className: `${figure} ${weightOf(key)}`,
      cell: (row) => figureOf(row, key),
    }),
  );
  return (
    <div className="overflow-hidden rounded-2xl border border-stone-200 bg-white shadow-sm">
      <DataTable
        caption={t("table.caption", { from: day(report.from), to: day(report.to) })}
        isCaptionShown
        isFramed={false}
        minWidth="44rem"
        rows={report.rows}
        rowKey={(row) => row.key}
        rowProps={() => ({ className: "hover:bg-stone-50" })}
        columns={[
          {
            key: "group",
            header: t(`group.${report.group_by}`),
            isRowHeader: true,
            className: "max-w-72 text-dark",
            cell: (row) => {
              const href = hrefOf?.(row);
              return href ? (
                <Link to={href} className="underline-offset-2 hover:text-primary hover:underline">
                  {row.label}
                </Link>
              ) : (
                row.label
              );
            },
          },
          ...figureColumns,
        ]}
        footer={
          <tr className="font-bold text-dark">
            <th scope="row" className="px-4 py-3 text-left">
              {t("table.total")}
            </th>
            {figureKeys.map(total)}
          </tr>
        }
      />
      {isOrdersNoteShown && (
        <p id="report-orders-note" className="border-t border-stone-200 px-4 py-2.5 text-sm text-stone-600">
          <span aria-hidden="true">* </span>
          {t("table.ordersNote")}
        </p>
      )}
    </div>
  );
}
