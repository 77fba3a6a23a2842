import { countsOrdersInSeveralRows, type ReportFigures, type ReportRow } from "@kursove/contracts";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { formatDay, formatMoney } from "../../lib/format";
import { useLocale } from "../../lib/use-locale";

type Report = { from: string; to: string; group_by: string; rows: ReportRow[]; totals: ReportFigures };

const cell = "whitespace-nowrap px-3 py-2.5 text-right tabular-nums";

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
  const figures = (f: ReportFigures, isTotal = false) => (
    <>
      <td className={cell} aria-describedby={isTotal && isOrdersNoteShown ? "report-orders-note" : undefined}>
        {f.orders}
        {isTotal && isOrdersNoteShown && <span aria-hidden="true">*</span>}
      </td>
      <td className={cell}>{f.places}</td>
      <td className={cell}>{money(f.sales)}</td>
      <td className={cell}>{money(f.commission)}</td>
      <td className={cell}>{money(f.refunds)}</td>
      <td className={`${cell} font-semibold`}>{money(f.net_to_providers)}</td>
    </>
  );
  return (
    <div className="overflow-x-auto rounded-2xl border border-stone-200 bg-white shadow-sm">
      <table className="w-full min-w-[44rem] text-sm">
        <caption className="px-4 pt-3 text-left text-sm font-semibold text-stone-700">
          {t("table.caption", { from: day(report.from), to: day(report.to) })}
        </caption>
        <thead className="bg-stone-50 text-xs uppercase tracking-wide text-stone-600">
          <tr>
            <th scope="col" className="px-3 py-2.5 text-left">
              {t(`group.${report.group_by}`)}
            </th>
            <th scope="col" className="px-3 py-2.5 text-right">
              {t("table.orders")}
            </th>
            <th scope="col" className="px-3 py-2.5 text-right">
              {t("table.places")}
            </th>
            <th scope="col" className="px-3 py-2.5 text-right">
              {t("table.sales")}
            </th>
            <th scope="col" className="px-3 py-2.5 text-right">
              {t("table.commission")}
            </th>
            <th scope="col" className="px-3 py-2.5 text-right">
              {t("table.refunds")}
            </th>
            <th scope="col" className="px-3 py-2.5 text-right">
              {netLabel}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-stone-100">
          {report.rows.map((row) => {
            const href = hrefOf?.(row);
            return (
              <tr key={row.key} className="hover:bg-stone-50">
                <th scope="row" className="max-w-72 px-3 py-2.5 text-left font-semibold text-dark">
                  {href ? (
                    <Link to={href} className="underline-offset-2 hover:text-primary hover:underline">
                      {row.label}
                    </Link>
                  ) : (
                    row.label
                  )}
                </th>
                {figures(row)}
              </tr>
            );
          })}
        </tbody>
        <tfoot className="border-t-2 border-stone-300 bg-stone-50 font-bold text-dark">
          <tr>
            <th scope="row" className="px-3 py-2.5 text-left">
              {t("table.total")}
            </th>
            {figures(report.totals, true)}
          </tr>
        </tfoot>
      </table>
      {isOrdersNoteShown && (
        <p id="report-orders-note" className="border-t border-stone-200 px-4 py-2.5 text-sm text-stone-600">
          <span aria-hidden="true">* </span>
          {t("table.ordersNote")}
        </p>
      )}
    </div>
  );
}
