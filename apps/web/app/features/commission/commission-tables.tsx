import type { CommissionChange, CommissionOverview, ProviderCommission } from "@kursove/contracts";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { formatDate } from "../../lib/format";
import { useLocale } from "../../lib/use-locale";
import { DataTable } from "../../ui/data-table";
import { formatPercent } from "./format";

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
  return (
    <DataTable
      caption={t("commission.providers.title")}
      empty={t("commission.providers.empty")}
      rows={providers}
      rowKey={(p) => p.id}
      columns={[
        {
          key: "name",
          header: t("commission.providers.name"),
          isRowHeader: true,
          cell: (p) => (
            <Link
              to={to(`/admin/providers/${p.id}`)}
              className="text-dark hover:text-primary hover:underline"
            >
              {p.name}
            </Link>
          ),
        },
        {
          key: "rate",
          header: t("commission.providers.rate"),
          className: "whitespace-nowrap font-semibold tabular-nums",
          cell: (p) => formatPercent(p.rate, locale),
        },
        {
          key: "source",
          header: t("commission.providers.source"),
          cell: (p) => (
            <span
              className={`inline-block whitespace-nowrap rounded-full px-2 py-0.5 text-xs font-semibold ${p.own ? "bg-secondary text-primary-dark" : "bg-stone-100 text-stone-800"}`}
            >
              {t(p.own ? "commission.providers.own" : "commission.providers.default")}
            </span>
          ),
        },
        {
          key: "since",
          header: t("commission.providers.since"),
          className: "whitespace-nowrap",
          cell: (p) => day(p.effective_from),
        },
        {
          key: "next",
          header: t("commission.providers.next"),
          className: "whitespace-nowrap",
          cell: (p) =>
            p.next
              ? t("commission.scheduled.from", {
                  rate: formatPercent(p.next.rate, locale),
                  date: day(p.next.effective_from),
                })
              : t("commission.providers.none"),
        },
      ]}
    />
  );
}

/** The newest changes: when saved, by whom, for whom, the rate, from when, the note. */
export function HistoryTable({ history }: { history: CommissionChange[] }) {
  const { t } = useTranslation("admin");
  const { locale } = useLocale();
  return (
    <DataTable
      caption={t("commission.history.title")}
      empty={t("commission.history.empty")}
      rows={history}
      rowKey={(h) => h.id}
      columns={[
        {
          key: "setAt",
          header: t("commission.history.setAt"),
          className: "whitespace-nowrap",
          cell: (h) => (
            <time dateTime={h.created_at}>
              {formatDate(h.created_at, locale, { dateStyle: "medium", timeStyle: "short" })}
            </time>
          ),
        },
        {
          key: "by",
          header: t("commission.history.by"),
          cell: (h) => h.created_by?.name ?? t("commission.history.system"),
        },
        {
          key: "for",
          header: t("commission.history.for"),
          cell: (h) => h.provider?.name ?? t("commission.platform"),
        },
        {
          key: "rate",
          header: t("commission.history.rate"),
          className: "whitespace-nowrap font-semibold tabular-nums",
          cell: (h) => formatPercent(h.rate, locale),
        },
        {
          key: "from",
          header: t("commission.history.from"),
          className: "whitespace-nowrap",
          cell: (h) => (
            <>
              <time dateTime={h.effective_from}>
                {formatDate(h.effective_from, locale, { dateStyle: "medium" })}
              </time>
              {h.cancelable && (
                <span className="ml-2 rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-950">
                  {t("commission.history.pending")}
                </span>
              )}
            </>
          ),
        },
        {
          key: "note",
          header: t("commission.history.note"),
          className: "max-w-xs break-words",
          // the rows the system wrote carry an English note: say what they are instead
          cell: (h) => (h.created_by ? (h.note ?? "") : t("commission.history.initial")),
        },
      ]}
    />
  );
}
