import type { GuideList, ProviderRequest, User } from "@kursove/contracts";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { Link, Outlet, useSearchParams } from "react-router";
import {
  ProfileHeader,
  RoleNotice,
  roleNoticeOf,
  UnverifiedNotice,
} from "../../features/accounts/profile-notices";
import { GuideBox } from "../../features/content/guide-link";
import { apiGet, callApi } from "../../lib/api.server";
import { guardUser } from "../../lib/guards.server";
import { i18nFor, withTranslations } from "../../lib/i18n";
import { localeOfPath } from "../../lib/locale";
import { seo } from "../../lib/meta";
import { resendNotice } from "../../lib/resend-notice";
import { toast } from "../../lib/toast";
import { useLocale } from "../../lib/use-locale";
import { Container } from "../../ui/container";
import { SideNav } from "../../ui/side-nav";
import type { Route } from "./+types/layout";

/** Navigating here from a public page: the back office's texts arrive with the data. */
export const clientLoader = (args: Route.ClientLoaderArgs) => withTranslations(args);

export async function loader(args: Route.LoaderArgs) {
  const user = (await guardUser(args, ["profileAuth", "locale"])) as User;
  const locale = localeOfPath(new URL(args.request.url).pathname);
  const url = new URL(args.request.url);
  const [{ guides }, request] = await Promise.all([
    apiGet<GuideList>(args.context, args.request, "/guides", locale),
    // the dashboard's guard sends a rejected provider here: the notice names the admin's reason
    url.searchParams.get("notice") === "provider_rejected"
      ? callApi<ProviderRequest>(args.context, args.request, "/provider/request", { locale })
      : null,
  ]);
  const guide = guides.find((g) => g.role === "user") ?? null;
  const rejection = request?.ok ? request.data.rejection : null;
  return { user, guide, rejection, title: i18nFor(locale).t("profile.title") };
}

export const meta: Route.MetaFunction = ({ data, matches, location }) =>
  seo(matches, { title: data?.title ?? "", pathname: location.pathname, noindex: true });

const tabs = [
  ["/courses", "courses"],
  ["/calendar", "calendar"],
  ["/orders", "orders"],
  ["/reviews", "reviews"],
  ["/notifications", "notifications"],
  ["/wishlist", "wishlist"],
  ["/certificates", "certificates"],
  ["/waitlist", "waitlist"],
  ["", "personal"],
  ["/business", "business"],
  ["/settings", "settings"],
  ["/password", "password"],
  ["/account", "account"],
] as const;

export default function ProfileLayout({ loaderData: { user, guide, rejection } }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { to } = useLocale();
  const [params] = useSearchParams();
  // /become-provider and /become-lector send an existing provider or lector here, told so
  const roleNotice = roleNoticeOf(params.get("notice"));
  useEffect(() => {
    if (params.get("welcome")) toast.success(t("auth.welcome"));
    const resend = resendNotice(params);
    if (resend?.sent) toast.success(t("auth.resendSent"));
    else if (resend) toast.error(t(resend.code, { ns: "errors" }));
  }, [params, t]);
  return (
    <Container className="py-8 sm:py-12">
      <ProfileHeader user={user} />

      {!user.email_verified && <UnverifiedNotice />}

      {roleNotice && <RoleNotice code={roleNotice} rejection={rejection} />}

      <div className="mt-8 grid gap-8 lg:grid-cols-[15rem_1fr]">
        <div className="min-w-0 space-y-4">
          <SideNav
            label={t("profile.tabs.label")}
            items={tabs.map(([path, key]) => ({
              to: to(`/profile${path}`),
              label: t(`profile.tabs.${key}`),
              // a course, order or review page keeps its tab lit
              end: path === "",
            }))}
          />
          {guide && <GuideBox guide={guide} />}
        </div>
        <section className="min-w-0 rounded-2xl border border-stone-200 bg-white p-5 shadow-sm sm:p-8">
          <Outlet />
        </section>
      </div>
      {!user.is_provider && !user.is_lector && (
        <p className="mt-8 rounded-xl border border-stone-200 bg-white p-4 text-stone-700">
          {t("provider:become.ctaTitle")}{" "}
          <Link
            to={to("/become-provider")}
            className="font-semibold text-primary underline-offset-2 hover:underline"
          >
            {t("provider:become.cta")} →
          </Link>
        </p>
      )}
    </Container>
  );
}
