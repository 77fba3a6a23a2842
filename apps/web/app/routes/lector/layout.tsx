import type { LectorArea } from "@kursove/contracts";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { data, Outlet, redirect, useSearchParams } from "react-router";
import { GuideBox } from "../../features/content/guide-link";
import { callApi } from "../../lib/api.server";
import { guard } from "../../lib/guards.server";
import { i18nFor, withTranslations } from "../../lib/i18n";
import { localeOfPath, localizePath } from "../../lib/locale";
import { seo } from "../../lib/meta";
import { toast } from "../../lib/toast";
import { useLocale } from "../../lib/use-locale";
import { Container } from "../../ui/container";
import { SideNav } from "../../ui/side-nav";
import type { Route } from "./+types/layout";

/** The lector area (PAGE-LECTOR): anonymous to /login, a user with no lector link at all to /profile. */
/** Navigating here from a public page: the back office's texts arrive with the data. */
export const clientLoader = (args: Route.ClientLoaderArgs) => withTranslations(args);

export async function loader(args: Route.LoaderArgs) {
  await guard(args, ["lector", "locale"]);
  const locale = localeOfPath(new URL(args.request.url).pathname);
  const result = await callApi<LectorArea>(args.context, args.request, "/lector", { locale });
  if (!result.ok && result.status === 403) throw redirect(localizePath("/profile", locale));
  if (!result.ok) throw data({ message: result.error.message }, { status: result.status });
  return { lector: result.data, title: i18nFor(locale).t("lector:area.title") };
}

export const meta: Route.MetaFunction = ({ data, matches, location }) =>
  seo(matches, { title: data?.title ?? "", pathname: location.pathname, noindex: true });

export default function LectorLayout({ loaderData: { lector } }: Route.ComponentProps) {
  const { t } = useTranslation("lector");
  const { to } = useLocale();
  const [params] = useSearchParams();
  useEffect(() => {
    if (params.get("requested")) toast.success(t("request.sent"));
  }, [params, t]);
  return (
    <Container className="py-8 sm:py-12">
      <p className="text-sm font-semibold uppercase tracking-wide text-primary">{t("area.title")}</p>
      <h1 className="text-2xl font-extrabold text-dark sm:text-3xl">{lector.name}</h1>
      <div className="mt-6 grid gap-8 lg:grid-cols-[14rem_1fr]">
        <div className="min-w-0 space-y-4">
          <SideNav
            label={t("area.nav")}
            items={[
              { to: to("/lector"), label: t("area.providers"), end: true },
              { to: to("/lector/sessions"), label: t("area.sessions") },
              { to: to("/profile"), label: t("area.profile") },
            ]}
          />
          {lector.manual_url && (
            <GuideBox
              guide={{
                role: "lector",
                title: t("area.manual"),
                url: lector.manual_url,
                // the platform's own PDF downloads; an address from GUIDE_LECTOR_URL opens in a new tab
                external: !lector.manual_url.startsWith("/"),
              }}
            />
          )}
        </div>
        <section className="min-w-0">
          <Outlet />
        </section>
      </div>
    </Container>
  );
}
