import type { PayoutOwed } from "@kursove/contracts";
import type { MouseEvent } from "react";
import { useTranslation } from "react-i18next";
import { Form, Link, useLocation, useNavigation } from "react-router";
import { formatDate, formatMoney } from "../../lib/format";
import { useLocale } from "../../lib/use-locale";
import { buttonVariants } from "../../ui/button";
import { DataTable } from "../../ui/data-table";
import { useNamedAction } from "../../ui/named-action";

/** Why a provider cannot be paid now, or null when it can. */
export function payBlockOf(row: PayoutOwed): "account" | "nothing" | "paid" | null {
  if (row.period_payout?.status === "paid") return "paid";
  if (row.amount <= 0) return "nothing";
  if (!row.account_ready) return "account";
  return null;
}

/** The page's address without the no-JavaScript confirmation, optionally with another one. */
export function useConfirmHref() {
  const location = useLocation();
  return (confirm: string | null) => {
    const params = new URLSearchParams(location.search);
    if (confirm) params.set("confirm", confirm);
    else params.delete("confirm");
    return `${location.pathname}${params.size > 0 ? `?${params}` : ""}`;
  };
}

/** The form that pays a provider (intent "pay") or everyone (intent "run"); its button says how much. */
export function PayForm({
  intent,
  providerId,
  label,
}: {
  intent: "pay" | "run";
  providerId?: string;
  label: string;
}) {
  const navigation = useNavigation();
  const confirmHref = useConfirmHref();
  const form = navigation.state === "submitting" ? navigation.formData : undefined;
  const busy =
    form?.get("intent") === intent && (intent === "run" || form?.get("provider_id") === providerId);
  return (
    <Form method="post" action={confirmHref(null)} preventScrollReset>
      <input type="hidden" name="intent" value={intent} />
      {providerId && <input type="hidden" name="provider_id" value={providerId} />}
      <button
        type="submit"
        disabled={busy}
        aria-busy={busy}
        className={buttonVariants({ variant: "primary" })}
      >
        {label}
      </button>
    </Form>
  );
}

/**
 * What each provider is owed now and later, with its account's state and the Pay out button, which asks
 * first: in a dialog (`onPay`), or without JavaScript in place (`confirming`) through the page's address.
 */
export function OwedTable({
  owed,
  confirming,
  onPay,
}: {
  owed: PayoutOwed[];
  confirming: string | null;
  onPay: (row: PayoutOwed) => void;
}) {
  const { t } = useTranslation("payouts");
  const { locale } = useLocale();
  const confirmHref = useConfirmHref();
  const money = (minor: number) => formatMoney(minor, locale);
  const named = useNamedAction();
  const payButton = (row: PayoutOwed) => {
    const block = payBlockOf(row);
    const reasonId = `payout-why-${row.provider.id}`;
    const retry = row.period_payout && row.period_payout.status !== "paid";
    const label = t(retry ? "admin.owed.retry" : "admin.owed.pay");
    if (block)
      return (
        <>
          <button
            type="button"
            disabled
            aria-describedby={reasonId}
            aria-label={named(label, row.provider.name)}
            className={buttonVariants({ variant: "secondary" })}
          >
            {label}
          </button>
          <p id={reasonId} className="mt-1 max-w-56 text-xs text-stone-600">
            {t(`admin.owed.why.${block}`)}
          </p>
        </>
      );
    return (
      <Link
        to={confirmHref(row.provider.id)}
        preventScrollReset
        aria-label={named(label, row.provider.name)}
        onClick={(event: MouseEvent) => {
          event.preventDefault();
          onPay(row);
        }}
        className={buttonVariants({ variant: "primary" })}
      >
        {label}
      </Link>
    );
  };
  return (
    <DataTable
      caption={t("admin.owed.caption")}
      minWidth="40rem"
      rows={owed}
      rowKey={(row) => row.provider.id}
      columns={[
        {
          key: "provider",
          header: t("admin.owed.provider"),
          isRowHeader: true,
          className: "text-dark",
          cell: (row) => row.provider.name,
        },
        {
          key: "amount",
          header: t("admin.owed.amount"),
          align: "right",
          className: "whitespace-nowrap tabular-nums",
          cell: (row) => (
            <>
              <span className="font-semibold text-dark">{money(row.amount)}</span>
              {row.items > 0 && (
                <span className="block text-xs text-stone-600">{t("items", { count: row.items })}</span>
              )}
            </>
          ),
        },
        {
          key: "upcoming",
          header: t("admin.owed.upcoming"),
          align: "right",
          className: "whitespace-nowrap tabular-nums",
          cell: (row) => (
            <>
              {money(row.upcoming_amount)}
              {row.upcoming_amount > 0 && (
                <span className="block text-xs text-stone-600">
                  {row.next_payable_at
                    ? t("admin.owed.upcomingFrom", {
                        date: formatDate(row.next_payable_at, locale, { dateStyle: "medium" }),
                      })
                    : t("admin.owed.upcomingOnHold")}
                </span>
              )}
            </>
          ),
        },
        {
          key: "account",
          header: t("admin.owed.account"),
          cell: (row) => (
            <span
              className={`inline-flex whitespace-nowrap rounded-full px-2.5 py-0.5 text-xs font-semibold ${row.account_ready ? "bg-green-100 text-green-900" : "bg-amber-100 text-amber-900"}`}
            >
              {t(row.account_ready ? "admin.owed.ready" : "admin.owed.notReady")}
            </span>
          ),
        },
        { key: "actions", header: t("admin.owed.actions"), className: "min-w-48", cell: payButton },
      ]}
      rowDetail={(row) =>
        confirming === row.provider.id &&
        !payBlockOf(row) && (
          <>
            <PayQuestion row={row} />
            <div className="mt-3 flex flex-wrap gap-2">
              <PayForm
                intent="pay"
                providerId={row.provider.id}
                label={t("admin.confirm.confirm", { amount: money(row.amount) })}
              />
              <Link
                to={confirmHref(null)}
                preventScrollReset
                className={buttonVariants({ variant: "secondary" })}
              >
                {t("admin.confirm.cancel")}
              </Link>
            </div>
          </>
        )
      }
    />
  );
}

/** "Pay 123,45 лв. to …?" with what the transfer means. */
export function PayQuestion({ row }: { row: PayoutOwed }) {
  const { t } = useTranslation("payouts");
  const { locale } = useLocale();
  return (
    <>
      <p className="font-semibold text-dark">
        {t("admin.confirm.question", {
          amount: formatMoney(row.amount, locale),
          provider: row.provider.name,
        })}
      </p>
      <p className="mt-1 text-sm text-stone-700">{t("admin.confirm.text")}</p>
    </>
  );
}
