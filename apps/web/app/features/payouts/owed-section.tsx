import type { PayoutOwed } from "@kursove/contracts";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { formatMoney } from "../../lib/format";
import { useLocale } from "../../lib/use-locale";
import { buttonVariants } from "../../ui/button";
import { ConfirmDialog } from "../../ui/confirm-dialog";
import { OwedTable, PayForm, PayQuestion, payBlockOf, useConfirmHref } from "./owed-table";
import { EmptyState } from "./payout-format";

/** What is asked before paying: one provider's row, or every provider that can be paid. */
export type PayChoice = PayoutOwed | "all";

/** The total of the rows that can be paid now (the run's sum). */
const payableTotalOf = (owed: PayoutOwed[]) =>
  owed.filter((row) => !payBlockOf(row)).reduce((sum, row) => sum + row.amount, 0);

type OwedProps = {
  owed: PayoutOwed[];
  /** `?confirm=`: the question asked on the page itself when JavaScript did not open the dialog */
  confirming: string | null;
  onPay: (choice: PayChoice) => void;
};

/** What each provider is owed, with Pay out per row and for everyone at once. */
export function OwedSection({ owed, confirming, onPay }: OwedProps) {
  const { t } = useTranslation("payouts");
  const { locale } = useLocale();
  const confirmHref = useConfirmHref();
  const hasPayable = owed.some((row) => !payBlockOf(row));
  return (
    <section aria-labelledby="payouts-owed" className="space-y-3">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h3 id="payouts-owed" className="text-lg font-bold text-dark">
          {t("admin.owed.title")}
        </h3>
        {hasPayable && (
          <Link
            to={confirmHref("all")}
            preventScrollReset
            onClick={(event) => {
              event.preventDefault();
              onPay("all");
            }}
            className={buttonVariants({ variant: "secondary" })}
          >
            {t("admin.run.button")}
          </Link>
        )}
      </div>
      {confirming === "all" && hasPayable && (
        <div className="rounded-2xl border border-stone-200 bg-stone-50 p-4">
          <p className="font-semibold text-dark">
            {t("admin.run.question", { amount: formatMoney(payableTotalOf(owed), locale) })}
          </p>
          <div className="mt-3 flex flex-wrap gap-2">
            <PayForm intent="run" label={t("admin.run.confirm")} />
            <Link
              to={confirmHref(null)}
              preventScrollReset
              className={buttonVariants({ variant: "secondary" })}
            >
              {t("admin.confirm.cancel")}
            </Link>
          </div>
        </div>
      )}
      {owed.length === 0 ? (
        <EmptyState title={t("admin.owed.empty")} hint={t("admin.owed.emptyHint")} />
      ) : (
        <OwedTable owed={owed} confirming={confirming} onPay={onPay} />
      )}
    </section>
  );
}

/** Asks before paying one provider or everyone. */
export function PayDialog({
  choice,
  owed,
  onClose,
}: {
  choice: PayChoice | null;
  owed: PayoutOwed[];
  onClose: () => void;
}) {
  const { t } = useTranslation("payouts");
  const { locale } = useLocale();
  const money = (minor: number) => formatMoney(minor, locale);
  return (
    <ConfirmDialog
      open={choice !== null}
      title={t(choice === "all" ? "admin.run.title" : "admin.confirm.title")}
      cancelLabel={t("admin.confirm.cancel")}
      onCancel={onClose}
      actions={
        choice === "all" ? (
          <PayForm intent="run" label={t("admin.run.confirm")} />
        ) : (
          choice && (
            <PayForm
              intent="pay"
              providerId={choice.provider.id}
              label={t("admin.confirm.confirm", { amount: money(choice.amount) })}
            />
          )
        )
      }
    >
      {choice === "all" ? (
        <p className="font-semibold text-dark">
          {t("admin.run.question", { amount: money(payableTotalOf(owed)) })}
        </p>
      ) : (
        choice && <PayQuestion row={choice} />
      )}
    </ConfirmDialog>
  );
}
