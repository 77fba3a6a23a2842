import type { PayoutDetail } from "@kursove/contracts";
import { useTranslation } from "react-i18next";
import { formatDate, formatDay, formatMoney } from "../../lib/format";
import { useLocale } from "../../lib/use-locale";

/** A payout's date, amount, destination account, transfer and who made it, as a list of terms. */
export function PayoutFacts({ payout }: { payout: PayoutDetail }) {
  const { t } = useTranslation("payouts");
  const { locale } = useLocale();
  const when = (iso: string | null) =>
    iso ? formatDate(iso, locale, { dateStyle: "medium", timeStyle: "short" }) : t("detail.none");
  const facts: [string, string, boolean?][] = [
    [t("detail.period"), formatDay(payout.period, locale)],
    [t("detail.amount"), formatMoney(payout.amount, locale)],
    [t("detail.account"), payout.destination_account_id ?? t("detail.none"), true],
    [t("detail.transfer"), payout.transfer_id ?? t("detail.none"), true],
    [t("detail.paidAt"), when(payout.paid_at)],
    [t("detail.createdAt"), when(payout.created_at)],
    ...(payout.created_by ? [[t("detail.createdBy"), payout.created_by.name] as [string, string]] : []),
  ];
  return (
    <section
      aria-label={t("detail.facts")}
      className="rounded-2xl border border-stone-200 bg-white p-5 shadow-sm"
    >
      <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {facts.map(([term, value, code]) => (
          <div key={term}>
            <dt className="text-xs font-semibold uppercase tracking-wide text-stone-600">{term}</dt>
            <dd className={`mt-0.5 text-dark ${code ? "break-all font-mono text-sm" : "font-semibold"}`}>
              {value}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
