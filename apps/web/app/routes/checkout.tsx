import { getFormProps } from "@conform-to/react";
import type { User } from "@kursove/contracts";
import { useTranslation } from "react-i18next";
import {
  data,
  Form,
  useActionData,
  useFetcher,
  useNavigate,
  useNavigation,
  useSearchParams,
} from "react-router";
import { billingCountries } from "../features/checkout/billing-countries.server";
import { billingDefaults, buyerOf, heldItems } from "../features/checkout/buyer";
import { CardSection } from "../features/checkout/card-section";
import { CartItems } from "../features/checkout/cart-items";
import {
  cartAction,
  isCartIntent,
  type PurchaseReply,
  purchaseAction,
} from "../features/checkout/checkout-actions.server";
import { useBillingStep, useRefusalInView } from "../features/checkout/checkout-focus";
import { PurchaseBar, UnverifiedNotice } from "../features/checkout/checkout-notices";
import { DiscountCode } from "../features/checkout/discount-code";
import { HoldNotices } from "../features/checkout/hold-notices";
import { useServerClock } from "../features/checkout/hold-timer";
import { InvoiceFieldset } from "../features/checkout/invoice-fieldset";
import { BillingFieldset } from "../features/checkout/payment-fields";
import { usePurchaseForm } from "../features/checkout/use-purchase-form";
import { currentCart } from "../lib/cart.server";
import { useCountries } from "../lib/countries";
import { loadCountries } from "../lib/countries.server";
import { guard, guardUser, pageAttributesOf } from "../lib/guards.server";
import { i18nFor } from "../lib/i18n";
import { localeOfPath } from "../lib/locale";
import { seo } from "../lib/meta";
import { resendNotice } from "../lib/resend-notice";
import { useLocale } from "../lib/use-locale";
import { Container } from "../ui/container";
import { FormError } from "../ui/field";
import type { Route } from "./+types/checkout";

const guards = ["profileAuth", "noEmptyCart", "pageAttributes", "locale"];

export async function loader(args: Route.LoaderArgs) {
  const user = (await guardUser(args, guards)) as User;
  const url = new URL(args.request.url);
  const locale = localeOfPath(url.pathname);
  const cart = (await currentCart(args.context, args.request, locale))!;
  // the web runs beside the API with its settings: Stripe's keys mean Stripe takes the card
  const stripeKey = process.env.STRIPE_SECRET_KEY ? (process.env.STRIPE_PUBLISHABLE_KEY ?? null) : null;
  return data(
    {
      cart,
      serverNow: Date.now(),
      page: pageAttributesOf(args.request),
      title: i18nFor(locale).t("checkout:title"),
      user: buyerOf(user),
      countries: billingCountries(locale),
      placeCountries: await loadCountries(args, locale),
      stripeKey,
    },
    { headers: { "cache-control": "no-store" } },
  );
}

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export const meta: Route.MetaFunction = ({ data, matches, location }) =>
  seo(matches, { title: data?.title ?? "", pathname: location.pathname, noindex: true });

/** The cart's own actions, then the purchase (features/checkout/checkout-actions.server). */
export async function action(args: Route.ActionArgs) {
  await guard(args, ["profileAuth", "locale"]);
  const form = await args.request.formData();
  const intent = String(form.get("intent") ?? "");
  return isCartIntent(intent) ? cartAction(args, form, intent) : purchaseAction(args, form, intent);
}

export default function Checkout({ loaderData }: Route.ComponentProps) {
  const { cart, serverNow, user, countries, stripeKey } = loaderData;
  const { t } = useTranslation("checkout");
  const { to } = useLocale();
  const navigate = useNavigate();
  const navigation = useNavigation();
  const [params] = useSearchParams();
  const actionData = useActionData<typeof action>();
  const fetcher = useFetcher<typeof action>();
  const placeCountries = useCountries();
  const now = useServerClock(serverNow);
  const billingHeading = useBillingStep();

  const held = heldItems(cart.items, now);
  const { valid, heldUntil } = held;
  // DISCOUNT-CODES: the cart's codes take their amount off what is still held
  const total = Math.max(0, held.total - (cart.discount?.amount ?? 0));
  const needsCard = total > 0;
  const useStripe = needsCard && stripeKey !== null;

  const answer = [fetcher.data, actionData].find((a) => a?.kind === "purchase") as PurchaseReply | undefined;
  const cartAnswer = actionData?.kind === "cart" ? actionData.answer : undefined;
  const busy = navigation.state !== "idle" || fetcher.state !== "idle";
  const intent = String(navigation.formData?.get("intent") ?? fetcher.formData?.get("intent") ?? "");

  const errorBox = useRefusalInView(answer);
  const { form, fields, stripe } = usePurchaseForm({
    answer,
    defaultValue: billingDefaults(user, placeCountries, countries),
    needsCard,
    useStripe,
    fetcher,
    onPaid: (orderId) => navigate(`${to("/payment")}?order_id=${encodeURIComponent(orderId)}`),
  });

  const formErrors = [...(form.errors ?? []), ...(stripe.error ? [stripe.error] : [])];
  return (
    <Container className="max-w-5xl py-8">
      <h1 className="text-3xl font-extrabold tracking-tight text-dark">{t("title")}</h1>
      <p className="mt-2 text-stone-600">{t("intro")}</p>

      <HoldNotices
        heldUntil={heldUntil}
        now={now}
        busy={busy}
        isPartlyExpired={valid.length > 0 && valid.length < cart.items.length}
      />

      <section className="mt-8" aria-label={t("cart.title")}>
        <CartItems cart={cart} now={now} answer={cartAnswer} busy={busy} />
      </section>
      {valid.length > 0 && <DiscountCode cart={cart} answer={cartAnswer} busy={busy} />}

      <section id="billing" aria-labelledby="billing-heading" className="mt-10">
        <h2
          id="billing-heading"
          ref={billingHeading}
          tabIndex={-1}
          className="scroll-mt-24 text-xl font-bold text-dark"
        >
          {t("billing.title")}
        </h2>
        {(!user.emailVerified || answer?.unverified) && <UnverifiedNotice resend={resendNotice(params)} />}
        <Form method="post" {...getFormProps(form)} className="mt-4 space-y-8">
          <div ref={errorBox} tabIndex={-1}>
            <FormError errors={formErrors.length > 0 ? formErrors : undefined} />
          </div>
          <div className="rounded-xl border border-stone-200 bg-white p-5">
            <BillingFieldset fields={fields} countries={countries} />
          </div>
          <InvoiceFieldset fields={fields} />
          {needsCard && (
            <CardSection
              fields={fields}
              stripeKey={stripeKey}
              onStripeReady={stripe.onReady}
              attempt={answer?.attempt ?? 0}
            />
          )}
          <PurchaseBar
            total={total}
            count={valid.length}
            intent={!needsCard ? "pay-free" : useStripe ? "pay-stripe" : "pay-card"}
            busy={(busy && intent.startsWith("pay")) || stripe.confirming}
            disabled={valid.length === 0 || (useStripe && !stripe.ready)}
          />
        </Form>
      </section>
    </Container>
  );
}
