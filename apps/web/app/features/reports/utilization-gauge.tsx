import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { formatPercent, utilizationShare } from "../../lib/chart-scale";
import { useLocale } from "../../lib/use-locale";

/** Places sold of the capacity of courses still to come or running, as a half-circle gauge with its percent. */
export function UtilizationGauge({ sold, capacity }: { sold: number; capacity: number }) {
  const { t } = useTranslation("reports");
  const { locale, to } = useLocale();
  const share = utilizationShare(sold, capacity);
  const percent = share === null ? "—" : formatPercent(share, locale);
  const text =
    share === null
      ? t("dashboard.utilization.none")
      : t("dashboard.utilization.summary", { percent, sold, capacity });
  return (
    <section
      aria-labelledby="utilization-heading"
      className="rounded-2xl border border-stone-200 bg-white p-5 shadow-sm"
    >
      <h3 id="utilization-heading" className="font-bold text-dark">
        {t("dashboard.utilization.title")}
      </h3>
      <div className="mt-3 flex flex-col items-center">
        <div className="relative w-full max-w-56">
          <svg role="img" aria-label={text} viewBox="0 0 120 66" className="w-full">
            <path
              d="M 10 60 A 50 50 0 0 1 110 60"
              pathLength={100}
              className="fill-none stroke-stone-200"
              strokeWidth={12}
            />
            {share !== null && share > 0 && (
              <path
                d="M 10 60 A 50 50 0 0 1 110 60"
                pathLength={100}
                strokeDasharray={`${share * 100} 100`}
                className="fill-none stroke-primary"
                strokeWidth={12}
              />
            )}
          </svg>
          <p
            aria-hidden="true"
            className="absolute inset-x-0 bottom-0 text-center text-3xl font-extrabold tabular-nums text-dark"
          >
            {percent}
          </p>
        </div>
        <p className="mt-2 text-center text-sm text-stone-700">{text}</p>
        <p className="mt-1 text-center text-xs text-stone-600">{t("dashboard.utilization.hint")}</p>
      </div>
      <Link
        to={to("/admin/utilization")}
        className="mt-4 inline-flex text-sm font-semibold text-primary underline-offset-2 hover:underline"
      >
        {t("dashboard.utilization.open")}
      </Link>
    </section>
  );
}
