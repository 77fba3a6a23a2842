import { type AdminReport, adminReportGroups } from "@kursove/contracts";
import { useTranslation } from "react-i18next";
import { loadReport } from "../../features/reports/report-loader.server";
import { ReportView } from "../../features/reports/report-view";
import { apiGet } from "../../lib/api.server";
import { formatMoney } from "../../lib/format";
import { guard } from "../../lib/guards.server";
import { localeOfPath } from "../../lib/locale";
import { useLocale } from "../../lib/use-locale";
import type { Route } from "./+types/reports";

/** Sales reports of a period by provider, category, course or month, with a CSV download. */
export async function loader(args: Route.LoaderArgs) {
  await guard(args, ["admin", "locale"]);
  const locale = localeOfPath(new URL(args.request.url).pathname);
  const loaded = await loadReport<AdminReport>(args.context, args.request, {
    path: "/admin/reports",
    fields: ["from", "to", "group_by", "provider_id", "category_id"],
    locale,
  });
  // a refused period still lists the providers for the form: the current month's report has them
  const providers =
    loaded.report?.providers ??
    (await apiGet<AdminReport>(args.context, args.request, "/admin/reports", locale)).providers;
  return { ...loaded, providers };
}

export default function AdminReports({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("reports");
  const { to, locale } = useLocale();
  const report = loaderData.report;
  return (
    <div className="space-y-5">
      <div>
        <h2 className="text-xl font-bold text-dark">{t("admin.title")}</h2>
        <p className="mt-1 max-w-3xl text-sm text-stone-700">{t("admin.intro")}</p>
      </div>
      <ReportView
        report={loaderData.report}
        values={loaderData.values}
        errors={loaderData.errors}
        message={loaderData.message}
        csvHref={loaderData.csvHref}
        groups={adminReportGroups}
        providers={loaderData.providers}
        netLabel={t("table.net")}
        hrefOf={(row) => (loaderData.report?.group_by === "course" ? to(`/admin/courses/${row.key}`) : null)}
      />
      {report && (
        <section
          aria-labelledby="promotion-income"
          className="max-w-md rounded-2xl border border-stone-200 bg-white p-5 shadow-sm"
        >
          <h3 id="promotion-income" className="text-sm font-semibold text-stone-700">
            {t("admin.promotionIncome")}
          </h3>
          <p className="mt-1 text-2xl font-bold tabular-nums text-dark">
            {formatMoney(report.promotion_income, locale)}
          </p>
          <p className="mt-1 text-sm text-stone-600">{t("admin.promotionIncomeHint")}</p>
        </section>
      )}
    </div>
  );
}
