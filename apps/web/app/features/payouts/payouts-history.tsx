import type { PayoutSummary } from "@kursove/contracts";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { formatDate, formatDay, formatMoney } from "../../lib/format";
import { useLocale } from "../../lib/use-locale";
import { type Column, DataTable } from "../../ui/data-table";
import { useNamedAction } from "../../ui/named-action";
import { PayoutStatusBadge } from "./payout-format";

/**
 * Payouts made, newest first. The admin's list names the provider and links each payout to its page;
 * the provider's shows a payout's sales in place (`toggle` and `expanded`), through the page's address.
 */
export function PayoutsHistory({
  payouts,
  caption,
  detailHref,
  toggle,
  expanded,
}: {
  payouts: PayoutSummary[];
  caption: string;
  /** the admin's list: the payout's own page */
  detailHref?: (payout: PayoutSummary) => string;
  /** the provider's list: the address that shows (or hides) the payout's sales, and whether they show */
  toggle?: (payout: PayoutSummary) => { href: string; open: boolean };
  /** the sales of the payout whose lines show, under its row */
  expanded?: (payout: PayoutSummary) => ReactNode;
}) {
  const { t } = useTranslation("payouts");
  const { locale } = useLocale();
  const periodOf = (payout: PayoutSummary) => formatDay(payout.period, locale, { dateStyle: "medium" });
  const linesId = (payout: PayoutSummary) => `payout-lines-${payout.id}`;
  const named = useNamedAction();
  const columns: Column<PayoutSummary>[] = [
    {
      key: "period",
      header: t("admin.history.period"),
      className: "whitespace-nowrap font-semibold",
      cell: (payout) =>
        detailHref ? (
          <Link
            to={detailHref(payout)}
            aria-label={t("admin.history.open", { period: periodOf(payout), provider: payout.provider.name })}
            className="text-primary underline-offset-2 hover:underline"
          >
            {periodOf(payout)}
          </Link>
        ) : (
          periodOf(payout)
        ),
    },
    ...(detailHref
      ? [
          {
            key: "provider",
            header: t("admin.history.provider"),
            cell: (payout: PayoutSummary) => payout.provider.name,
          },
        ]
      : []),
    {
      key: "amount",
      header: t("admin.history.amount"),
      align: "right",
      className: "whitespace-nowrap tabular-nums font-semibold text-dark",
      cell: (payout) => formatMoney(payout.amount, locale),
    },
    {
      key: "status",
      header: t("admin.history.status"),
      cell: (payout) => <PayoutStatusBadge status={payout.status} />,
    },
    {
      key: "lines",
      header: t("admin.history.lines"),
      align: "right",
      className: "whitespace-nowrap tabular-nums",
      cell: (payout) => payout.lines_count,
    },
    {
      key: "paidAt",
      header: t("admin.history.paidAt"),
      className: "whitespace-nowrap text-stone-700",
      cell: (payout) =>
        payout.paid_at
          ? formatDate(payout.paid_at, locale, { dateStyle: "medium", timeStyle: "short" })
          : t("detail.none"),
    },
  ];
  if (toggle)
    columns.push({
      key: "toggle",
      header: <span className="sr-only">{t("provider.received.showLines")}</span>,
      cell: (payout) => {
        const state = toggle(payout);
        const label = t(state.open ? "provider.received.hideLines" : "provider.received.showLines");
        return (
          payout.lines_count > 0 && (
            <Link
              to={state.href}
              preventScrollReset
              aria-expanded={state.open}
              aria-controls={state.open ? linesId(payout) : undefined}
              aria-label={named(label, periodOf(payout))}
              className="whitespace-nowrap font-semibold text-primary underline-offset-2 hover:underline"
            >
              {label}
            </Link>
          )
        );
      },
    });
  return (
    <DataTable
      caption={caption}
      minWidth="40rem"
      rows={payouts}
      rowKey={(payout) => payout.id}
      rowProps={() => ({ className: "hover:bg-stone-50" })}
      columns={columns}
      rowDetail={(payout) =>
        toggle?.(payout).open && expanded && <div id={linesId(payout)}>{expanded(payout)}</div>
      }
    />
  );
}
