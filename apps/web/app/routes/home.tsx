import type { HomeResponse } from "@kursove/contracts";
import { useTranslation } from "react-i18next";
import { CourseGrid } from "../features/catalog/course-card";
import { CategoryLinks, HomeHero, HomeSection } from "../features/catalog/home-sections";
import { ProviderCard } from "../features/catalog/provider-card";
import { apiGet } from "../lib/api.server";
import { loadCategories } from "../lib/categories.server";
import { i18nFor } from "../lib/i18n";
import { localeOfPath } from "../lib/locale";
import { seo } from "../lib/meta";
import { useLocale } from "../lib/use-locale";
import { ButtonLink } from "../ui/button";
import { Container } from "../ui/container";
import type { Route } from "./+types/home";

export async function loader({ request, context }: Route.LoaderArgs) {
  const locale = localeOfPath(new URL(request.url).pathname);
  const [home, pageCategories] = await Promise.all([
    apiGet<HomeResponse>(context, request, "/home", locale),
    loadCategories({ context, request }, locale),
  ]);
  const t = i18nFor(locale).t;
  return { home, pageCategories, title: t("home.metaTitle"), description: t("home.metaDescription") };
}

export const meta: Route.MetaFunction = ({ data, matches, location }) =>
  seo(matches, { title: data?.title ?? "", description: data?.description, pathname: location.pathname });

export default function Home({ loaderData: { home, pageCategories } }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { to } = useLocale();
  return (
    <>
      <HomeHero counts={home.stats} />

      {pageCategories.length > 0 && <CategoryLinks categories={pageCategories} />}

      {home.promoted_courses.length > 0 && (
        <HomeSection
          title={t("home.promotedCourses")}
          more={{ to: `${to("/courses")}?sort=hot`, label: t("home.allCourses") }}
        >
          <CourseGrid courses={home.promoted_courses} />
        </HomeSection>
      )}

      <HomeSection
        title={t("home.topCourses")}
        more={{ to: `${to("/courses")}?sort=rating`, label: t("home.allCourses") }}
      >
        <CourseGrid courses={home.top_courses} />
      </HomeSection>

      {home.upcoming_courses.length > 0 && (
        <HomeSection
          title={t("home.upcomingCourses")}
          more={{ to: to("/courses"), label: t("home.allCourses") }}
        >
          <CourseGrid courses={home.upcoming_courses} />
        </HomeSection>
      )}

      <HomeSection
        title={t("home.topProviders")}
        more={{ to: to("/provider"), label: t("home.allProviders") }}
      >
        <ul className="grid gap-5 md:grid-cols-2 lg:grid-cols-3">
          {home.top_providers.map((provider) => (
            <li key={provider.id}>
              <ProviderCard provider={provider} />
            </li>
          ))}
        </ul>
      </HomeSection>

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
