import type { ProviderDetail, ProviderSummary } from "@kursove/contracts";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { CourseGrid } from "../features/catalog/course-card";
import { ProviderCard } from "../features/catalog/provider-card";
import { apiGet } from "../lib/api.server";
import { formatDate, formatRating } from "../lib/format";
import { guard } from "../lib/guards.server";
import { i18nFor } from "../lib/i18n";
import { localeOfPath } from "../lib/locale";
import { seo } from "../lib/meta";
import { useLocale } from "../lib/use-locale";
import { Container } from "../ui/container";
import { PageHeader } from "../ui/page-header";
import { ResponsiveImage } from "../ui/responsive-image";
import { Stars } from "../ui/stars";
import type { Route } from "./+types/provider";

/**
 * /provider/{slug} is a provider's public page; /provider without a slug is the signed-in provider's own
 * page (also while it awaits approval), and the list of providers for everyone else.
 */
export async function loader(args: Route.LoaderArgs) {
  const { request, context, params } = args;
  const user = await guard(args);
  const locale = localeOfPath(new URL(request.url).pathname);
  const slug = params.slug ?? (user?.is_provider ? user.provider_slug : null);
  if (!slug) {
    const { providers } = await apiGet<{ providers: ProviderSummary[] }>(
      context,
      request,
      "/providers",
      locale,
    );
    return { kind: "list" as const, providers, title: i18nFor(locale).t("provider.listTitle") };
  }
  const provider = await apiGet<ProviderDetail>(
    context,
    request,
    `/providers/${encodeURIComponent(slug)}`,
    locale,
  );
  return { kind: "one" as const, provider, title: provider.name };
}

export const meta: Route.MetaFunction = ({ data, matches, location }) => {
  const tags = seo(matches, {
    title: data?.title ?? "",
    description: data?.kind === "one" ? data.provider.punchline : undefined,
    pathname: location.pathname,
    image: data?.kind === "one" ? data.provider.logo?.url : undefined,
    noindex: data?.kind === "one" && data.provider.status !== "approved",
  });
  if (data?.kind !== "one") return tags;
  const p = data.provider;
  return [
    ...tags,
    {
      "script:ld+json": {
        "@context": "https://schema.org",
        "@type": "Organization",
        name: p.name,
        description: p.punchline,
        ...(p.website ? { url: p.website } : {}),
        ...(p.email ? { email: p.email } : {}),
        ...(p.phone ? { telephone: p.phone } : {}),
        ...(p.address ? { address: p.address } : {}),
        ...(p.rating_count > 0
          ? {
              aggregateRating: {
                "@type": "AggregateRating",
                ratingValue: p.rating,
                reviewCount: p.rating_count,
              },
            }
          : {}),
      },
    },
  ];
};

export default function ProviderPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  if (loaderData.kind === "list") {
    return (
      <>
        <PageHeader title={loaderData.title} intro={t("provider.listIntro")} />
        <Container className="py-10">
          {loaderData.providers.length === 0 ? (
            <p className="text-stone-600">{t("provider.noProviders")}</p>
          ) : (
            <ul className="grid gap-5 md:grid-cols-2 lg:grid-cols-3">
              {loaderData.providers.map((p) => (
                <li key={p.id}>
                  {/* the list stands right under the page's title */}
                  <ProviderCard provider={p} level={2} />
                </li>
              ))}
            </ul>
          )}
        </Container>
      </>
    );
  }
  return <ProviderProfile provider={loaderData.provider} />;
}

