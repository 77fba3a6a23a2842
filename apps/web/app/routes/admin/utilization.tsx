import { type UtilizationPage, utilizationStatuses } from "@kursove/contracts";
import { pageOf } from "@kursove/contracts/domain/paging";
import { useTranslation } from "react-i18next";
import { formatPercent } from "../../features/utilization/format";
import { UtilizationFilters } from "../../features/utilization/utilization-filters";
import { UtilizationTable } from "../../features/utilization/utilization-table";
import { apiGet } from "../../lib/api.server";
import { guard } from "../../lib/guards.server";
import { i18nFor } from "../../lib/i18n";
import { localeOfPath } from "../../lib/locale";
import { seo } from "../../lib/meta";
import { useLocale } from "../../lib/use-locale";
import { Pagination } from "../../ui/pagination";
import type { Route } from "./+types/utilization";

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Places sold against capacity of every approved course, filtered by search, provider and period. */
export async function loader(args: Route.LoaderArgs) {
  await guard(args, ["admin", "locale"]);
  const url = new URL(args.request.url);
  const locale = localeOfPath(url.pathname);
  const q = (url.searchParams.get("q") ?? "").trim().slice(0, 120);
  const rawProvider = url.searchParams.get("provider_id") ?? "";
  const providerId = uuid.test(rawProvider) ? rawProvider : "";
  const rawStatus = url.searchParams.get("status");
  // opens on courses not over yet; ended ones and all are a choice of the filter
  const status = utilizationStatuses.find((s) => s === rawStatus) ?? "current";
  const page = pageOf(url);
  const query = new URLSearchParams({ status, page: String(page) });
  if (q) query.set("q", q);
  if (providerId) query.set("provider_id", providerId);
  const list = await apiGet<UtilizationPage>(
    args.context,
    args.request,
    `/admin/utilization?${query}`,
    locale,
  );
  return {
    list,
    filters: { q, providerId, status },
    page,
    title: i18nFor(locale).t("utilization:admin.title"),
  };
}

export const meta: Route.MetaFunction = ({ data, matches, location }) =>
  seo(matches, { title: data?.title ?? "", pathname: location.pathname, noindex: true });

export default function AdminUtilization({ loaderData: { list, filters, page } }: Route.ComponentProps) {
  const { t } = useTranslation("utilization");
  const { locale, to } = useLocale();
  const { totals } = list;
  const share = totals.capacity > 0 ? totals.sold / totals.capacity : null;
  return (
    <div className="space-y-5">
      <div>
        <h2 className="text-xl font-bold text-dark">{t("admin.title")}</h2>
        <p className="mt-1 max-w-3xl text-sm text-stone-700">{t("admin.intro")}</p>
      </div>
      <UtilizationFilters values={filters} providers={list.providers} resetHref={to("/admin/utilization")} />
      {list.data.length === 0 ? (
        <div className="rounded-2xl border border-dashed border-stone-300 bg-white p-8 text-center">
          <p className="font-semibold text-stone-800">{t("admin.empty")}</p>
          <p className="mx-auto mt-2 max-w-xl text-sm text-stone-600">{t("admin.emptyHint")}</p>
        </div>
      ) : (
        <>
          <section aria-labelledby="utilization-totals" className="rounded-2xl bg-secondary p-4">
            <h3 id="utilization-totals" className="text-sm font-bold text-dark">
              {t("totals.title")}
            </h3>
            <dl className="mt-2 grid grid-cols-2 gap-3 sm:grid-cols-4">
              {(["capacity", "sold", "held"] as const).map((key) => (
                <div key={key}>
                  <dt className="text-xs font-semibold uppercase tracking-wide text-stone-700">
                    {t(`totals.${key}`)}
                  </dt>
                  <dd className="text-xl font-extrabold tabular-nums text-dark">{totals[key]}</dd>
                </div>
              ))}
              <div>
                <dt className="text-xs font-semibold uppercase tracking-wide text-stone-700">
                  {t("totals.utilization")}
                </dt>
                <dd className="text-xl font-extrabold tabular-nums text-dark">
                  {share === null ? "—" : formatPercent(share, locale)}
                </dd>
              </div>
            </dl>
          </section>
          <UtilizationTable
            rows={list.data}
            showProvider
            hrefOf={(row) => to(`/admin/utilization/${row.course.id}`)}
          />
        </>
      )}
      <Pagination page={page} totalPages={list.last_page} />
    </div>
  );
}
