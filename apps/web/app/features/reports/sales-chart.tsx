import type { AdminDashboard } from "@kursove/contracts";
import { useTranslation } from "react-i18next";
import { formatDay, formatMoney } from "../../lib/format";
import { useLocale } from "../../lib/use-locale";
import { niceMax, shareOf } from "./chart-scale";

type Day = AdminDashboard["series"][number];
const barWidth = 10;

/**
 * Sales per day as bars with the commission inside each: inline SVG read by screen readers as one image
 * with a summary, and the numbers in a table that opens below.
 */
export function SalesChart({ series }: { series: Day[] }) {
  const { t } = useTranslation("reports");
  const { locale } = useLocale();
  const money = (minor: number) => formatMoney(minor, locale);
  const short = (date: string) => formatDay(date, locale, { day: "numeric", month: "short" });
  const max = niceMax(series.map((d) => d.sales));
  const total = series.reduce((sum, d) => sum + d.sales, 0);
  const best = series.reduce<Day | undefined>((top, d) => (!top || d.sales > top.sales ? d : top), undefined);
  const first = series[0]?.date ?? "";
  const last = series.at(-1)?.date ?? "";
  const summary =
    total > 0 && best
      ? t("dashboard.chart.summary", {
          from: short(first),
          to: short(last),
          total: money(total),
          max: money(best.sales),
          day: short(best.date),
        })
      : t("dashboard.chart.summaryEmpty", { from: short(first), to: short(last) });
  const width = Math.max(1, series.length) * barWidth;
  return (
    <figure className="min-w-0 rounded-2xl border border-stone-200 bg-white p-5 shadow-sm">
      <figcaption className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <span className="font-bold text-dark">{t("dashboard.chart.title")}</span>
        <span className="flex gap-4 text-xs text-stone-700">
          <span className="flex items-center gap-1.5">
            <span aria-hidden="true" className="inline-block h-3 w-3 rounded-sm bg-primary" />
            {t("dashboard.sales")}
          </span>
          <span className="flex items-center gap-1.5">
            <span aria-hidden="true" className="inline-block h-3 w-3 rounded-sm bg-accent" />
            {t("dashboard.commission")}
          </span>
        </span>
      </figcaption>
      <div className="mt-4 flex gap-2">
        <div
          aria-hidden="true"
          className="flex w-20 shrink-0 flex-col justify-between text-right text-xs tabular-nums text-stone-600"
        >
          <span>{money(max)}</span>
          <span>{money(max / 2)}</span>
          <span>{money(0)}</span>
        </div>
        <svg
          role="img"
          aria-label={summary}
          viewBox={`0 0 ${width} 100`}
          preserveAspectRatio="none"
          className="h-44 min-w-0 flex-1 border-b border-l border-stone-400"
        >
          {[25, 50, 75].map((y) => (
            <line
              key={y}
              x1={0}
              x2={width}
              y1={y}
              y2={y}
              className="stroke-stone-200"
              vectorEffect="non-scaling-stroke"
            />
          ))}
          {series.map((d, i) => {
            const sales = shareOf(d.sales, max) * 100;
            const commission = Math.min(sales, shareOf(d.commission, max) * 100);
            return (
              <g key={d.date}>
                <title>{`${short(d.date)}: ${money(d.sales)}`}</title>
                <rect
                  x={i * barWidth + 1.5}
                  width={barWidth - 3}
                  y={100 - sales}
                  height={sales}
                  className="fill-primary"
                />
                <rect
                  x={i * barWidth + 1.5}
                  width={barWidth - 3}
                  y={100 - commission}
                  height={commission}
                  className="fill-accent"
                />
              </g>
            );
          })}
        </svg>
      </div>
      <div aria-hidden="true" className="mt-1 flex justify-between pl-22 text-xs text-stone-600">
        <span>{short(first)}</span>
        <span>{short(last)}</span>
      </div>
      <details className="mt-4">
        <summary className="cursor-pointer text-sm font-semibold text-primary underline-offset-2 hover:underline">
          {t("dashboard.chart.table")}
        </summary>
        <div className="mt-2 max-h-80 overflow-auto">
          <table className="w-full text-sm">
            <caption className="sr-only">{t("dashboard.chart.title")}</caption>
            <thead className="sticky top-0 bg-stone-50 text-left text-xs uppercase tracking-wide text-stone-600">
              <tr>
                <th scope="col" className="px-3 py-2">
                  {t("dashboard.chart.date")}
                </th>
                <th scope="col" className="px-3 py-2 text-right">
                  {t("dashboard.sales")}
                </th>
                <th scope="col" className="px-3 py-2 text-right">
                  {t("dashboard.commission")}
                </th>
                <th scope="col" className="px-3 py-2 text-right">
                  {t("dashboard.refunds")}
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-stone-100 tabular-nums">
              {series.map((d) => (
                <tr key={d.date}>
                  <th
                    scope="row"
                    className="whitespace-nowrap px-3 py-1.5 text-left font-normal text-stone-700"
                  >
                    {formatDay(d.date, locale, { dateStyle: "medium" })}
                  </th>
                  <td className="whitespace-nowrap px-3 py-1.5 text-right">{money(d.sales)}</td>
                  <td className="whitespace-nowrap px-3 py-1.5 text-right">{money(d.commission)}</td>
                  <td className="whitespace-nowrap px-3 py-1.5 text-right">{money(d.refunds)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </figure>
  );
}
