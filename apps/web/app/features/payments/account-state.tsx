import type { PaymentAccount } from "@kursove/contracts";
import { useTranslation } from "react-i18next";
import { formatDate } from "../../lib/format";
import { useLocale } from "../../lib/use-locale";

export type AccountStage = "none" | "incomplete" | "review" | "ready";

/** The account's state in one word: not connected, setup not finished, being checked, ready for payouts. */
export function stageOf(account: PaymentAccount): AccountStage {
  if (!account.connected) return "none";
  if (account.can_receive_payouts) return "ready";
  return account.details_submitted ? "review" : "incomplete";
}

/** The payout account's state in plain words, with the gateway's three flags. */
export function AccountState({ account }: { account: PaymentAccount }) {
  const { t } = useTranslation("payments");
  const { locale } = useLocale();
  const stage = stageOf(account);
  const tone =
    stage === "ready"
      ? "border-green-200 bg-green-50 text-green-950"
      : "border-amber-300 bg-amber-50 text-amber-950";
  const flags = [
    ["details", account.details_submitted],
    ["charges", account.charges_enabled],
    ["payouts", account.payouts_enabled],
  ] as const;
  return (
    <div className={`rounded-2xl border p-5 ${tone}`} data-stage={stage}>
      <h2 className="text-lg font-bold">{t(`state.${stage}.title`)}</h2>
      <p className="mt-1">{t(`state.${stage}.text`)}</p>
      {account.connected && (
        <>
          <dl className="mt-4 grid gap-2 sm:grid-cols-3" aria-label={t("flags.label")}>
            {flags.map(([key, on]) => (
              <div key={key} className="rounded-lg bg-white/70 px-3 py-2">
                <dt className="text-xs font-semibold uppercase tracking-wide text-stone-600">
                  {t(`flags.${key}`)}
                </dt>
                <dd className={`font-bold ${on ? "text-green-800" : "text-stone-700"}`}>
                  <span aria-hidden="true">{on ? "✓ " : "✗ "}</span>
                  {t(on ? "flags.yes" : "flags.no")}
                </dd>
              </div>
            ))}
          </dl>
          <p className="mt-3 text-sm text-stone-600">
            {t("account")}: <span className="font-mono">{account.account_id}</span>
            {account.updated_at && (
              <>
                {" · "}
                {t("updatedAt")}:{" "}
                {formatDate(account.updated_at, locale, { dateStyle: "medium", timeStyle: "short" })}
              </>
            )}
          </p>
        </>
      )}
    </div>
  );
}
