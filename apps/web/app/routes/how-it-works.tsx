import { useTranslation } from "react-i18next";
import { pageTexts } from "../features/content/pages.server";
import { localeOfPath } from "../lib/locale";
import { seo } from "../lib/meta";
import { useLocale } from "../lib/use-locale";
import { ButtonLink } from "../ui/button-link";
import { Container } from "../ui/container";
import { PageHeader } from "../ui/page-header";
import type { Route } from "./+types/how-it-works";

export function loader({ request }: Route.LoaderArgs) {
  return pageTexts(localeOfPath(new URL(request.url).pathname), "howItWorks");
}

export const meta: Route.MetaFunction = ({ data, matches, location }) =>
  seo(matches, { title: data?.title ?? "", description: data?.intro, pathname: location.pathname });

export default function HowItWorks({ loaderData: page }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { to } = useLocale();
  const roles = [
    {
      key: "learner",
      section: page.learner,
      action: { to: to("/courses"), label: t("howItWorks.browseCourses") },
    },
    {
      key: "provider",
      section: page.provider,
      action: { to: to("/become-provider"), label: t("provider:become.cta") },
    },
    {
      key: "lector",
      section: page.lector,
      action: { to: to("/become-lector"), label: t("lector:request.cta") },
    },
  ] as const;
  return (
    <>
      <PageHeader title={page.title} intro={page.intro} />
      <Container className="space-y-14 py-12">
        {roles.map(({ key, section, action }) => (
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
                </li>
              ))}
            </ol>
            <ButtonLink to={action.to} variant="secondary" className="mt-6">
              {action.label} →
            </ButtonLink>
          </section>
        ))}
      </Container>
    </>
  );
}
