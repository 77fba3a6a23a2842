import type { HomeResponse } from "@kursove/contracts";
import { useTranslation } from "react-i18next";
import { Link, useRouteLoaderData } from "react-router";
import { CourseGrid } from "../features/catalog/course-card";
import { ProviderCard } from "../features/catalog/provider-card";
import { SearchBox } from "../features/catalog/search-box";
import { apiGet } from "../lib/api.server";
import { i18nFor } from "../lib/i18n";
import { localeOfPath } from "../lib/locale";
import { seo } from "../lib/meta";
import { useLocale } from "../lib/use-locale";
import type { loader as rootLoader } from "../root";
import { ButtonLink } from "../ui/button";
import { Container } from "../ui/container";
import type { Route } from "./+types/home";

export async function loader({ request, context }: Route.LoaderArgs) {
  const locale = localeOfPath(new URL(request.url).pathname);
  const home = await apiGet<HomeResponse>(context, request, "/home", locale);
  const t = i18nFor(locale).t;
  return { home, title: t("home.metaTitle"), description: t("home.metaDescription") };
}

export const meta: Route.MetaFunction = ({ data, matches, location }) =>
  seo(matches, { title: data?.title ?? "", description: data?.description, pathname: location.pathname });

export default function Home({ loaderData: { home } }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { to } = useLocale();
  const root = useRouteLoaderData<typeof rootLoader>("root");
  return (
    <>
      <section className="relative overflow-hidden bg-dark text-white">
        <div
          className="absolute inset-0 bg-[radial-gradient(circle_at_20%_20%,rgba(15,94,156,0.55),transparent_55%),radial-gradient(circle_at_85%_30%,rgba(245,184,46,0.25),transparent_45%)]"
          aria-hidden="true"
        />
        <Container className="relative py-16 sm:py-24">
          <h1 className="max-w-3xl text-4xl font-extrabold leading-tight tracking-tight sm:text-5xl">
            {t("home.heading")}
          </h1>
          <p className="mt-4 max-w-2xl text-lg text-stone-200">{t("home.subheading")}</p>
          <div className="mt-8">
            <SearchBox id="home-search" variant="hero" />
          </div>
          <dl className="mt-10 flex flex-wrap gap-x-10 gap-y-4 text-sm text-stone-300">
            <div>
              <dt className="sr-only">{t("home.statCourses", { count: home.stats.courses })}</dt>
              <dd>
                <span className="block text-3xl font-extrabold text-white">{home.stats.courses}</span>
                {t("home.statCourses", { count: home.stats.courses })}
              </dd>
            </div>
            <div>
              <dt className="sr-only">{t("home.statProviders", { count: home.stats.providers })}</dt>
              <dd>
                <span className="block text-3xl font-extrabold text-white">{home.stats.providers}</span>
                {t("home.statProviders", { count: home.stats.providers })}
              </dd>
            </div>
            <div>
              <dt className="sr-only">{t("home.statCategories", { count: home.stats.categories })}</dt>
              <dd>
                <span className="block text-3xl font-extrabold text-white">{home.stats.categories}</span>
                {t("home.statCategories", { count: home.stats.categories })}
              </dd>
            </div>
          </dl>
        </Container>
      </section>

      {root && root.categories.length > 0 && (
        <Container className="pt-12">
          <h2 className="text-2xl font-bold text-dark">{t("home.browseCategories")}</h2>
          <ul className="mt-5 flex flex-wrap gap-2.5">
            {root.categories.map((category) => (
              <li key={category.id}>
                <Link
                  to={`${to("/courses")}?category_id=${category.id}`}
                  className="inline-block rounded-full border border-stone-300 bg-white px-4 py-2 text-sm font-semibold text-stone-800 hover:border-primary hover:text-primary"
                >
                  {category.name}
                </Link>
              </li>
            ))}
          </ul>
        </Container>
      )}

      {home.promoted_courses.length > 0 && (
        <Section
          title={t("home.promotedCourses")}
          more={{ to: `${to("/courses")}?sort=hot`, label: t("home.allCourses") }}
        >
          <CourseGrid courses={home.promoted_courses} />
        </Section>
      )}

      <Section
        title={t("home.topCourses")}
        more={{ to: `${to("/courses")}?sort=rating`, label: t("home.allCourses") }}
      >
        <CourseGrid courses={home.top_courses} />
      </Section>

      {home.upcoming_courses.length > 0 && (
        <Section title={t("home.upcomingCourses")} more={{ to: to("/courses"), label: t("home.allCourses") }}>
          <CourseGrid courses={home.upcoming_courses} />
        </Section>
      )}

      <Section title={t("home.topProviders")} more={{ to: to("/provider"), label: t("home.allProviders") }}>
        <ul className="grid gap-5 md:grid-cols-2 lg:grid-cols-3">
          {home.top_providers.map((provider) => (
            <li key={provider.id}>
              <ProviderCard provider={provider} />
            </li>
          ))}
        </ul>
      </Section>

      <Container className="pt-16">
        <div className="flex flex-col items-start gap-4 rounded-2xl bg-secondary p-8 sm:flex-row sm:items-center sm:justify-between">
          <div>
            <h2 className="text-2xl font-bold text-dark">{t("home.howItWorksTitle")}</h2>
            <p className="mt-1 max-w-2xl text-stone-600">{t("home.howItWorksText")}</p>
          </div>
          <ButtonLink to={to("/how-it-works")}>{t("nav.howItWorks")}</ButtonLink>
        </div>
      </Container>
    </>
  );
}

function Section({
  title,
  more,
  children,
}: {
  title: string;
  more: { to: string; label: string };
  children: React.ReactNode;
}) {
  return (
    <Container className="pt-14">
      <div className="mb-6 flex items-end justify-between gap-4">
        <h2 className="text-2xl font-bold text-dark">{title}</h2>
        <Link to={more.to} className="text-sm font-semibold text-primary hover:underline">
          {more.label} →
        </Link>
      </div>
      {children}
    </Container>
  );
}
