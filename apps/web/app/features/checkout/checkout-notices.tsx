import { Trans, useTranslation } from "react-i18next";
import { Form, Link, useLocation } from "react-router";
import { formatMoney } from "../../lib/format";
import type { resendNotice } from "../../lib/resend-notice";
import { useLocale } from "../../lib/use-locale";
import { buttonVariants } from "../../ui/button";

/** A verified email is needed to buy; the notice offers a new verification link. */
export function UnverifiedNotice({ resend }: { resend: ReturnType<typeof resendNotice> }) {
  const { t } = useTranslation("checkout");
  const location = useLocation();
  return (
    <div
      role="status"
      className="mt-4 flex flex-col gap-3 rounded-xl border border-amber-300 bg-amber-50 p-4 text-amber-950 sm:flex-row sm:items-center sm:justify-between"
    >
      <p>
        {resend?.sent
          ? t("auth.resendSent", { ns: "common" })
          : resend
            ? t(resend.code, { ns: "errors" })
            : t("unverified")}
      </p>
      <Form method="post" action="/auth/resend-verification">
        <input type="hidden" name="back" value={location.pathname} />
        <button
          type="submit"
          className="whitespace-nowrap rounded-lg bg-amber-500 px-4 py-2 text-sm font-semibold text-dark hover:bg-amber-400"
        >
          {t("auth.resend", { ns: "common" })}
        </button>
      </Form>
    </div>
  );
}

/** The total and "Purchase" (spec's Checkout), which names the amount to pay. */
export function PurchaseBar({
  total,
  count,
  intent,
  busy,
  disabled,
}: {
  total: number;
  count: number;
  intent: "pay-card" | "pay-stripe" | "pay-free";
  busy: boolean;
  disabled: boolean;
}) {
  const { t } = useTranslation("checkout");
  const { locale, to } = useLocale();
  return (
    <>
      <div className="flex flex-col gap-4 rounded-xl border border-primary/20 bg-secondary p-5 sm:flex-row sm:items-center sm:justify-between">
        <div>
          <p className="text-lg">
            {t("summary.total")}: <strong className="text-dark">{formatMoney(total, locale)}</strong>
          </p>
          <p className="text-sm text-stone-600">{t("summary.items", { count })}</p>
        </div>
        <button
          type="submit"
          name="intent"
          value={intent}
          disabled={busy || disabled}
          aria-busy={busy}
          className={buttonVariants({
            variant: "primary",
            size: "lg",
            className: "w-full text-lg font-bold sm:w-auto",
          })}
        >
          {busy
            ? t("summary.paying")
            : intent === "pay-free"
              ? t("summary.purchaseFree")
              : t("summary.purchase", { total: formatMoney(total, locale) })}
        </button>
      </div>
      <p className="text-xs text-stone-500">
        <Trans
          t={t}
          i18nKey="summary.terms"
          components={{ terms: <Link to={to("/terms-of-use")} className="text-primary underline" /> }}
        />
      </p>
    </>
  );
}

/** Where the card goes: straight to the payment provider. */
export function CardNote() {
  const { t } = useTranslation("checkout");
  return (
    <p className="mt-4 flex items-center gap-2 text-xs text-stone-500">
      <svg viewBox="0 0 20 20" className="h-4 w-4" aria-hidden="true">
        <path
          fill="currentColor"
          d="M10 1a4 4 0 00-4 4v3H5a2 2 0 00-2 2v7a2 2 0 002 2h10a2 2 0 002-2v-7a2 2 0 00-2-2h-1V5a4 4 0 00-4-4zm-2 7V5a2 2 0 114 0v3H8z"
        />
      </svg>
      {t("card.secure")}
    </p>
  );
}
