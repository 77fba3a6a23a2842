import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { apiGet } from "../../lib/api.server";
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
};

/** AdminDashboard, the child of /admin (spec 2). */
export async function loader(args: Route.LoaderArgs) {
  await guard(args, ["admin", "locale"]);
  return apiGet<Overview>(
    args.context,
    args.request,
    "/admin/overview",
    localeOfPath(new URL(args.request.url).pathname),
  );
}

export default function AdminDashboard({ loaderData: overview }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { to } = useLocale();
  const cards = [
    ["admin.users", overview.users],
    ["admin.unverified", overview.unverified_users],
    ["admin.providers", overview.approved_providers],
    ["admin.courses", overview.published_courses],
  ] as const;
  return (
    <div>
      <h2 className="sr-only">{t("admin.dashboard")}</h2>
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
    </div>
  );
}
