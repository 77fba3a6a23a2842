import type { SandboxAction } from "@kursove/contracts";
import { useTranslation } from "react-i18next";
import { Form, useNavigation } from "react-router";
import { formatMoney } from "../../lib/format";
import { useLocale } from "../../lib/use-locale";
import { FormError } from "../../ui/field";
import { brandName } from "./card-format";

/** The test bank's question: the amount and card, and the buttons that approve or fail the payment. */
export function SandboxChallenge({
  challenge,
  orderId,
  returnTo,
  error,
}: {
  challenge: SandboxAction;
  orderId: string | null;
  returnTo: string | null;
  error: string | undefined;
}) {
  const { t } = useTranslation("checkout");
  const { locale } = useLocale();
  const navigation = useNavigation();
  const busy = navigation.state !== "idle";
  const decision = navigation.formData?.get("decision");
  return (
    <>
      <p className="mt-2 text-stone-700">{t("secure.intro")}</p>
      <dl className="mt-4 rounded-lg bg-stone-50 p-4">
        <dt className="text-sm text-stone-600">{t("secure.amount")}</dt>
        <dd className="text-2xl font-extrabold text-dark">
          {formatMoney(challenge.amount, locale, challenge.currency)}
        </dd>
        {challenge.card && (
          <>
            <dt className="mt-2 text-sm text-stone-600">{t("secure.card")}</dt>
            <dd className="font-medium text-stone-800">
              {brandName(challenge.card.brand)} •••• {challenge.card.last4}
            </dd>
          </>
        )}
      </dl>
      <Form method="post" className="mt-6 space-y-4">
        <FormError errors={error ? [error] : undefined} />
        {orderId && <input type="hidden" name="order_id" value={orderId} />}
        {returnTo && <input type="hidden" name="return" value={returnTo} />}
        <div className="flex flex-col gap-3 sm:flex-row">
          <button
            type="submit"
            name="decision"
            value="approve"
            disabled={busy}
            aria-busy={busy && decision === "approve"}
            className="inline-flex h-11 flex-1 items-center justify-center rounded-lg bg-violet-700 px-5 font-semibold text-white hover:bg-violet-800 disabled:opacity-70"
          >
            {t("secure.approve")}
          </button>
          <button
            type="submit"
            name="decision"
            value="fail"
            disabled={busy}
            aria-busy={busy && decision === "fail"}
            className="inline-flex h-11 flex-1 items-center justify-center rounded-lg border border-stone-300 px-5 font-semibold text-stone-800 hover:bg-stone-50 disabled:opacity-70"
          >
            {t("secure.fail")}
          </button>
        </div>
      </Form>
    </>
  );
}

/** The step is used or unknown: a link back to the order's payment, the checkout or the sending page. */
export function SandboxGone({
  orderId,
  returnTo,
  gone,
}: {
  orderId: string | null;
  returnTo: string | null;
  gone: boolean;
}) {
  const { t } = useTranslation("checkout");
  const { to } = useLocale();
  return (
    <div className="mt-3 space-y-4">
      <p className="text-stone-700">{gone ? t("secure.gone") : null}</p>
      {orderId || !returnTo ? (
        <a
          href={orderId ? `${to("/payment")}?order_id=${orderId}` : to("/checkout")}
          className="font-semibold text-primary hover:underline"
        >
          {orderId ? t("secure.toOrder") : t("payment.backToCheckout")}
        </a>
      ) : (
        <a href={returnTo} className="font-semibold text-primary hover:underline">
          {t("promote.backToPromotions", { ns: "media" })}
        </a>
      )}
    </div>
  );
}
