import type { LectorArea } from "@kursove/contracts";
import { useTranslation } from "react-i18next";
import { Form } from "react-router";
import { AuthCard } from "../features/accounts/auth-card";
import { callApi } from "../lib/api.server";
import { guardUser } from "../lib/guards.server";
import { i18nFor } from "../lib/i18n";
import { localeOfPath } from "../lib/locale";
import { seo } from "../lib/meta";
import { useLocale } from "../lib/use-locale";
import { ButtonLink, buttonVariants } from "../ui/button";
import type { Route } from "./+types/verify-email";

/** The landing page of the mailed link: confirms the address, or offers a new link. */
export async function loader(args: Route.LoaderArgs) {
  const user = await guardUser(args);
  const url = new URL(args.request.url);
  const locale = localeOfPath(url.pathname);
  const token = url.searchParams.get("token") ?? "";
  const result = token
    ? await callApi(args.context, args.request, "/email/verify", {
        method: "POST",
        body: { token },
        locale,
        anonymous: true,
      })
    : null;
  // a verified address receives the invitations to teach sent to it before it had an account
  const lector =
    user && result?.ok ? await callApi<LectorArea>(args.context, args.request, "/lector", { locale }) : null;
  const hasInvitations = !!lector?.ok && lector.data.providers.some((p) => p.pivot.status === "invited");
  return {
    hasInvitations,
    title: i18nFor(locale).t("auth.verifyTitle"),
    verified: result?.ok ?? false,
    signedIn: !!user,
    alreadyVerified: user?.email_verified ?? false,
  };
}

export const meta: Route.MetaFunction = ({ data, matches, location }) =>
  seo(matches, { title: data?.title ?? "", pathname: location.pathname, noindex: true });

export default function VerifyEmail({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { to } = useLocale();
  const ok = loaderData.verified || loaderData.alreadyVerified;
  return (
    <AuthCard title={t("auth.verifyTitle")}>
      <p
        role="status"
        className={`rounded-lg px-4 py-3 ${ok ? "bg-green-50 text-green-900" : "bg-amber-50 text-amber-900"}`}
      >
        {ok ? t("auth.verifyDone") : t("auth.verifyFailed")}
      </p>
      <div className="mt-5 flex flex-wrap gap-3">
        {loaderData.hasInvitations && (
          <ButtonLink to={to("/lector")}>{t("lector:invitationsWaiting")}</ButtonLink>
        )}
        {!ok && loaderData.signedIn && (
          <Form method="post" action="/auth/resend-verification">
            <input type="hidden" name="back" value={to("/profile")} />
            <button type="submit" className={buttonVariants({ variant: "primary" })}>
              {t("auth.resend")}
            </button>
          </Form>
        )}
        <ButtonLink to={loaderData.signedIn ? to("/profile") : to("/login")} variant="secondary">
          {loaderData.signedIn ? t("auth.toProfile") : t("auth.loginLink")}
        </ButtonLink>
      </div>
    </AuthCard>
  );
}