function ProviderProfile({ provider }: { provider: ProviderDetail }) {
  const { t } = useTranslation();
  const { locale, to } = useLocale();
  return (
    <>
      {provider.status !== "approved" && (
        <div role="status" className="bg-amber-100 text-amber-950">
          <Container className="py-3 text-sm font-semibold">
            {t(`provider.status.${provider.status}`)}
          </Container>
        </div>
      )}
      <div className="border-b border-stone-200 bg-gradient-to-br from-secondary to-white">
        <Container className="flex flex-col gap-6 py-10 sm:flex-row sm:items-center">
          {provider.logo && (
            <ResponsiveImage
              src={provider.logo.url}
              alt=""
              width={112}
              height={112}
              sizes="112px"
              shownSize
              className="h-28 w-28 rounded-2xl shadow"
            />
          )}
          <div>
            <h1 className="text-3xl font-extrabold tracking-tight text-dark sm:text-4xl">{provider.name}</h1>
            <p className="mt-2 text-lg text-stone-600">{provider.punchline}</p>
            <p className="mt-3 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-stone-600">
              {provider.rating_count > 0 && (
                <span className="flex items-center gap-1.5">
                  <span className="font-bold text-stone-800">{formatRating(provider.rating, locale)}</span>
                  <Stars value={provider.rating} />
                  <span>({provider.rating_count})</span>
                </span>
              )}
              <span>{t("provider.coursesCount", { count: provider.courses_count })}</span>
              {provider.city && <span>· {provider.city}</span>}
            </p>
          </div>
        </Container>
      </div>
      <Container className="grid gap-10 py-10 lg:grid-cols-[1fr_20rem]">
        <div className="min-w-0 space-y-12">
          <section aria-labelledby="about-heading">
            <h2 id="about-heading" className="text-2xl font-bold text-dark">
              {t("provider.about")}
            </h2>
            {provider.welcome_text && (
              <p className="mt-3 text-lg font-medium text-stone-800">{provider.welcome_text}</p>
            )}
            <div className="prose-text mt-3 leading-relaxed text-stone-700">
              {provider.description.split(/\n\s*\n/).map((p) => (
                <p key={p}>{p}</p>
              ))}
            </div>
          </section>
          {provider.instructors.length > 0 && (
            <section aria-labelledby="instructors-heading">
              <h2 id="instructors-heading" className="text-2xl font-bold text-dark">
                {t("provider.instructors")}
              </h2>
              <ul className="mt-4 grid gap-4 sm:grid-cols-2">
                {provider.instructors.map((i) => (
                  <li key={i.id} className="flex gap-4 rounded-xl border border-stone-200 bg-white p-4">
                    {i.image && (
                      <ResponsiveImage
                        src={i.image.url}
                        alt=""
                        width={64}
                        height={64}
                        sizes="64px"
                        shownSize
                        loading="lazy"
                        className="h-16 w-16 shrink-0 rounded-full"
                      />
                    )}
                    <div>
                      <p className="font-bold text-dark">{i.name}</p>
                      <p className="text-sm text-primary">{i.role}</p>
                      <p className="mt-1 text-sm text-stone-600">{i.about}</p>
                    </div>
                  </li>
                ))}
              </ul>
            </section>
          )}
          <section aria-labelledby="courses-heading">
            <h2 id="courses-heading" className="text-2xl font-bold text-dark">
              {t("provider.courses")}
            </h2>
            <div className="mt-4">
              {provider.courses.length ? (
                <CourseGrid courses={provider.courses} />
              ) : (
                <p className="text-stone-600">{t("provider.noCourses")}</p>
              )}
            </div>
          </section>
          <section aria-labelledby="feedback-heading">
            <h2 id="feedback-heading" className="text-2xl font-bold text-dark">
              {t("provider.feedback")}
            </h2>
            {provider.feedback.length === 0 ? (
              <p className="mt-3 text-stone-600">{t("course.noReviewsYet")}</p>
            ) : (
              <ul className="mt-4 grid gap-4 md:grid-cols-2">
                {provider.feedback.map((r) => (
                  <li key={r.id} className="rounded-xl border border-stone-200 bg-white p-5">
                    <div className="flex items-center justify-between gap-2">
                      <Stars value={r.overall} />
                      <time dateTime={r.date} className="text-xs text-stone-500">
                        {formatDate(r.date, locale)}
                      </time>
                    </div>
                    <p className="mt-2 text-stone-700">{r.comment}</p>
                    <p className="mt-2 text-sm text-stone-500">
                      {r.author} ·{" "}
                      <Link to={to(`/courses/${r.course.slug}`)} className="text-primary hover:underline">
                        {r.course.title}
                      </Link>
                    </p>
                  </li>
                ))}
              </ul>
            )}
          </section>
        </div>
        <aside className="space-y-6" aria-label={t("provider.contacts")}>
          <div className="rounded-xl border border-stone-200 bg-white p-5 text-sm">
            <h2 className="font-bold text-dark">{t("provider.contacts")}</h2>
            <dl className="mt-3 space-y-2">
              {provider.website && (
                <div>
                  <dt className="text-stone-500">{t("provider.website")}</dt>
                  <dd>
                    <a
                      href={provider.website}
                      rel="noopener noreferrer"
                      target="_blank"
                      className="break-all text-primary hover:underline"
                    >
                      {provider.website}
                    </a>
                  </dd>
                </div>
              )}
              {provider.email && (
                <div>
                  <dt className="text-stone-500">{t("contact.email")}</dt>
                  <dd>
                    <a href={`mailto:${provider.email}`} className="text-primary hover:underline">
                      {provider.email}
                    </a>
                  </dd>
                </div>
              )}
              {provider.phone && (
                <div>
                  <dt className="text-stone-500">{t("contact.phone")}</dt>
                  <dd>{provider.phone}</dd>
                </div>
              )}
              {provider.address && (
                <div>
                  <dt className="text-stone-500">{t("contact.address")}</dt>
                  <dd>{provider.address}</dd>
                </div>
              )}
            </dl>
          </div>
          {provider.similar.length > 0 && (
            <div>
              <h2 className="mb-3 font-bold text-dark">{t("provider.similar")}</h2>
              <ul className="space-y-3">
                {provider.similar.map((p) => (
                  <li key={p.id}>
                    <ProviderCard provider={p} />
                  </li>
                ))}
              </ul>
            </div>
          )}
        </aside>
      </Container>
    </>
  );
}
