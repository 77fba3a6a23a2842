import type { SandboxAction, SandboxActionAnswer } from "@kursove/contracts";
import { useTranslation } from "react-i18next";
import { data, redirect, useActionData } from "react-router";
import { localReturnPath } from "../features/checkout/checkout.server";
import { SandboxChallenge, SandboxGone } from "../features/checkout/sandbox-challenge";
import { sandboxReturnPath } from "../features/checkout/sandbox-return.server";
import { callApi } from "../lib/api.server";
import { guard, pageAttributesOf } from "../lib/guards.server";
import { i18nFor } from "../lib/i18n";
import { localeOfPath } from "../lib/locale";
import { seo } from "../lib/meta";
import { uuidPattern } from "../lib/uuid";
import { Container } from "../ui/container";
import type { Route } from "./+types/sandbox-3ds";

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
  const orderId =
    result.ok && result.data.order_id ? result.data.order_id : uuidPattern.test(sent) ? sent : null;
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
  const orderId = uuidPattern.test(sent) ? sent : "";
  const returnTo = localReturnPath(form.get("return"));
  const result = await callApi<SandboxActionAnswer>(args.context, args.request, apiPath(args.params.token), {
    method: "POST",
    body: { approve },
    locale,
  });
  if (!result.ok && result.status !== 410) return { error: result.error.message };
  const answer = result.ok ? result.data : null;
  throw redirect(sandboxReturnPath({ answer, orderId, returnTo, locale }));
}

export default function SandboxSecure({
  loaderData: { challenge, orderId, returnTo, gone },
}: Route.ComponentProps) {
  const { t } = useTranslation("checkout");
  const answer = useActionData<typeof action>();
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
            <SandboxChallenge
              challenge={challenge}
              orderId={orderId}
              returnTo={returnTo}
              error={answer?.error}
            />
          ) : (
            <SandboxGone orderId={orderId} returnTo={returnTo} gone={gone} />
          )}
        </div>
      </Container>
    </div>
  );
}
