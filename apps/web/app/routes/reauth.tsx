import { useTranslation } from "react-i18next";
import { useActionData } from "react-router";
import { connectPayments } from "../features/payments/connect.server";
import { ConnectForm } from "../features/payments/connect-form";
import { guard } from "../lib/guards.server";
import { i18nFor } from "../lib/i18n";
import { localeOfPath } from "../lib/locale";
import { seo } from "../lib/meta";
import { useLocale } from "../lib/use-locale";
import { ButtonLink } from "../ui/button";
import { Container } from "../ui/container";
import type { Route } from "./+types/reauth";

/** PAGE-REAUTH: where the gateway sends a provider whose onboarding link expired, was used or failed. */
export async function loader(args: Route.LoaderArgs) {
  await guard(args, ["provider", "locale"]);
  const locale = localeOfPath(new URL(args.request.url).pathname);
  return { title: i18nFor(locale).t("payments:reauth.title") };
}

export const meta: Route.MetaFunction = ({ data, matches, location }) =>
  seo(matches, { title: data?.title ?? "", pathname: location.pathname, noindex: true });

/** Reconnect: a new onboarding link for the signed-in provider, then the gateway's page. */
export async function action(args: Route.ActionArgs) {
  await guard(args, ["provider", "locale"]);
  return connectPayments(args);
}

export default function Reauth() {
  const { t } = useTranslation("payments");
  const { to } = useLocale();
  const answer = useActionData<typeof action>();
  return (
    <Container className="py-10 sm:py-14">
      <div className="mx-auto max-w-xl space-y-5 rounded-2xl border border-stone-200 bg-white p-6 shadow-sm">
        <h1 className="text-2xl font-extrabold text-dark">{t("reauth.title")}</h1>
        <p
          role="alert"
          className="rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 font-semibold text-amber-950"
        >
          {t("payment_link_expired", { ns: "errors" })}
        </p>
        <p className="text-stone-700">{t("reauth.text")}</p>
        <div className="flex flex-wrap items-start gap-3">
          <ConnectForm label={t("reauth.button")} error={answer?.error} />
          <ButtonLink to={to("/dashboard/payments")} variant="secondary" className="h-11">
            {t("reauth.back")}
          </ButtonLink>
        </div>
      </div>
    </Container>
  );
}
