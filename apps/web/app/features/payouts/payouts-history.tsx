import type { PayoutSummary } from "@kursove/contracts";
import { Fragment, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { formatDate, formatDay, formatMoney } from "../../lib/format";
import { useLocale } from "../../lib/use-locale";
import { PayoutStatusBadge, tableStyles as s } from "./payout-format";

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
  const showProvider = !!detailHref;
  const columns = 5 + (showProvider ? 1 : 0) + (toggle ? 1 : 0);
  return (
    <div className={s.wrap}>
      <table className={s.table}>
        <caption className="sr-only">{caption}</caption>
        <thead className={s.head}>
          <tr>
            <th scope="col" className={s.th}>
              {t("admin.history.period")}
            </th>
            {showProvider && (
              <th scope="col" className={s.th}>
                {t("admin.history.provider")}
              </th>
            )}
            <th scope="col" className={`${s.th} text-right`}>
              {t("admin.history.amount")}
            </th>
            <th scope="col" className={s.th}>
              {t("admin.history.status")}
            </th>
            <th scope="col" className={`${s.th} text-right`}>
              {t("admin.history.lines")}
            </th>
            <th scope="col" className={s.th}>
              {t("admin.history.paidAt")}
            </th>
            {toggle && (
              <th scope="col" className={s.th}>
                <span className="sr-only">{t("provider.received.showLines")}</span>
              </th>
            )}
          </tr>
        </thead>
        <tbody className="divide-y divide-stone-100">
          {payouts.map((payout) => {
            const period = formatDay(payout.period, locale, { dateStyle: "medium" });
            const state = toggle?.(payout);
            const linesId = `payout-lines-${payout.id}`;
            return (
              <Fragment key={payout.id}>
                <tr className="hover:bg-stone-50">
                  <td className={`${s.td} whitespace-nowrap font-semibold`}>
                    {detailHref ? (
                      <Link
                        to={detailHref(payout)}
                        aria-label={t("admin.history.open", { period, provider: payout.provider.name })}
                        className="text-primary underline-offset-2 hover:underline"
                      >
                        {period}
                      </Link>
                    ) : (
                      period
                    )}
                  </td>
                  {showProvider && <td className={`${s.td} text-stone-800`}>{payout.provider.name}</td>}
                  <td className={`${s.money} font-semibold text-dark`}>
                    {formatMoney(payout.amount, locale)}
                  </td>
                  <td className={s.td}>
                    <PayoutStatusBadge status={payout.status} />
                  </td>
                  <td className={s.money}>{payout.lines_count}</td>
                  <td className={`${s.td} whitespace-nowrap text-stone-700`}>
                    {payout.paid_at
                      ? formatDate(payout.paid_at, locale, { dateStyle: "medium", timeStyle: "short" })
                      : t("detail.none")}
                  </td>
                  {state && (
                    <td className={s.td}>
                      {payout.lines_count > 0 && (
                        <Link
                          to={state.href}
                          preventScrollReset
                          aria-expanded={state.open}
                          aria-controls={state.open ? linesId : undefined}
                          className="whitespace-nowrap font-semibold text-primary underline-offset-2 hover:underline"
                        >
                          {t(state.open ? "provider.received.hideLines" : "provider.received.showLines")}
                          <span className="sr-only">: {period}</span>
                        </Link>
                      )}
                    </td>
                  )}
                </tr>
                {state?.open && expanded && (
                  <tr id={linesId}>
                    <td colSpan={columns} className="bg-stone-50 p-3">
                      {expanded(payout)}
                    </td>
                  </tr>
                )}
              </Fragment>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
