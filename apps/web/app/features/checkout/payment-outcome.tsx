import type { Order } from "@kursove/contracts";
import { useTranslation } from "react-i18next";
import { formatMoney } from "../../lib/format";
import { useLocale } from "../../lib/use-locale";
import { ButtonLink } from "../../ui/button";
import { Container } from "../../ui/container";
import { paymentStateOf, paymentTextKey } from "./order-state";
import { OrderSummary } from "./order-summary";
import { PaymentProcessing } from "./payment-processing";

/** /payment without an order to show: no order named, or not one of the buyer's. */
export function NoOrder() {
  const { t } = useTranslation("checkout");
  const { to } = useLocale();
  return (
    <Container className="max-w-3xl py-10">
      <div className="space-y-6 rounded-2xl border border-stone-200 bg-white p-6">
        <h1 className="text-2xl font-extrabold text-dark sm:text-3xl">{t("payment.none.title")}</h1>
        <p className="text-stone-700">{t("payment.none.text")}</p>
        <div className="flex flex-col gap-3 sm:flex-row">
          <ButtonLink to={to("/checkout")}>{t("payment.none.toCart")}</ButtonLink>
          <ButtonLink to={to("/profile/orders")} variant="secondary">
            {t("payment.none.toOrders")}
          </ButtonLink>
        </div>
      </div>
    </Container>
  );
}

/** An order after the card step: thanks when paid, else its state, what to do next and the order. */
export function OrderPayment({ order }: { order: Order }) {
  const { t } = useTranslation("checkout");
  const { locale, to } = useLocale();
  const state = paymentStateOf(order);
  const total = formatMoney(order.total, locale, order.currency);
  return (
    <Container className="max-w-3xl py-10">
      {state === "paid" ? (
        <ThankYou order={order} />
      ) : (
        <div className="space-y-6">
          <div
            className={`rounded-2xl border p-6 ${state === "processing" ? "border-primary/20 bg-secondary" : "border-amber-300 bg-amber-50"}`}
          >
            <h1 className="text-2xl font-extrabold text-dark sm:text-3xl">{t(`payment.title.${state}`)}</h1>
            <p className="mt-1 text-sm text-stone-600">
              {t("payment.orderNumber", { number: order.number })}
            </p>
            {state === "processing" ? (
              <PaymentProcessing />
            ) : (
              <p className="mt-3 text-stone-800" role={state === "failed" ? "alert" : undefined}>
                {state === "failed"
                  ? order.payment_error?.message
                  : t(paymentTextKey(order, state), { total })}
              </p>
            )}
          </div>
          {state !== "processing" && (
            <div className="flex flex-col gap-3 sm:flex-row">
              {state === "failed" ? (
                <ButtonLink to={to("/checkout")}>{t("payment.backToCheckout")}</ButtonLink>
              ) : (
                <ButtonLink to={to("/courses")}>{t("payment.toCourses")}</ButtonLink>
              )}
              <ButtonLink to={to("/profile")} variant="secondary">
                {t("payment.toProfile")}
              </ButtonLink>
            </div>
          )}
          <section aria-labelledby="order-heading">
            <h2 id="order-heading" className="mb-3 text-lg font-bold text-dark">
              {t("payment.orderTitle")}
            </h2>
            <OrderSummary order={order} />
          </section>
        </div>
      )}
    </Container>
  );
}

/** A paid order: its number, where the receipt went, any approval or refund still to note. */
function ThankYou({ order }: { order: Order }) {
  const { t } = useTranslation("checkout");
  const { to } = useLocale();
  const awaitingApproval = order.items.some((item) => item.booking_status === "awaiting_approval");
  return (
    <div className="space-y-6">
      <div className="rounded-2xl border border-green-200 bg-green-50 p-6">
        <p
          className="flex h-12 w-12 items-center justify-center rounded-full bg-green-600 text-2xl text-white"
          aria-hidden="true"
        >
          ✓
        </p>
        <h1 className="mt-3 text-2xl font-extrabold text-dark sm:text-3xl">{t("payment.title.paid")}</h1>
        <p className="mt-2 text-lg text-stone-800">
          {t("payment.orderNumberIs")} <strong className="font-mono text-dark">{order.number}</strong>
        </p>
        <p className="mt-2 text-stone-700">{t("payment.mailed", { email: order.billing.email })}</p>
        {awaitingApproval && <p className="mt-2 text-stone-700">{t("payment.approvalNote")}</p>}
        {order.status === "partially_refunded" && (
          <p className="mt-2 text-stone-700">{t("payment.partlyRefunded")}</p>
        )}
      </div>
      <section aria-labelledby="order-heading">
        <h2 id="order-heading" className="mb-3 text-lg font-bold text-dark">
          {t("payment.orderTitle")}
        </h2>
        <OrderSummary order={order} />
      </section>
      <div className="flex flex-col gap-3 sm:flex-row">
        <ButtonLink to={to("/profile")}>{t("payment.toProfile")}</ButtonLink>
        <ButtonLink to={to("/courses")} variant="secondary">
          {t("payment.toCourses")}
        </ButtonLink>
      </div>
    </div>
  );
}
