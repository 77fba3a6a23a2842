import type { ProviderClockedTimesPage } from "@kursove/contracts";
import { useTranslation } from "react-i18next";
import { formatDate } from "../../lib/format";
import { useLocale } from "../../lib/use-locale";
import { DataTable } from "../../ui/data-table";
import { Pagination } from "../../ui/pagination";

type ClockedTime = ProviderClockedTimesPage["data"][number];

/** The started sessions of the provider's courses led by lectors, with the time each lector confirmed. */
export function ClockedTimes({ clocked, page }: { clocked: ProviderClockedTimesPage; page: number }) {
  const { t } = useTranslation("lector");
  const { locale } = useLocale();
  const minutes = (count: number) => t("clocked.minutes", { minutes: count });
  return (
    <section
      aria-labelledby="clocked-heading"
      className="rounded-2xl border border-stone-200 bg-white p-5 shadow-sm"
    >
      <h2 id="clocked-heading" className="text-lg font-bold text-dark">
        {t("clocked.title")}
      </h2>
      <p className="mt-1 text-sm text-stone-600">{t("clocked.intro")}</p>
      <div className="mt-3">
        <DataTable
          caption={t("clocked.title")}
          isFramed={false}
          minWidth="36rem"
          rows={clocked.data}
          rowKey={(row: ClockedTime) => `${row.session.id}-${row.lector.id}`}
          empty={<p className="text-stone-600">{t("clocked.empty")}</p>}
          columns={[
            {
              key: "session",
              header: t("clocked.session"),
              cell: (row) => (
                <>
                  <span className="font-semibold text-dark">{row.session.title}</span>
                  <span className="block text-xs text-stone-500">{row.course.title}</span>
                </>
              ),
            },
            { key: "lector", header: t("clocked.lector"), cell: (row) => row.lector.name },
            {
              key: "date",
              header: t("clocked.date"),
              className: "whitespace-nowrap",
              cell: (row) =>
                formatDate(row.session.starts_at, locale, { dateStyle: "medium", timeStyle: "short" }),
            },
            {
              key: "planned",
              header: t("clocked.planned"),
              align: "right",
              cell: (row) => minutes(row.session.duration_minutes),
            },
            {
              key: "taught",
              header: t("clocked.taught"),
              align: "right",
              cell: (row) =>
                row.clocked ? (
                  <span title={row.clocked.note || undefined} className="font-semibold text-green-800">
                    {minutes(row.clocked.minutes)}
                  </span>
                ) : (
                  <span className="text-stone-500">{t("clocked.notConfirmed")}</span>
                ),
            },
          ]}
        />
      </div>
      <Pagination page={page} totalPages={clocked.last_page} />
    </section>
  );
}
