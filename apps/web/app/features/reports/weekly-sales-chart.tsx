import type { ProviderOverview } from "@kursove/contracts";
import { useTranslation } from "react-i18next";
import { formatDay, formatMoney } from "../../lib/format";
import { useLocale } from "../../lib/use-locale";
import { niceMax, shareOf } from "./chart-scale";

type Week = ProviderOverview["weekly_sales"][number];
const barWidth = 10;

/**
 * A provider's sales per week as bars, the net inside each: inline SVG read by screen readers as one image
 * with a summary, and the numbers in a table that opens below (no chart library: ARCHITECTURE, web side).
 */
export function WeeklySalesChart({ weeks }: { weeks: Week[] }) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const money = (minor: number) => formatMoney(minor, locale);
  const short = (date: string) => formatDay(date, locale, { day: "numeric", month: "short" });
  const max = niceMax(weeks.map((w) => w.sales));
  const total = weeks.reduce((sum, w) => sum + w.sales, 0);
  const best = weeks.reduce<Week | undefined>((top, w) => (!top || w.sales > top.sales ? w : top), undefined);
  const summary =
    total > 0 && best
      ? t("dashboard.glance.chart.summary", {
          weeks: weeks.length,
          total: money(total),
          max: money(best.sales),
          week: short(best.from),
        })
      : t("dashboard.glance.chart.summaryEmpty", { weeks: weeks.length });
  const width = Math.max(1, weeks.length) * barWidth;
  return (
    <figure className="min-w-0 rounded-2xl border border-stone-200 bg-white p-5 shadow-sm">
      <figcaption className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <span className="font-bold text-dark">{t("dashboard.glance.chart.title")}</span>
        <span className="flex gap-4 text-xs text-stone-700">
          <span className="flex items-center gap-1.5">
            <span aria-hidden="true" className="inline-block h-3 w-3 rounded-sm bg-primary" />
            {t("dashboard.glance.chart.sales")}
          </span>
          <span className="flex items-center gap-1.5">
            <span aria-hidden="true" className="inline-block h-3 w-3 rounded-sm bg-accent" />
            {t("dashboard.glance.chart.net")}
          </span>
        </span>
      </figcaption>
      <div className="mt-4 flex gap-2">
        <div
          aria-hidden="true"
          className="flex w-20 shrink-0 flex-col justify-between text-right text-xs tabular-nums text-stone-600"
        >
          <span>{money(max)}</span>
          <span>{money(0)}</span>
        </div>
        <svg
          role="img"
          aria-label={summary}
          viewBox={`0 0 ${width} 100`}
          preserveAspectRatio="none"
          className="h-36 min-w-0 flex-1 border-b border-l border-stone-400"
        >
          {weeks.map((w, i) => {
            const sales = shareOf(w.sales, max) * 100;
            const net = Math.min(sales, shareOf(w.net, max) * 100);
            return (
              <g key={w.from}>
                <title>{`${short(w.from)}: ${money(w.sales)}`}</title>
                <rect
                  x={i * barWidth + 2}
                  width={barWidth - 4}
                  y={100 - sales}
                  height={sales}
                  className="fill-primary"
                />
                <rect
                  x={i * barWidth + 2}
                  width={barWidth - 4}
                  y={100 - net}
                  height={net}
                  className="fill-accent"
                />
              </g>
            );
          })}
        </svg>
      </div>
      <div aria-hidden="true" className="mt-1 flex justify-between pl-22 text-xs text-stone-600">
        <span>{short(weeks[0]?.from ?? "")}</span>
        <span>{short(weeks.at(-1)?.from ?? "")}</span>
      </div>
      <details className="mt-4">
        <summary className="cursor-pointer text-sm font-semibold text-primary underline-offset-2 hover:underline">
          {t("dashboard.glance.chart.table")}
        </summary>
        <table className="mt-2 w-full text-sm">
          <caption className="sr-only">{t("dashboard.glance.chart.title")}</caption>
          <thead className="bg-stone-50 text-left text-xs uppercase tracking-wide text-stone-600">
            <tr>
              <th scope="col" className="px-3 py-2">
                {t("dashboard.glance.chart.week")}
              </th>
              <th scope="col" className="px-3 py-2 text-right">
                {t("dashboard.glance.chart.sales")}
              </th>
              <th scope="col" className="px-3 py-2 text-right">
                {t("dashboard.glance.chart.net")}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-stone-100 tabular-nums">
            {weeks.map((w) => (
              <tr key={w.from}>
                <th
                  scope="row"
                  className="whitespace-nowrap px-3 py-1.5 text-left font-normal text-stone-700"
                >
                  {formatDay(w.from, locale, { dateStyle: "medium" })}
                </th>
                <td className="whitespace-nowrap px-3 py-1.5 text-right">{money(w.sales)}</td>
                <td className="whitespace-nowrap px-3 py-1.5 text-right">{money(w.net)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}
