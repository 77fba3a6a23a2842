import { type AdminDashboard, dashboardPeriods } from "@kursove/contracts";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { formatMoney } from "../../lib/format";
import { useLocale } from "../../lib/use-locale";

/** Figures in cards: a label over a large value, with an optional line under it. */
export function FigureCards({
  figures,
  label,
}: {
  figures: { key: string; label: string; value: string; hint?: string | undefined }[];
  label?: string | undefined;
}) {
  return (
    <dl aria-label={label} className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
      {figures.map((f) => (
        <div key={f.key} className="rounded-2xl border border-stone-200 bg-white p-4 shadow-sm">
          <dt className="text-sm font-semibold text-stone-700">{f.label}</dt>
          <dd className="mt-1 text-2xl font-extrabold tabular-nums text-dark">{f.value}</dd>
          {f.hint && <dd className="mt-0.5 text-xs text-stone-600">{f.hint}</dd>}
        </div>
      ))}
    </dl>
  );
}

/** The 7, 30 and 90 days links of the dashboard (GET, so they work without JavaScript). */
export function PeriodSwitch({ days }: { days: string }) {
  const { t } = useTranslation("reports");
  const { to } = useLocale();
  return (
    <nav aria-label={t("dashboard.period")}>
      <ul className="inline-flex rounded-lg bg-stone-100 p-1">
        {dashboardPeriods.map((d) => (
          <li key={d}>
            <Link
              to={to(`/admin?days=${d}`)}
              preventScrollReset
              aria-current={d === days ? "page" : undefined}
              className={`inline-flex h-10 items-center rounded-md px-3 text-sm font-semibold ${d === days ? "bg-white text-dark shadow-sm" : "text-stone-700 hover:text-dark"}`}
            >
              {t("dashboard.days", { count: Number(d) })}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The money of the period: sales, commission earned, refunds, net to providers, paid out and orders. */
export function MoneyCards({ board }: { board: AdminDashboard }) {
  const { t } = useTranslation("reports");
  const { locale } = useLocale();
  const money = (minor: number) => formatMoney(minor, locale);
  return (
    <FigureCards
      label={t("dashboard.moneyLabel")}
      figures={[
        { key: "sales", label: t("dashboard.sales"), value: money(board.sales) },
        { key: "commission", label: t("dashboard.commissionEarned"), value: money(board.commission) },
        { key: "refunds", label: t("dashboard.refunds"), value: money(board.refunds) },
        { key: "net", label: t("dashboard.net"), value: money(board.net_to_providers) },
        { key: "paid", label: t("dashboard.paidOut"), value: money(board.paid_out) },
        { key: "orders", label: t("dashboard.orders"), value: String(board.orders) },
      ]}
    />
  );
}

/** What waits for an admin, each with the page where it is decided. */
export function PendingApprovals({ pending }: { pending: AdminDashboard["pending"] }) {
  const { t } = useTranslation("reports");
  const { to } = useLocale();
  const rows = [
    { key: "providers", count: pending.providers, href: "/admin/providers" },
    { key: "courses", count: pending.courses, href: "/admin/courses" },
    { key: "revisions", count: pending.revisions, href: "/admin/approvals" },
    { key: "refunds", count: pending.refund_requests, href: "/admin/refunds" },
  ];
  const total = rows.reduce((sum, r) => sum + r.count, 0);
  return (
    <section
      aria-labelledby="pending-heading"
      className="rounded-2xl border border-stone-200 bg-white p-5 shadow-sm"
    >
      <div className="flex items-baseline justify-between gap-3">
        <h3 id="pending-heading" className="font-bold text-dark">
          {t("dashboard.pending.title")}
        </h3>
        <Link
          to={to("/admin/approvals")}
          className="text-sm font-semibold text-primary underline-offset-2 hover:underline"
        >
          {t("dashboard.pending.all")}
        </Link>
      </div>
      {total === 0 && <p className="mt-2 text-sm text-stone-700">{t("dashboard.pending.none")}</p>}
      <ul className="mt-3 divide-y divide-stone-100">
        {rows.map((row) => (
          <li key={row.key}>
            <Link
              to={to(row.href)}
              className="flex min-h-11 items-center justify-between gap-3 py-2 text-sm hover:text-primary"
            >
              <span className="text-stone-800">{t(`dashboard.pending.${row.key}`)}</span>
              <span
                className={`inline-flex min-w-8 justify-center rounded-full px-2 py-0.5 text-sm font-bold tabular-nums ${row.count > 0 ? "bg-amber-100 text-amber-900" : "bg-stone-100 text-stone-700"}`}
              >
                {row.count}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The period's best-selling courses. */
export function TopCourses({ courses }: { courses: AdminDashboard["top_courses"] }) {
  const { t } = useTranslation("reports");
  const { locale, to } = useLocale();
  return (
    <section
      aria-labelledby="top-heading"
      className="rounded-2xl border border-stone-200 bg-white p-5 shadow-sm"
    >
      <h3 id="top-heading" className="font-bold text-dark">
        {t("dashboard.top.title")}
      </h3>
      {courses.length === 0 ? (
        <p className="mt-2 text-sm text-stone-700">{t("dashboard.top.empty")}</p>
      ) : (
        <ol className="mt-3 divide-y divide-stone-100">
          {courses.map((course, i) => (
            <li key={course.id} className="flex items-start gap-3 py-2.5 text-sm">
              <span aria-hidden="true" className="w-5 shrink-0 font-bold tabular-nums text-stone-500">
                {i + 1}.
              </span>
              <Link
                to={to(`/admin/courses/${course.id}`)}
                className="min-w-0 flex-1 font-semibold text-dark underline-offset-2 hover:text-primary hover:underline"
              >
                {course.title}
              </Link>
              <span className="shrink-0 text-right">
                <span className="block font-semibold tabular-nums">{formatMoney(course.sales, locale)}</span>
                <span className="block text-xs text-stone-600">{t("places", { count: course.places })}</span>
              </span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
