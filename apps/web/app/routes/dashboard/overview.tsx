import type { ProviderOverview } from "@kursove/contracts";
import { useTranslation } from "react-i18next";
import { useRouteLoaderData } from "react-router";
import { OverviewCards } from "../../features/dashboard/overview-cards";
import { WeeklySalesChart } from "../../features/reports/weekly-sales-chart";
import { apiGet } from "../../lib/api.server";
import { guard } from "../../lib/guards.server";
import { localeOfPath } from "../../lib/locale";
import { useLocale } from "../../lib/use-locale";
import { ButtonLink } from "../../ui/button";
import type { Route } from "./+types/overview";
import type { OwnProvider } from "./layout";

/** The provider's week at a glance (sales, next payout, what waits, sessions, places, 8 weeks of sales). */
export async function loader(args: Route.LoaderArgs) {
  await guard(args, ["provider", "locale"]);
  const locale = localeOfPath(new URL(args.request.url).pathname);
  return {
    overview: await apiGet<ProviderOverview>(args.context, args.request, "/provider/overview", locale),
  };
}

export default function DashboardOverview({ loaderData: { overview } }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { to, locale } = useLocale();
  const data = useRouteLoaderData(`${locale}.dashboard`) as { provider: OwnProvider } | undefined;
  if (!data) return null;
  const { provider } = data;
  return (
    <div className="space-y-6">
      <div
        role="status"
        className={`rounded-2xl border p-5 ${provider.status === "approved" ? "border-green-200 bg-green-50 text-green-950" : "border-amber-300 bg-amber-50 text-amber-950"}`}
      >
        <h2 className="font-bold">{t(`dashboard.status.${provider.status}.title`)}</h2>
        <p className="mt-1">{t(`dashboard.status.${provider.status}.text`)}</p>
        <ButtonLink to={to(`/provider/${provider.slug}`)} variant="secondary" className="mt-4">
          {t("dashboard.viewPage")}
        </ButtonLink>
      </div>
      <section aria-labelledby="glance-title" className="space-y-4">
        <h2 id="glance-title" className="text-lg font-bold text-dark">
          {t("dashboard.glance.title")}
        </h2>
        <OverviewCards overview={overview} />
        <WeeklySalesChart weeks={overview.weekly_sales} />
      </section>
      <div className="rounded-2xl border border-stone-200 bg-white p-5 shadow-sm">
        <h2 className="text-lg font-bold text-dark">{t("dashboard.lectors")}</h2>
        {provider.lectors.length === 0 ? (
          <p className="mt-2 text-stone-600">{t("dashboard.noLectors")}</p>
        ) : (
          <ul className="mt-3 divide-y divide-stone-100">
            {provider.lectors.map((l) => (
              <li key={l.id} className="flex flex-wrap items-center justify-between gap-2 py-2.5">
                <span>
                  <span className="font-semibold text-dark">{l.name}</span>{" "}
                  <span className="text-sm text-stone-500">{l.email}</span>
                </span>
                <span className="rounded-full bg-secondary px-2.5 py-0.5 text-xs font-semibold text-primary">
                  {t(`dashboard.lectorStatus.${l.pivot.status}`, { defaultValue: l.pivot.status })}
                </span>
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
