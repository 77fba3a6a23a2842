import type { AdminDashboard } from "@kursove/contracts";
import { useTranslation } from "react-i18next";
import { formatDay, formatMoney } from "../../lib/format";
import { useLocale } from "../../lib/use-locale";
import { BarChart } from "../../ui/bar-chart";

type Day = AdminDashboard["series"][number];

/** Sales per day as bars with the commission inside each, and the day's refunds in the table below. */
export function SalesChart({ series }: { series: Day[] }) {
  const { t } = useTranslation("reports");
  const { locale } = useLocale();
  const money = (minor: number) => formatMoney(minor, locale);
  const short = (date: string) => formatDay(date, locale, { day: "numeric", month: "short" });
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
  return (
    <BarChart
      title={t("dashboard.chart.title")}
      legend={{ value: t("dashboard.sales"), part: t("dashboard.commission") }}
      summary={summary}
      format={money}
      bars={series.map((d) => ({ key: d.date, label: short(d.date), value: d.sales, part: d.commission }))}
      table={{
        toggle: t("dashboard.chart.table"),
        columns: [
          t("dashboard.chart.date"),
          t("dashboard.sales"),
          t("dashboard.commission"),
          t("dashboard.refunds"),
        ],
        rows: series.map((d) => ({
          key: d.date,
          head: formatDay(d.date, locale, { dateStyle: "medium" }),
          cells: [money(d.sales), money(d.commission), money(d.refunds)],
        })),
      }}
    />
  );
}
