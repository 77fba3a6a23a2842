import type { SandboxAction, SandboxActionAnswer } from "@kursove/contracts";
import { useTranslation } from "react-i18next";
import { data, Form, redirect, useActionData, useNavigation } from "react-router";
import { brandName } from "../features/checkout/card-format";
import { localReturnPath, withParam } from "../features/checkout/checkout.server";
import { callApi } from "../lib/api.server";
import { formatMoney } from "../lib/format";
import { guard, pageAttributesOf } from "../lib/guards.server";
import { i18nFor } from "../lib/i18n";
import { localeOfPath, localizePath } from "../lib/locale";
import { seo } from "../lib/meta";
import { useLocale } from "../lib/use-locale";
import { Container } from "../ui/container";
import { FormError } from "../ui/field";
import type { Route } from "./+types/sandbox-3ds";

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const apiPath = (token: string) => `/payments/sandbox/3ds/${encodeURIComponent(token)}`;

/** The test bank's page of the sandbox gateway: the card's 3-D Secure step (Stripe shows the bank's own). */
export async function loader(args: Route.LoaderArgs) {
  await guard(args, ["pageAttributes", "locale"]);
  const url = new URL(args.request.url);
  const locale = localeOfPath(url.pathname);
  const result = await callApi<SandboxAction>(args.context, args.request, apiPath(args.params.token), {
    locale,
  });
  const title = i18nFor(locale).t("checkout:secure.title");
  // the order the step belongs to: the gateway's reference, or the one the checkout sent along
  const sent = url.searchParams.get("order_id") ?? "";
  const orderId = result.ok && result.data.order_id ? result.data.order_id : uuid.test(sent) ? sent : null;
  // the page to go back to when the step is done (a promotion's payment sends its promote page)
  const returnTo = localReturnPath(url.searchParams.get("return"));
  const page = pageAttributesOf(args.request);
  if (result.ok) return { challenge: result.data, orderId, returnTo, gone: false, title, page };
  // used or unknown: there is nothing to approve any more; the page says so
  if (result.status === 410 || result.status === 404)
    return { challenge: null, orderId, returnTo, gone: true, title, page };
  throw data({ message: result.error.message }, { status: result.status });
}

export const meta: Route.MetaFunction = ({ data, matches, location }) =>
  seo(matches, { title: data?.title ?? "", pathname: location.pathname, noindex: true });

export async function action(args: Route.ActionArgs) {
  await guard(args, ["locale"]);
  const locale = localeOfPath(new URL(args.request.url).pathname);
  const form = await args.request.formData();
  const approve = form.get("decision") === "approve";
  const sent = String(form.get("order_id") ?? "");
  const orderId = uuid.test(sent) ? sent : "";
  const returnTo = localReturnPath(form.get("return"));
  const result = await callApi<SandboxActionAnswer>(args.context, args.request, apiPath(args.params.token), {
    method: "POST",
    body: { approve },
    locale,
  });
  if (!result.ok && result.status !== 410) return { error: result.error.message };
  const answer = result.ok ? result.data : null;
  // not an order's payment (a promotion's): back to the page that sent here, with how the payment ended
  if (returnTo && (answer ? answer.promotion_id !== null || answer.order_id === null : !orderId)) {
    const status = answer?.status;
    throw redirect(
      !status || status === "processing"
        ? returnTo
        : status === "succeeded"
          ? withParam(returnTo, "paid", "1")
          : withParam(returnTo, "payment", "failed"),
    );
  }
  // approved or failed (or answered before): the payment page tells how the order stands
  const order = answer?.order_id ?? orderId;
  throw redirect(
    order
      ? `${localizePath("/payment", locale)}?order_id=${encodeURIComponent(order)}`
      : localizePath("/checkout", locale),
  );
}

export default function SandboxSecure({
  loaderData: { challenge, orderId, returnTo, gone },
}: Route.ComponentProps) {
  const { t } = useTranslation("checkout");
  const { locale, to } = useLocale();
  const answer = useActionData<typeof action>();
  const navigation = useNavigation();
  const busy = navigation.state !== "idle";
  const decision = navigation.formData?.get("decision");
  return (
    <div className="min-h-[70vh] bg-stone-100">
      <div role="note" className="bg-violet-700 text-white">
        <Container className="flex flex-wrap items-center gap-x-3 gap-y-1 py-2.5 text-sm">
          <span className="rounded-full bg-white px-2.5 py-0.5 text-xs font-bold uppercase tracking-wide text-violet-800">
            {t("secure.badge")}
          </span>
          <span>{t("secure.banner")}</span>
        </Container>
      </div>
      <Container className="py-10">
        <div className="mx-auto max-w-md rounded-2xl border border-violet-200 bg-white p-6 shadow-sm">
          <p className="text-sm font-semibold uppercase tracking-wide text-violet-700">{t("secure.bank")}</p>
          <h1 className="mt-1 text-2xl font-extrabold text-dark">{t("secure.title")}</h1>
          {challenge ? (
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
                <FormError errors={answer?.error ? [answer.error] : undefined} />
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
          ) : (
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
          )}
        </div>
      </Container>
    </div>
  );
}
