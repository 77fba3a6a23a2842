import type { ReportFigures, ReportRow } from "@kursove/contracts";
import { useTranslation } from "react-i18next";
import { useCategories } from "../../lib/categories";
import { buttonVariants } from "../../ui/button";
import { ReportFilters } from "./report-filters";
import { ReportTable } from "./report-table";

type Report = { from: string; to: string; group_by: string; rows: ReportRow[]; totals: ReportFigures };
type Values = { from: string; to: string; group_by: string; provider_id: string; category_id: string };

/** A sales report page's body: the filters, what to correct, the table with totals and its CSV download. */
export function ReportView({
  report,
  values,
  errors,
  message,
  csvHref,
  groups,
  providers,
  netLabel,
  hrefOf,
}: {
  report: Report | null;
  values: Values;
  errors: Record<string, string[]> | null;
  message: string | null;
  csvHref: string | null;
  groups: readonly string[];
  providers?: { id: string; name: string }[] | undefined;
  netLabel: string;
  hrefOf?: ((row: ReportRow) => string | null) | undefined;
}) {
  const { t } = useTranslation("reports");
  const categories = useCategories();
  // the form shows the period the report resolved, the current month when none was asked
  const shown = {
    ...values,
    from: values.from || report?.from || "",
    to: values.to || report?.to || "",
    group_by: values.group_by || report?.group_by || groups[0] || "",
  };
  return (
    <div className="space-y-5">
      <ReportFilters
        values={shown}
        groups={groups}
        providers={providers}
        categories={categories}
        errors={errors}
      />
      {message && (
        <p
          role="alert"
          className="rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm font-medium text-red-800"
        >
          {t("invalid", { message })}
        </p>
      )}
      {report &&
        (report.rows.length === 0 ? (
          <div className="rounded-2xl border border-dashed border-stone-300 bg-white p-8 text-center">
            <p className="font-semibold text-stone-800">{t("empty")}</p>
            <p className="mx-auto mt-2 max-w-xl text-sm text-stone-600">{t("emptyHint")}</p>
          </div>
        ) : (
          <>
            <ReportTable report={report} netLabel={netLabel} hrefOf={hrefOf} />
            {csvHref && (
              <a href={csvHref} download className={buttonVariants({ variant: "secondary" })}>
                <span aria-hidden="true">↓</span>
                {t("download")}
              </a>
            )}
          </>
        ))}
    </div>
  );
}
