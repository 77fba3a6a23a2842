import { type AdminDashboard as Board, dashboardPeriods } from "@kursove/contracts";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import {
  MoneyCards,
  PendingApprovals,
  PeriodSwitch,
  TopCourses,
} from "../../features/reports/dashboard-panels";
import { SalesChart } from "../../features/reports/sales-chart";
import { StatusChart } from "../../features/reports/status-chart";
import { UtilizationGauge } from "../../features/reports/utilization-gauge";
import { apiGet } from "../../lib/api.server";
import { formatDay } from "../../lib/format";
import { guard } from "../../lib/guards.server";
import { localeOfPath } from "../../lib/locale";
import { useLocale } from "../../lib/use-locale";
import type { Route } from "./+types/dashboard";

type Overview = {
  users: number;
  unverified_users: number;
  approved_providers: number;
  pending_providers: number;
  published_courses: number;
  new_contact_messages: number;
};

/** AdminDashboard, the child of /admin: accounts and catalogue, then the money of 7, 30 or 90 days. */
export async function loader(args: Route.LoaderArgs) {
  await guard(args, ["admin", "locale"]);
  const url = new URL(args.request.url);
  const locale = localeOfPath(url.pathname);
  const asked = url.searchParams.get("days") ?? "";
  const days = (dashboardPeriods as readonly string[]).includes(asked) ? asked : "30";
  const [overview, board] = await Promise.all([
    apiGet<Overview>(args.context, args.request, "/admin/overview", locale),
    apiGet<Board>(args.context, args.request, `/admin/dashboard?days=${days}`, locale),
  ]);
  return { overview, board, days };
}

export default function AdminDashboard({ loaderData: { overview, board, days } }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { locale, to } = useLocale();
  const cards = [
    ["admin.users", overview.users],
    ["admin.unverified", overview.unverified_users],
    ["admin.providers", overview.approved_providers],
    ["admin.courses", overview.published_courses],
  ] as const;
  const day = (date: string) => formatDay(date, locale, { dateStyle: "medium" });
  return (
    <div className="space-y-8">
      <h2 className="sr-only">{t("admin.dashboard")}</h2>
      <div>
        <dl className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
          {cards.map(([label, value]) => (
            <div key={label} className="rounded-2xl border border-stone-200 bg-white p-5 shadow-sm">
              <dt className="text-sm font-semibold text-stone-600">{t(label)}</dt>
              <dd className="mt-1 text-3xl font-extrabold text-dark">{value}</dd>
            </div>
          ))}
        </dl>
        <div
          className={`mt-4 flex flex-col gap-3 rounded-2xl border p-5 shadow-sm sm:flex-row sm:items-center sm:justify-between ${overview.pending_providers > 0 ? "border-amber-300 bg-amber-50" : "border-stone-200 bg-white"}`}
        >
          <p>
            <span className="block text-sm font-semibold text-stone-700">{t("provider:admin.pending")}</span>
            <span className="text-3xl font-extrabold text-dark">{overview.pending_providers}</span>
          </p>
          <Link
            to={to("/admin/providers")}
            className="inline-flex h-11 items-center justify-center rounded-lg bg-dark px-5 text-sm font-semibold text-white hover:opacity-90"
          >
            {t("provider:admin.openQueue")}
          </Link>
        </div>
        <div
          className={`mt-4 flex flex-col gap-3 rounded-2xl border p-5 shadow-sm sm:flex-row sm:items-center sm:justify-between ${overview.new_contact_messages > 0 ? "border-amber-300 bg-amber-50" : "border-stone-200 bg-white"}`}
        >
          <p>
            <span className="block text-sm font-semibold text-stone-700">
              {t("contact:admin.newMessages")}
            </span>
            <span className="text-3xl font-extrabold text-dark">{overview.new_contact_messages}</span>
          </p>
          <Link
            to={to("/admin/messages?status=new")}
            className="inline-flex h-11 items-center justify-center rounded-lg bg-dark px-5 text-sm font-semibold text-white hover:opacity-90"
          >
            {t("contact:admin.openInbox")}
          </Link>
        </div>
      </div>

      <section aria-labelledby="money-heading" className="space-y-4">
        <div className="flex flex-wrap items-end justify-between gap-3">
          <div>
            <h3 id="money-heading" className="text-xl font-bold text-dark">
              {t("reports:dashboard.title")}
            </h3>
            <p className="mt-1 text-sm text-stone-700">
              {t("reports:dashboard.range", { from: day(board.period.from), to: day(board.period.to) })}
            </p>
          </div>
          <PeriodSwitch days={days} />
        </div>
        <MoneyCards board={board} />
        <div className="grid gap-4 xl:grid-cols-[3fr_2fr]">
          <SalesChart series={board.series} />
          <StatusChart counts={board.orders_by_status} />
        </div>
        <p>
          <Link
            to={to("/admin/reports")}
            className="text-sm font-semibold text-primary underline-offset-2 hover:underline"
          >
            {t("reports:dashboard.toReports")}
          </Link>
        </p>
      </section>

      <div className="grid gap-4 lg:grid-cols-2">
        <PendingApprovals pending={board.pending} />
        <UtilizationGauge sold={board.utilization.sold} capacity={board.utilization.capacity} />
      </div>
      <TopCourses courses={board.top_courses} />
    </div>
  );
}
