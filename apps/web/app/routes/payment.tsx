import type { Order } from "@kursove/contracts";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { data, useRevalidator } from "react-router";
import { paymentStateOf } from "../features/checkout/order-state";
import { OrderSummary } from "../features/checkout/order-summary";
import { callApi } from "../lib/api.server";
import { formatMoney } from "../lib/format";
import { guard, pageAttributesOf } from "../lib/guards.server";
import { i18nFor } from "../lib/i18n";
import { localeOfPath } from "../lib/locale";
import { seo } from "../lib/meta";
import { useLocale } from "../lib/use-locale";
import { ButtonLink } from "../ui/button";
import { Container } from "../ui/container";
import type { Route } from "./+types/payment";

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The processing page asks again every 2 s, this many times (a minute), then says the mail will tell. */
const pollEveryMs = 2000;
const pollLimit = 30;

export async function loader(args: Route.LoaderArgs) {
  await guard(args, ["profileAuth", "pageAttributes", "locale"]);
  const url = new URL(args.request.url);
  const locale = localeOfPath(url.pathname);
  const id = url.searchParams.get("order_id") ?? "";
  const { t } = i18nFor(locale);
  const page = pageAttributesOf(args.request);
  const headers = { "cache-control": "no-store" };
  const found = uuid.test(id)
    ? await callApi<Order>(args.context, args.request, `/orders/${id}`, { locale })
    : null;
  // no order (none named, or none of this buyer's): the page says so and leads to the cart and the orders
  if (!found || found.status === 404)
    return data({ order: null, page, title: t("checkout:payment.none.title") }, { status: 404, headers });
  if (!found.ok) throw data({ message: found.error.message }, { status: found.status });
  const order = found.data;
  return data({ order, page, title: t(`checkout:payment.title.${paymentStateOf(order)}`) }, { headers });
}

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export const meta: Route.MetaFunction = ({ data, matches, location }) =>
  seo(matches, { title: data?.title ?? "", pathname: location.pathname, noindex: true });

/** Spec's Payment and thank-you page: the order's state after the card step. */
export default function Payment({ loaderData: { order } }: Route.ComponentProps) {
  if (!order) return <NoOrder />;
  return <OrderPayment order={order} />;
}

/** /payment without an order to show: no order named, or not one of the buyer's. */
function NoOrder() {
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

function OrderPayment({ order }: { order: Order }) {
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
              <Processing />
            ) : (
              <p className="mt-3 text-stone-800" role={state === "failed" ? "alert" : undefined}>
                {state === "failed"
                  ? order.payment_error?.message
                  : t(
                      // refunded because the provider refused the booking, not because the places were taken
                      state === "refunded" && order.items.some((i) => i.booking_status === "refused")
                        ? "payment.text.refusedBooking"
                        : `payment.text.${state}`,
                      { total },
                    )}
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

/** The card step is done but the gateway's answer is not in yet: asks again every 2 s, up to a limit. */
function Processing() {
  const { t } = useTranslation("checkout");
  const revalidator = useRevalidator();
  const [tries, setTries] = useState(0);
  useEffect(() => {
    if (tries >= pollLimit) return;
    const timer = setTimeout(() => {
      setTries((n) => n + 1);
      void revalidator.revalidate();
    }, pollEveryMs);
    return () => clearTimeout(timer);
  }, [tries, revalidator]);
  if (tries >= pollLimit) {
    return (
      <div className="mt-3 space-y-3">
        <p className="text-stone-800">{t("payment.text.slow")}</p>
        <button
          type="button"
          onClick={() => setTries(0)}
          className="rounded-lg border border-primary px-4 py-2 text-sm font-semibold text-primary hover:bg-white"
        >
          {t("payment.checkAgain")}
        </button>
      </div>
    );
  }
  return (
    <p className="mt-3 flex items-center gap-3 text-stone-800" role="status">
      <span
        className="h-5 w-5 shrink-0 animate-spin rounded-full border-2 border-primary border-t-transparent motion-reduce:animate-none"
        aria-hidden="true"
      />
      {t("payment.text.processing")}
    </p>
  );
}

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
