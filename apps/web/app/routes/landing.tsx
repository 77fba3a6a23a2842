import type { CourseListResponse } from "@kursove/contracts";
import { useTranslation } from "react-i18next";
import { CourseGrid } from "../features/catalog/course-card";
import { apiGet } from "../lib/api.server";
import { guard } from "../lib/guards.server";
import { i18nFor } from "../lib/i18n";
import { localeOfPath, stripLocale } from "../lib/locale";
import { seo } from "../lib/meta";
import { useLocale } from "../lib/use-locale";
import { ButtonLink } from "../ui/button";
import { Container } from "../ui/container";
import type { Route } from "./+types/landing";

/** The landing pages: a curated view of the catalogue per audience, and the open courses. */
const views = {
  "/consumers": { key: "consumers", query: "audience=consumers" },
  "/business": { key: "business", query: "audience=business" },
  "/kids": { key: "kids", query: "audience=kids" },
  "/open-courses": { key: "open", query: "type=open" },
} as const;

export async function loader(args: Route.LoaderArgs) {
  await guard(args);
  const { pathname } = new URL(args.request.url);
  const locale = localeOfPath(pathname);
  const view = views[stripLocale(pathname) as keyof typeof views];
  const [top, upcoming] = await Promise.all([
    apiGet<CourseListResponse>(args.context, args.request, `/courses?${view.query}&sort=rating`, locale),
    apiGet<CourseListResponse>(args.context, args.request, `/courses?${view.query}`, locale),
  ]);
  const t = i18nFor(locale).t;
  return {
    key: view.key,
    query: view.query,
    top: top.courses.slice(0, 8),
    upcoming: upcoming.courses.filter((c) => c.timing === "future").slice(0, 4),
    total: top.total,
    title: t(`landing.${view.key}.title`),
    description: t(`landing.${view.key}.intro`),
  };
}

export const meta: Route.MetaFunction = ({ data, matches, location }) =>
  seo(matches, { title: data?.title ?? "", description: data?.description, pathname: location.pathname });

export default function Landing({ loaderData: page }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { to } = useLocale();
  const points = t(`landing.${page.key}.points`, { returnObjects: true }) as string[];
  const all = `${to("/courses")}?${page.query}`;
  return (
    <>
      <section className="bg-dark text-white">
        <Container className="grid gap-8 py-14 lg:grid-cols-[3fr_2fr] lg:items-center">
          <div>
            <p className="text-sm font-bold uppercase tracking-wider text-accent">
              {t(`landing.${page.key}.kicker`)}
            </p>
            <h1 className="mt-2 text-4xl font-extrabold tracking-tight sm:text-5xl">{page.title}</h1>
            <p className="mt-4 max-w-2xl text-lg text-stone-200">{page.description}</p>
            <ButtonLink to={all} variant="accent" className="mt-7">
              {t("landing.seeAll", { count: page.total })}
            </ButtonLink>
          </div>
          <ul className="space-y-3">
            {points.map((point) => (
              <li key={point} className="flex gap-3 rounded-xl bg-white/10 p-4">
                <span className="text-accent" aria-hidden="true">
                  ✓
                </span>
                <span>{point}</span>
              </li>
            ))}
          </ul>
        </Container>
      </section>
      <Container className="pt-12">
        <h2 className="mb-6 text-2xl font-bold text-dark">{t("landing.topRated")}</h2>
        {page.top.length ? (
          <CourseGrid courses={page.top} />
        ) : (
          <p className="text-stone-600">{t("catalogue.emptyTitle")}</p>
        )}
      </Container>
      {page.upcoming.length > 0 && (
        <Container className="pt-12">
          <h2 className="mb-6 text-2xl font-bold text-dark">{t("home.upcomingCourses")}</h2>
          <CourseGrid courses={page.upcoming} />
        </Container>
      )}
      {page.key === "business" && (
        <Container className="pt-12">
          <section
            aria-labelledby="become-provider-heading"
            className="flex flex-col gap-4 rounded-2xl bg-secondary p-6 sm:flex-row sm:items-center sm:justify-between sm:p-8"
          >
            <div>
              <h2 id="become-provider-heading" className="text-2xl font-bold text-dark">
                {t("provider:become.ctaTitle")}
              </h2>
              <p className="mt-1 text-stone-700">{t("provider:become.ctaText")}</p>
            </div>
            <ButtonLink to={to("/become-provider")}>{t("provider:become.cta")}</ButtonLink>
          </section>
        </Container>
      )}
    </>
  );
}
