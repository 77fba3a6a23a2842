import type { ProviderOverview } from "@kursove/contracts";
import { useTranslation } from "react-i18next";
import { formatDay, formatMoney } from "../../lib/format";
import { useLocale } from "../../lib/use-locale";
import { BarChart } from "../../ui/bar-chart";

type Week = ProviderOverview["weekly_sales"][number];

/** A provider's sales per week as bars, the net inside each. */
export function WeeklySalesChart({ weeks }: { weeks: Week[] }) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const money = (minor: number) => formatMoney(minor, locale);
  const short = (date: string) => formatDay(date, locale, { day: "numeric", month: "short" });
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
  return (
    <BarChart
      title={t("dashboard.glance.chart.title")}
      legend={{ value: t("dashboard.glance.chart.sales"), part: t("dashboard.glance.chart.net") }}
      summary={summary}
      format={money}
      height="short"
      bars={weeks.map((w) => ({ key: w.from, label: short(w.from), value: w.sales, part: w.net }))}
      table={{
        toggle: t("dashboard.glance.chart.table"),
        columns: [
          t("dashboard.glance.chart.week"),
          t("dashboard.glance.chart.sales"),
          t("dashboard.glance.chart.net"),
        ],
        rows: weeks.map((w) => ({
          key: w.from,
          head: formatDay(w.from, locale, { dateStyle: "medium" }),
          cells: [money(w.sales), money(w.net)],
        })),
      }}
    />
  );
}
