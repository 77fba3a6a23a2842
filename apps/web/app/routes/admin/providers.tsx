import type { AdminProviderSummary } from "@kursove/contracts";
import { pageOf } from "@kursove/contracts/domain/paging";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { apiGet } from "../../lib/api.server";
import { formatDate } from "../../lib/format";
import { guard } from "../../lib/guards.server";
import { localeOfPath } from "../../lib/locale";
import { useLocale } from "../../lib/use-locale";
import { Pagination } from "../../ui/pagination";
import type { Route } from "./+types/providers";

const statuses = ["pending", "approved", "rejected"] as const;
type Status = (typeof statuses)[number];

/** The providers' requests by status: the pending queue first. */
export async function loader(args: Route.LoaderArgs) {
  await guard(args, ["admin", "locale"]);
  const url = new URL(args.request.url);
  const wanted = url.searchParams.get("status");
  const status: Status = statuses.includes(wanted as Status) ? (wanted as Status) : "pending";
  const page = pageOf(url);
  const list = await apiGet<{ data: AdminProviderSummary[]; last_page: number; total: number }>(
    args.context,
    args.request,
    `/admin/providers?status=${status}&page=${page}`,
    localeOfPath(url.pathname),
  );
  return { ...list, status, page };
}

export default function AdminProviders({
  loaderData: { data, last_page, total, status, page },
}: Route.ComponentProps) {
  const { t } = useTranslation("provider");
  const { to, locale } = useLocale();
  return (
    <div>
      <h2 className="text-xl font-bold text-dark">{t("admin.title")}</h2>
      <p className="mt-1 text-stone-600">{t("admin.intro")}</p>
      <nav aria-label={t("admin.tabsLabel")} className="mt-5">
        <ul className="flex gap-1 relative overflow-x-auto border-b border-stone-200">
          {statuses.map((s) => (
            <li key={s}>
              <Link
                to={`${to("/admin/providers")}${s === "pending" ? "" : `?status=${s}`}`}
                aria-current={s === status ? "page" : undefined}
                className={`block whitespace-nowrap border-b-2 px-4 py-2.5 text-sm font-semibold ${s === status ? "border-dark text-dark" : "border-transparent text-stone-600 hover:text-dark"}`}
              >
                {t(`admin.tabs.${s}`)}
                {s === status && (
                  <span className="ml-1.5 rounded-full bg-stone-100 px-2 py-0.5 text-xs">{total}</span>
                )}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {data.length === 0 ? (
        <p className="mt-6 rounded-xl border border-dashed border-stone-300 bg-white p-8 text-center text-stone-600">
          {t(`admin.empty.${status}`)}
        </p>
      ) : (
        <ul className="mt-6 space-y-3">
          {data.map((p) => {
            const when = status === "pending" ? p.submitted_at : p.decided_at;
            return (
              <li key={p.id}>
                <Link
                  to={to(`/admin/providers/${p.id}`)}
                  className="flex flex-col gap-1 rounded-xl border border-stone-200 bg-white p-4 hover:border-primary hover:shadow-sm focus-visible:outline-2 focus-visible:outline-primary sm:flex-row sm:items-center sm:justify-between"
                >
                  <span>
                    <span className="block font-semibold text-dark">{p.company_name}</span>
                    <span className="block text-sm text-stone-600">
                      {p.owner_name} · {p.owner_email}
                    </span>
                  </span>
                  <span className="text-sm text-stone-600">
                    {when && (
                      <>
                        {t(status === "pending" ? "admin.submitted" : "admin.decided")}:{" "}
                        <time dateTime={when}>{formatDate(when, locale, { dateStyle: "medium" })}</time>
                      </>
                    )}
                  </span>
                </Link>
              </li>
            );
          })}
        </ul>
      )}
      <Pagination page={page} totalPages={last_page} />
    </div>
  );
}
