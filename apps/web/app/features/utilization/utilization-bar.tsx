import { useTranslation } from "react-i18next";
import { useLocale } from "../../lib/use-locale";
import { formatPercent } from "./format";

/**
 * Places sold against capacity: the percent as text beside a bar, the same told to screen readers by the
 * progress bar's label and value. Without capacity there is no bar.
 */
export function UtilizationBar({
  share,
  sold,
  capacity,
}: {
  share: number | null;
  sold: number;
  capacity: number;
}) {
  const { t } = useTranslation("utilization");
  const { locale } = useLocale();
  if (share === null) return <span className="text-sm text-stone-600">{t("bar.noCapacity")}</span>;
  const percent = formatPercent(share, locale);
  const tone = share >= 0.9 ? "bg-green-700" : share >= 0.5 ? "bg-primary" : "bg-amber-600";
  return (
    <div className="flex min-w-32 items-center gap-2">
      <div
        role="progressbar"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={Math.round(share * 100)}
        aria-valuetext={t("bar.label", { percent, sold, capacity })}
        aria-label={t("columns.utilization")}
        className="h-2.5 flex-1 overflow-hidden rounded-full bg-stone-200"
      >
        <div className={`h-full rounded-full ${tone}`} style={{ width: `${Math.round(share * 100)}%` }} />
      </div>
      <span
        className="w-12 shrink-0 text-right text-sm font-semibold tabular-nums text-dark"
        aria-hidden="true"
      >
        {percent}
      </span>
    </div>
  );
}
