import type { CommissionChange, CommissionOverview, ProviderCommission } from "@kursove/contracts";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { formatDate } from "../../lib/format";
import { useLocale } from "../../lib/use-locale";
import { formatPercent } from "./format";

const th = "px-4 py-2.5 text-left text-xs font-semibold uppercase tracking-wide text-stone-600";
const td = "px-4 py-3 align-top text-sm text-stone-800";

/** A change still to come: its id, whom it is for, the rate and the date it takes effect. */
export type ScheduledChange = { id: string; who: string; rate: number; effective_from: string };

/** The scheduled changes: the default's and each provider's next one, soonest first. */
export function scheduledChanges(data: CommissionOverview, platform: string): ScheduledChange[] {
  return [
    ...data.scheduled.map((s) => ({
      id: s.id,
      who: platform,
      rate: s.rate,
      effective_from: s.effective_from,
    })),
    ...data.providers.flatMap((p) =>
      p.next
        ? [{ id: p.next.id, who: p.name, rate: p.next.rate, effective_from: p.next.effective_from }]
        : [],
    ),
  ].sort((a, b) => a.effective_from.localeCompare(b.effective_from));
}

/** Every provider with the rate in force now, whether it is its own, since when, and its next change. */
export function ProvidersTable({ providers }: { providers: ProviderCommission[] }) {
  const { t } = useTranslation("admin");
  const { locale, to } = useLocale();
  const day = (iso: string | null) => (iso ? formatDate(iso, locale, { dateStyle: "medium" }) : "—");
  if (providers.length === 0)
    return <p className="text-sm text-stone-600">{t("commission.providers.empty")}</p>;
  return (
    <div className="overflow-x-auto rounded-2xl border border-stone-200 bg-white shadow-sm">
      <table className="min-w-full divide-y divide-stone-200">
        <thead className="bg-stone-50">
          <tr>
            <th scope="col" className={th}>
              {t("commission.providers.name")}
            </th>
            <th scope="col" className={th}>
              {t("commission.providers.rate")}
            </th>
            <th scope="col" className={th}>
              {t("commission.providers.source")}
            </th>
            <th scope="col" className={th}>
              {t("commission.providers.since")}
            </th>
            <th scope="col" className={th}>
              {t("commission.providers.next")}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-stone-100">
          {providers.map((p) => (
            <tr key={p.id}>
              <th scope="row" className={`${td} font-semibold`}>
                <Link
                  to={to(`/admin/providers/${p.id}`)}
                  className="text-dark hover:text-primary hover:underline"
                >
                  {p.name}
                </Link>
              </th>
              <td className={`${td} whitespace-nowrap font-semibold tabular-nums`}>
                {formatPercent(p.rate, locale)}
              </td>
              <td className={td}>
                <span
                  className={`inline-block whitespace-nowrap rounded-full px-2 py-0.5 text-xs font-semibold ${p.own ? "bg-secondary text-primary-dark" : "bg-stone-100 text-stone-800"}`}
                >
                  {t(p.own ? "commission.providers.own" : "commission.providers.default")}
                </span>
              </td>
              <td className={`${td} whitespace-nowrap`}>{day(p.effective_from)}</td>
              <td className={`${td} whitespace-nowrap`}>
                {p.next
                  ? t("commission.scheduled.from", {
                      rate: formatPercent(p.next.rate, locale),
                      date: day(p.next.effective_from),
                    })
                  : t("commission.providers.none")}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The newest changes: when saved, by whom, for whom, the rate, from when, the note. */
export function HistoryTable({ history }: { history: CommissionChange[] }) {
  const { t } = useTranslation("admin");
  const { locale } = useLocale();
  if (history.length === 0) return <p className="text-sm text-stone-600">{t("commission.history.empty")}</p>;
  return (
    <div className="overflow-x-auto rounded-2xl border border-stone-200 bg-white shadow-sm">
      <table className="min-w-full divide-y divide-stone-200">
        <thead className="bg-stone-50">
          <tr>
            <th scope="col" className={th}>
              {t("commission.history.setAt")}
            </th>
            <th scope="col" className={th}>
              {t("commission.history.by")}
            </th>
            <th scope="col" className={th}>
              {t("commission.history.for")}
            </th>
            <th scope="col" className={th}>
              {t("commission.history.rate")}
            </th>
            <th scope="col" className={th}>
              {t("commission.history.from")}
            </th>
            <th scope="col" className={th}>
              {t("commission.history.note")}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-stone-100">
          {history.map((h) => (
            <tr key={h.id}>
              <td className={`${td} whitespace-nowrap`}>
                <time dateTime={h.created_at}>
                  {formatDate(h.created_at, locale, { dateStyle: "medium", timeStyle: "short" })}
                </time>
              </td>
              <td className={td}>{h.created_by?.name ?? t("commission.history.system")}</td>
              <td className={td}>{h.provider?.name ?? t("commission.platform")}</td>
              <td className={`${td} whitespace-nowrap font-semibold tabular-nums`}>
                {formatPercent(h.rate, locale)}
              </td>
              <td className={`${td} whitespace-nowrap`}>
                <time dateTime={h.effective_from}>
                  {formatDate(h.effective_from, locale, { dateStyle: "medium" })}
                </time>
                {h.cancelable && (
                  <span className="ml-2 rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-950">
                    {t("commission.history.pending")}
                  </span>
                )}
              </td>
              <td className={`${td} max-w-xs break-words`}>
                {/* the rows the system wrote carry an English note: say what they are instead */}
                {h.created_by ? (h.note ?? "") : t("commission.history.initial")}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
