import { type ProviderReport, providerReportGroups } from "@kursove/contracts";
import { useTranslation } from "react-i18next";
import { loadReport } from "../../features/reports/report-loader.server";
import { ReportView } from "../../features/reports/report-view";
import { guard } from "../../lib/guards.server";
import { localeOfPath } from "../../lib/locale";
import { useLocale } from "../../lib/use-locale";
import type { Route } from "./+types/reports";

/** The provider's own sales of a period by course, month or category, with a CSV download. */
export async function loader(args: Route.LoaderArgs) {
  await guard(args, ["provider", "locale"]);
  return loadReport<ProviderReport>(args.context, args.request, {
    path: "/provider/reports",
    fields: ["from", "to", "group_by", "category_id"],
    locale: localeOfPath(new URL(args.request.url).pathname),
  });
}

export default function ProviderReports({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("reports");
  const { to } = useLocale();
  return (
    <div className="space-y-5">
      <div>
        <h2 className="text-xl font-bold text-dark">{t("provider.title")}</h2>
        <p className="mt-1 max-w-3xl text-sm text-stone-700">{t("provider.intro")}</p>
      </div>
      <ReportView
        report={loaderData.report}
        values={loaderData.values}
        errors={loaderData.errors}
        message={loaderData.message}
        csvHref={loaderData.csvHref}
        groups={providerReportGroups}
        netLabel={t("table.netOwn")}
        hrefOf={(row) =>
          loaderData.report?.group_by === "course" ? to(`/dashboard/courses/${row.key}`) : null
        }
      />
    </div>
  );
}
