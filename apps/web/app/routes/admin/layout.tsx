import { useTranslation } from "react-i18next";
import { Outlet } from "react-router";
import { guard } from "../../lib/guards.server";
import { i18nFor, withTranslations } from "../../lib/i18n";
import { localeOfPath } from "../../lib/locale";
import { seo } from "../../lib/meta";
import { useLocale } from "../../lib/use-locale";
import { Container } from "../../ui/container";
import { SideNav } from "../../ui/side-nav";
import type { Route } from "./+types/layout";

/** Navigating here from a public page: the back office's texts arrive with the data. */
export const clientLoader = (args: Route.ClientLoaderArgs) => withTranslations(args);

export async function loader(args: Route.LoaderArgs) {
  await guard(args, ["admin", "locale"]);
  return { title: i18nFor(localeOfPath(new URL(args.request.url).pathname)).t("admin.title") };
}

export const meta: Route.MetaFunction = ({ data, matches, location }) =>
  seo(matches, { title: data?.title ?? "", pathname: location.pathname, noindex: true });

export default function AdminLayout() {
  const { t } = useTranslation();
  const { to } = useLocale();
  return (
    <Container className="py-8 sm:py-12">
      <h1 className="text-2xl font-extrabold text-dark sm:text-3xl">{t("admin.title")}</h1>
      <div className="mt-6 grid gap-8 lg:grid-cols-[14rem_1fr]">
        <SideNav
          label={t("admin.nav")}
          tone="dark"
          items={[
            { to: to("/admin"), label: t("admin.dashboard"), end: true },
            { to: to("/admin/approvals"), label: t("admin:nav.approvals") },
            { to: to("/admin/providers"), label: t("provider:admin.nav") },
            { to: to("/admin/courses"), label: t("review:nav") },
            { to: to("/admin/orders"), label: t("money:nav.admin") },
            { to: to("/admin/refunds"), label: t("money:nav.requests") },
            { to: to("/admin/payouts"), label: t("payouts:nav.admin") },
            { to: to("/admin/invoices"), label: t("invoices:nav.admin") },
            { to: to("/admin/commission"), label: t("admin:nav.commission") },
            { to: to("/admin/discount-codes"), label: t("discounts:nav") },
            { to: to("/admin/utilization"), label: t("utilization:nav.admin") },
            { to: to("/admin/reports"), label: t("reports:nav.admin") },
            { to: to("/admin/users"), label: t("admin:nav.users") },
            { to: to("/admin/reviews"), label: t("rating:nav.admin") },
            { to: to("/admin/messages"), label: t("contact:nav.admin") },
            { to: to("/admin/faq"), label: t("faq:nav.admin") },
            { to: to("/admin/blog"), label: t("blog:nav.admin") },
            { to: to("/admin/mailbox"), label: t("admin.mailbox") },
          ]}
        />
        <section className="min-w-0">
          <Outlet />
        </section>
      </div>
    </Container>
  );
}
