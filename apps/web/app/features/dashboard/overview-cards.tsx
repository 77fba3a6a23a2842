import type { ProviderOverview } from "@kursove/contracts";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { formatDate, formatDay, formatMoney } from "../../lib/format";
import { useLocale } from "../../lib/use-locale";

/** A card of the overview: a title, its figures and a link to the page that has the details. */
function Card({
  id,
  title,
  link,
  children,
}: {
  id: string;
  title: string;
  link: { to: string; label: string };
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <section
      aria-labelledby={id}
      className="flex min-w-0 flex-col rounded-2xl border border-stone-200 bg-white p-5 shadow-sm"
    >
      <h3 id={id} className="text-sm font-semibold text-stone-700">
        {title}
      </h3>
      <div className="mt-2 flex-1">{children}</div>
      <Link
        to={link.to}
        className="mt-3 self-start text-sm font-semibold text-primary underline-offset-2 hover:underline"
      >
        {t("dashboard.glance.open", { page: link.label })}
      </Link>
    </section>
  );
}

const big = "text-2xl font-bold tabular-nums text-dark";
const quiet = "text-sm text-stone-600";

/**
 * The provider's week at a glance: sales this week, the next payout, what waits for an answer, the next
 * sessions and the places left, each card linking to its page; every card says so when it has nothing.
 */
export function OverviewCards({ overview }: { overview: ProviderOverview }) {
  const { t } = useTranslation();
  const { to, locale } = useLocale();
  const money = (minor: number) => formatMoney(minor, locale, overview.currency);
  const day = (date: string) => formatDay(date, locale, { day: "numeric", month: "long" });
  const when = (iso: string) => formatDate(iso, locale, { dateStyle: "medium", timeStyle: "short" });
  const { week, payouts, waiting, next_sessions: sessions, places } = overview;
  const isOwed = payouts.owed_now > 0 || payouts.upcoming_amount > 0;
  const isWaiting = waiting.bookings > 0 || waiting.refund_requests > 0;
  return (
    <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
      <Card
        id="glance-sales"
        title={t("dashboard.glance.sales")}
        link={{ to: to("/dashboard/reports"), label: t("reports:nav.provider") }}
      >
        <p className={big}>{money(week.sales)}</p>
        <p className={quiet}>{t("dashboard.glance.range", { from: day(week.from), to: day(week.to) })}</p>
        <p className="mt-1 text-sm text-stone-700">
          {t("dashboard.glance.orders", { count: week.orders })} ·{" "}
          {t("dashboard.glance.net", { amount: money(week.net) })}
        </p>
      </Card>
      <Card
        id="glance-payout"
        title={t("dashboard.glance.payout")}
        link={{ to: to("/dashboard/payouts"), label: t("payouts:nav.provider") }}
      >
        {isOwed ? (
          <>
            <p className={quiet}>{t("dashboard.glance.owedNow")}</p>
            <p className={big}>{money(payouts.owed_now)}</p>
            {payouts.upcoming_amount > 0 && (
              <p className="mt-1 text-sm text-stone-700">
                {payouts.next_payable_at
                  ? t("dashboard.glance.upcoming", {
                      amount: money(payouts.upcoming_amount),
                      date: formatDate(payouts.next_payable_at, locale, { dateStyle: "long" }),
                    })
                  : t("dashboard.glance.upcomingUndated", { amount: money(payouts.upcoming_amount) })}
              </p>
            )}
          </>
        ) : (
          <p className={quiet}>{t("dashboard.glance.payoutNone")}</p>
        )}
        {!payouts.account_ready && (
          <p className="mt-2 text-sm font-medium text-amber-800">{t("dashboard.glance.accountNotReady")}</p>
        )}
      </Card>
      <Card
        id="glance-waiting"
        title={t("dashboard.glance.waiting")}
        link={
          waiting.bookings > 0 || waiting.refund_requests === 0
            ? { to: to("/dashboard/bookings"), label: t("checkout:bookings.nav") }
            : { to: to("/dashboard/refunds"), label: t("money:nav.provider") }
        }
      >
        {isWaiting ? (
          <ul className="space-y-1 text-dark">
            <li>
              <Link
                to={to("/dashboard/bookings")}
                className="font-semibold hover:text-primary hover:underline"
              >
                {t("dashboard.glance.bookings", { count: waiting.bookings })}
              </Link>
            </li>
            <li>
              <Link
                to={to("/dashboard/refunds")}
                className="font-semibold hover:text-primary hover:underline"
              >
                {t("dashboard.glance.refundRequests", { count: waiting.refund_requests })}
              </Link>
            </li>
          </ul>
        ) : (
          <p className={quiet}>{t("dashboard.glance.waitingNone")}</p>
        )}
      </Card>
      <Card
        id="glance-sessions"
        title={t("dashboard.glance.sessions")}
        link={{ to: to("/dashboard/attendees"), label: t("utilization:nav.provider") }}
      >
        {sessions.length === 0 ? (
          <p className={quiet}>{t("dashboard.glance.sessionsNone")}</p>
        ) : (
          <ul className="divide-y divide-stone-100">
            {sessions.map((s) => (
              <li key={`${s.course.id}-${s.starts_at}`} className="py-1.5">
                <p className="text-sm font-semibold tabular-nums text-dark">{when(s.starts_at)}</p>
                <p className="text-sm text-stone-700">
                  <Link
                    to={to(`/dashboard/courses/${s.course.id}`)}
                    className="hover:text-primary hover:underline"
                  >
                    {s.course.title}
                  </Link>
                  {s.title !== s.course.title && <span className="text-stone-500"> · {s.title}</span>}
                </p>
              </li>
            ))}
          </ul>
        )}
      </Card>
      <Card
        id="glance-places"
        title={t("dashboard.glance.places")}
        link={{ to: to("/dashboard/courses"), label: t("editor:nav") }}
      >
        {places.courses.length === 0 ? (
          <p className={quiet}>{t("dashboard.glance.placesNone")}</p>
        ) : (
          <>
            <p className="text-sm text-stone-700">
              {t("dashboard.glance.placesSummary", { left: places.places_left, capacity: places.capacity })}
            </p>
            <ul className="mt-1 divide-y divide-stone-100">
              {places.courses.map((c) => (
                <li key={c.id} className="flex items-baseline justify-between gap-3 py-1.5 text-sm">
                  <Link
                    to={to(`/dashboard/courses/${c.id}`)}
                    className="line-clamp-2 min-w-0 text-dark hover:text-primary hover:underline"
                  >
                    {c.title}
                  </Link>
                  <span className="shrink-0 font-semibold tabular-nums text-dark">
                    {t("dashboard.glance.placesLeft", { count: c.places_left })}
                  </span>
                </li>
              ))}
            </ul>
          </>
        )}
      </Card>
    </div>
  );
}
