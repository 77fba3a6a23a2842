import { getFormProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import type { IndexResponse, User } from "@kursove/contracts";
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import {
  data,
  Form,
  useActionData,
  useFetcher,
  useLocation,
  useNavigate,
  useNavigation,
  useRouteLoaderData,
  useSearchParams,
} from "react-router";
import { billingCountries, isItemValid } from "../features/checkout/cart";
import { CartItems, RenewHoldsButton } from "../features/checkout/cart-items";
import {
  cartAction,
  isCartIntent,
  type PurchaseReply,
  purchaseAction,
} from "../features/checkout/checkout-actions.server";
import { CardNote, PurchaseBar, UnverifiedNotice } from "../features/checkout/checkout-notices";
import { HoldTimer, useServerClock } from "../features/checkout/hold-timer";
import { BillingFieldset, SandboxCardFields } from "../features/checkout/payment-fields";
import { type PurchaseValue, purchaseSchema } from "../features/checkout/purchase-form";
import { StripeCardFields, useStripeConfirm } from "../features/checkout/stripe-card";
import { currentCart } from "../lib/cart.server";
import { guard, pageAttributesOf } from "../lib/guards.server";
import { i18nFor } from "../lib/i18n";
import { localeOfPath } from "../lib/locale";
import { seo } from "../lib/meta";
import { resendNotice } from "../lib/resend-notice";
import { useLocale } from "../lib/use-locale";
import { Container } from "../ui/container";
import { FormError } from "../ui/field";
import { TextField } from "../ui/form-field";
import type { Route } from "./+types/checkout";

const guards = ["profileAuth", "noEmptyCart", "pageAttributes", "locale"];

export async function loader(args: Route.LoaderArgs) {
  const user = (await guard(args, guards)) as User;
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
      user: {
        firstName: user.first_name,
        lastName: user.last_name,
        email: user.email,
        emailVerified: user.email_verified,
        address: user.address ?? "",
        city: user.city ?? "",
        postCode: user.post_code ?? "",
        country: user.country ?? "",
      },
      countries: billingCountries(locale),
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
  const location = useLocation();
  const navigate = useNavigate();
  const navigation = useNavigation();
  const [params] = useSearchParams();
  const actionData = useActionData<typeof action>();
  const fetcher = useFetcher<typeof action>();
  const root = useRouteLoaderData("root") as { countries: IndexResponse["countries"] } | undefined;
  const now = useServerClock(serverNow);
  const billingHeading = useRef<HTMLHeadingElement>(null);
  const errorBox = useRef<HTMLDivElement>(null);

  const valid = cart.items.filter((item) => isItemValid(item, now));
  const total = valid.reduce((sum, item) => sum + item.subtotal, 0);
  const heldUntil = valid.map((item) => item.held_until).sort()[0] ?? null;
  const needsCard = total > 0;
  const useStripe = needsCard && stripeKey !== null;

  const answer = [fetcher.data, actionData].find((a) => a?.kind === "purchase") as PurchaseReply | undefined;
  const cartAnswer = actionData?.kind === "cart" ? actionData.answer : undefined;
  const busy = navigation.state !== "idle" || fetcher.state !== "idle";
  const intent = String(navigation.formData?.get("intent") ?? fetcher.formData?.get("intent") ?? "");

  // the profile's city is a slug of the reference cities: its name goes in the billing address
  const cityName =
    root?.countries.flatMap((c) => c.cities).find((c) => c.slug === user.city)?.name ?? user.city;
  const [form, fields] = useForm<PurchaseValue>({
    lastResult: answer?.result,
    defaultValue: {
      firstName: user.firstName,
      lastName: user.lastName,
      email: user.email,
      address: user.address,
      city: cityName,
      postCode: user.postCode,
      countryIso: countries.some((c) => c.value === user.country) ? user.country : "BG",
      cardNumber: "",
      cardExpiry: "",
      cardCvc: "",
      cardName: "",
    },
    onValidate: ({ formData }) => parseWithZod(formData, { schema: purchaseSchema(needsCard && !useStripe) }),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onSubmit: (event, { formData, submission }) => {
      if (!useStripe || submission?.status !== "success") return;
      // Stripe: the order is opened on the server, the card confirmed here in Stripe's frames
      event.preventDefault();
      stripe.clearError();
      formData.set("intent", "pay-stripe");
      fetcher.submit(formData, { method: "post" });
    },
  });
  const stripe = useStripeConfirm(
    answer?.stripe,
    answer?.stripe ? answer.attempt : null,
    () => {
      const values = form.value ?? {};
      return {
        name: String(values.cardName ?? ""),
        email: String(values.email ?? ""),
        address: {
          line1: String(values.address ?? ""),
          city: String(values.city ?? ""),
          postal_code: String(values.postCode ?? ""),
          country: String(values.countryIso ?? "BG"),
        },
      };
    },
    (orderId) => navigate(`${to("/payment")}?order_id=${encodeURIComponent(orderId)}`),
  );

  // a refused purchase: its message is brought into view (it is announced as an alert)
  useEffect(() => {
    if (answer?.result?.error && Object.keys(answer.result.error).length > 0) {
      errorBox.current?.scrollIntoView({ block: "center" });
    }
  }, [answer]);

  // proceed to checkout: the billing step comes into view and takes the focus (again on each click)
  // biome-ignore lint/correctness/useExhaustiveDependencies: location.key changes with each click
  useEffect(() => {
    if (location.hash !== "#billing") return;
    billingHeading.current?.scrollIntoView({ block: "start" });
    billingHeading.current?.focus({ preventScroll: true });
  }, [location.hash, location.key]);

  const formErrors = [...(form.errors ?? []), ...(stripe.error ? [stripe.error] : [])];
  return (
    <Container className="max-w-5xl py-8">
      <h1 className="text-3xl font-extrabold tracking-tight text-dark">{t("title")}</h1>
      <p className="mt-2 text-stone-600">{t("intro")}</p>

      <div className="mt-6 space-y-3">
        <HoldTimer heldUntil={heldUntil} now={now} renew={<RenewHoldsButton busy={busy} />} />
        {valid.length > 0 && valid.length < cart.items.length && (
          <div className="rounded-xl border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-950">
            <p>{t("timer.someExpired")}</p>
            <RenewHoldsButton busy={busy} />
          </div>
        )}
      </div>

      <section className="mt-8" aria-label={t("cart.title")}>
        <CartItems cart={cart} now={now} answer={cartAnswer} busy={busy} />
      </section>

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
          <div ref={errorBox}>
            <FormError errors={formErrors.length > 0 ? formErrors : undefined} />
          </div>
          <div className="rounded-xl border border-stone-200 bg-white p-5">
            <BillingFieldset fields={fields} countries={countries} />
          </div>
          {needsCard && (
            <div className="rounded-xl border border-stone-200 bg-white p-5">
              <h2 className="text-xl font-bold text-dark">{t("card.title")}</h2>
              {!useStripe && (
                <p className="mt-2 rounded-lg bg-violet-50 px-3 py-2 text-sm text-violet-900">
                  {t("card.testHint")}
                </p>
              )}
              {/* a new attempt lays the card's number and code anew: they are never kept */}
              <div className="mt-4 space-y-4">
                {useStripe ? (
                  <>
                    <StripeCardFields
                      key={answer?.attempt ?? 0}
                      publishableKey={stripeKey}
                      onReady={stripe.onReady}
                    />
                    <TextField
                      field={fields.cardName}
                      label={t("card.name")}
                      autoComplete="cc-name"
                      required
                    />
                  </>
                ) : (
                  <SandboxCardFields fields={fields} attempt={answer?.attempt ?? 0} />
                )}
              </div>
              <CardNote />
            </div>
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
