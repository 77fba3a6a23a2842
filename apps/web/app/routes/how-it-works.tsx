import type { GuideList, GuideRole } from "@kursove/contracts";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { GuideLink } from "../features/content/guide-link";
import { pageTexts } from "../features/content/pages.server";
import { apiGet } from "../lib/api.server";
import { localeOfPath } from "../lib/locale";
import { seo } from "../lib/meta";
import { useLocale } from "../lib/use-locale";
import { ButtonLink } from "../ui/button";
import { Container } from "../ui/container";
import { PageHeader } from "../ui/page-header";
import type { Route } from "./+types/how-it-works";

export async function loader({ context, request }: Route.LoaderArgs) {
  const locale = localeOfPath(new URL(request.url).pathname);
  const { guides } = await apiGet<GuideList>(context, request, "/guides", locale);
  return { page: pageTexts(locale, "howItWorks"), guides };
}

export const meta: Route.MetaFunction = ({ data, matches, location }) =>
  seo(matches, {
    title: data?.page.title ?? "",
    description: data?.page.intro,
    pathname: location.pathname,
  });

/** Where each step is done in the product, in the order of the steps in pages.json. */
const stepPaths = {
  learner: ["/sign-up", "/courses", "/checkout", "/faq", "/profile/courses"],
  provider: [
    "/become-provider",
    "/dashboard",
    "/dashboard/payments",
    "/dashboard/courses/new",
    "/dashboard/payouts",
  ],
  lector: ["/sign-up", "/profile", "/become-lector", "/lector"],
} as const;

export default function HowItWorks({ loaderData: { page, guides } }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { to } = useLocale();
  const guideOf = (role: GuideRole) => guides.find((guide) => guide.role === role);
  const roles = [
    {
      key: "learner",
      section: page.learner,
      action: { to: to("/courses"), label: t("howItWorks.browseCourses") },
      guide: guideOf("user"),
    },
    {
      key: "provider",
      section: page.provider,
      action: { to: to("/become-provider"), label: t("provider:become.cta") },
      guide: guideOf("provider"),
    },
    {
      key: "lector",
      section: page.lector,
      action: { to: to("/become-lector"), label: t("lector:request.cta") },
      guide: guideOf("lector"),
    },
  ] as const;
  return (
    <>
      <PageHeader title={page.title} intro={page.intro} />
      <Container className="space-y-14 py-12">
        {roles.map(({ key, section, action, guide }) => (
          <section key={key} id={key} aria-labelledby={`${key}-heading`}>
            <h2 id={`${key}-heading`} className="text-2xl font-bold text-dark">
              {section.heading}
            </h2>
            <ol className="mt-6 grid gap-5 md:grid-cols-2 lg:grid-cols-3">
              {section.steps.map((step, index) => (
                <li
                  key={step.title}
                  className="relative rounded-xl border border-stone-200 bg-white p-5 shadow-sm"
                >
                  <span
                    className="flex h-9 w-9 items-center justify-center rounded-full bg-primary font-bold text-white"
                    aria-hidden="true"
                  >
                    {index + 1}
                  </span>
                  <h3 className="mt-3 font-semibold text-dark">{step.title}</h3>
                  <p className="mt-1.5 text-sm leading-relaxed text-stone-600">{step.text}</p>
                  {stepPaths[key][index] && (
                    <Link
                      to={to(stepPaths[key][index])}
                      className="mt-3 inline-block text-sm font-semibold text-primary hover:underline"
                    >
                      {t(`guides:stepLinks.${key}.${index}`)} →
                    </Link>
                  )}
                </li>
              ))}
            </ol>
            <div className="mt-6 flex flex-wrap items-center gap-x-6 gap-y-3">
              <ButtonLink to={action.to} variant="secondary">
                {action.label} →
              </ButtonLink>
              {guide && <GuideLink guide={guide} label={t(`guides:roleGuide.${guide.role}`)} />}
            </div>
          </section>
        ))}
      </Container>
    </>
  );
}
