import type { GuideList } from "@kursove/contracts";
import { useTranslation } from "react-i18next";
import { Outlet } from "react-router";
import { GuideBox } from "../../features/content/guide-link";
import { apiGet } from "../../lib/api.server";
import { guard } from "../../lib/guards.server";
import { i18nFor, withTranslations } from "../../lib/i18n";
import { localeOfPath } from "../../lib/locale";
import { seo } from "../../lib/meta";
import { useLocale } from "../../lib/use-locale";
import { Container } from "../../ui/container";
import { SideNav } from "../../ui/side-nav";
import type { Route } from "./+types/layout";

export type OwnProvider = {
  slug: string;
  status: string;
  company_name: string;
  lectors: { id: string; name: string; email: string; pivot: { status: string } }[];
};

/** The provider area (PAGE-DASHBOARD, provider guard): open while the account awaits approval. */
/** Navigating here from a public page: the back office's texts arrive with the data. */
export const clientLoader = (args: Route.ClientLoaderArgs) => withTranslations(args);

export async function loader(args: Route.LoaderArgs) {
  await guard(args, ["provider", "locale"]);
  const locale = localeOfPath(new URL(args.request.url).pathname);
  const [provider, { guides }] = await Promise.all([
    apiGet<OwnProvider>(args.context, args.request, "/provider", locale),
    apiGet<GuideList>(args.context, args.request, "/guides", locale),
  ]);
  const guide = guides.find((g) => g.role === "provider") ?? null;
  return { provider, guide, title: i18nFor(locale).t("dashboard.title") };
}

export const meta: Route.MetaFunction = ({ data, matches, location }) =>
  seo(matches, { title: data?.title ?? "", pathname: location.pathname, noindex: true });

export default function DashboardLayout({ loaderData: { provider, guide } }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { to } = useLocale();
  return (
    <Container className="py-8 sm:py-12">
      <p className="text-sm font-semibold uppercase tracking-wide text-primary">{t("dashboard.title")}</p>
      <h1 className="text-2xl font-extrabold text-dark sm:text-3xl">{provider.company_name}</h1>
      <div className="mt-6 grid gap-8 lg:grid-cols-[14rem_1fr]">
        <div className="min-w-0 space-y-4">
          <SideNav
            label={t("dashboard.nav")}
            items={[
              { to: to("/dashboard"), label: t("dashboard.overview"), end: true },
              { to: to("/dashboard/courses"), label: t("editor:nav") },
              { to: to("/dashboard/bookings"), label: t("checkout:bookings.nav") },
              { to: to("/dashboard/orders"), label: t("reports:nav.orders") },
              { to: to("/dashboard/attendees"), label: t("utilization:nav.provider") },
              { to: to("/dashboard/attendance"), label: t("certificates:attendance.nav") },
              { to: to("/dashboard/certificates"), label: t("certificates:dashboard.nav") },
              { to: to("/dashboard/refunds"), label: t("money:nav.provider") },
              { to: to("/dashboard/payouts"), label: t("payouts:nav.provider") },
              { to: to("/dashboard/invoices"), label: t("invoices:nav.provider") },
              { to: to("/dashboard/discount-codes"), label: t("discounts:nav") },
              { to: to("/dashboard/reports"), label: t("reports:nav.provider") },
              { to: to("/dashboard/reviews"), label: t("rating:nav.provider") },
              { to: to("/dashboard/profile"), label: t("provider:portfolio.nav") },
              { to: to("/dashboard/instructors"), label: t("dashboard.instructors") },
              { to: to("/dashboard/payments"), label: t("payments:nav") },
              { to: to("/dashboard/lectors"), label: t("lector:dashboard.nav") },
            ]}
          />
          {guide && <GuideBox guide={guide} />}
        </div>
        <section className="min-w-0">
          <Outlet />
        </section>
      </div>
    </Container>
  );
}
