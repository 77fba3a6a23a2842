import { useTranslation } from "react-i18next";
import { shareOf } from "../../lib/chart-scale";
import { DataTable } from "../../ui/data-table";

/** The states of the chart in the order an order moves through them; pending ones are never counted. */
const statuses = [
  "awaiting_payment",
  "paid",
  "completed",
  "refunding",
  "partially_refunded",
  "refunded",
  "annulled",
  "canceled",
] as const;

const tones: Record<(typeof statuses)[number], string> = {
  awaiting_payment: "fill-amber-600",
  paid: "fill-green-700",
  completed: "fill-green-800",
  refunding: "fill-sky-700",
  partially_refunded: "fill-sky-800",
  refunded: "fill-stone-600",
  annulled: "fill-red-700",
  canceled: "fill-stone-500",
};

/**
 * Orders of the period by state as horizontal bars (inline SVG), states without orders left out; one
 * image with a summary for screen readers, and the counts in a table that opens below.
 */
export function StatusChart({ counts }: { counts: Record<string, number> }) {
  const { t } = useTranslation("reports");
  const rows = statuses
    .map((status) => ({ status, count: counts[status] ?? 0, label: t(`orders:status.${status}`) }))
    .filter((row) => row.count > 0);
  const max = Math.max(0, ...rows.map((r) => r.count));
  const summary = rows.length
    ? t("dashboard.status.summary", { list: rows.map((r) => `${r.label}: ${r.count}`).join(", ") })
    : t("dashboard.status.empty");
  return (
    <figure className="min-w-0 rounded-2xl border border-stone-200 bg-white p-5 shadow-sm">
      <figcaption className="font-bold text-dark">{t("dashboard.status.title")}</figcaption>
      {rows.length === 0 ? (
        <p className="mt-4 text-sm text-stone-700">{t("dashboard.status.empty")}</p>
      ) : (
        <>
          <div role="img" aria-label={summary} className="mt-4 space-y-2.5">
            {rows.map((row) => (
              <div
                key={row.status}
                className="grid grid-cols-[minmax(0,9rem)_1fr_2.5rem] items-center gap-2 text-sm"
              >
                <span className="truncate text-stone-700" title={row.label}>
                  {row.label}
                </span>
                <svg
                  viewBox="0 0 100 10"
                  preserveAspectRatio="none"
                  className="h-3.5 w-full"
                  aria-hidden="true"
                >
                  <rect width={100} height={10} className="fill-stone-100" />
                  <rect width={shareOf(row.count, max) * 100} height={10} className={tones[row.status]} />
                </svg>
                <span className="text-right font-semibold tabular-nums text-dark">{row.count}</span>
              </div>
            ))}
          </div>
          <details className="mt-4">
            <summary className="cursor-pointer text-sm font-semibold text-primary underline-offset-2 hover:underline">
              {t("dashboard.status.table")}
            </summary>
            <div className="mt-2">
              <DataTable
                caption={t("dashboard.status.title")}
                isFramed={false}
                rows={rows}
                rowKey={(row) => row.status}
                columns={[
                  {
                    key: "state",
                    header: t("dashboard.status.state"),
                    isRowHeader: true,
                    className: "px-3 py-1.5 font-normal text-stone-700",
                    cell: (row) => row.label,
                  },
                  {
                    key: "count",
                    header: t("dashboard.status.count"),
                    align: "right",
                    className: "px-3 py-1.5 tabular-nums",
                    cell: (row) => row.count,
                  },
                ]}
              />
            </div>
          </details>
        </>
      )}
    </figure>
  );
}
