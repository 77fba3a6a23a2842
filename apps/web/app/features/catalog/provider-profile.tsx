import type { ProviderDetail } from "@kursove/contracts";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { formatDate, formatRating } from "../../lib/format";
import { useLocale } from "../../lib/use-locale";
import { Container } from "../../ui/container";
import { ResponsiveImage } from "../../ui/responsive-image";
import { Stars } from "../../ui/stars";
import { CourseGrid } from "./course-card";
import { InstructorCards } from "./instructor-cards";
import { ProviderContacts } from "./provider-contacts";

/** A provider's public page: its head, about, instructors, courses, feedback, contacts and similar ones. */
export function ProviderProfile({ provider }: { provider: ProviderDetail }) {
  const { t } = useTranslation();
  return (
    <>
      {provider.status !== "approved" && (
        <div role="status" className="bg-amber-100 text-amber-950">
          <Container className="py-3 text-sm font-semibold">
            {t(`provider.status.${provider.status}`)}
          </Container>
        </div>
      )}
      <ProviderHead provider={provider} />
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
              <InstructorCards instructors={provider.instructors} className="mt-4" />
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
          <ProviderFeedback feedback={provider.feedback} />
        </div>
        <ProviderContacts provider={provider} />
      </Container>
    </>
  );
}

function ProviderHead({ provider }: { provider: ProviderDetail }) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  return (
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
  );
}

function ProviderFeedback({ feedback }: { feedback: ProviderDetail["feedback"] }) {
  const { t } = useTranslation();
  const { locale, to } = useLocale();
  return (
    <section aria-labelledby="feedback-heading">
      <h2 id="feedback-heading" className="text-2xl font-bold text-dark">
        {t("provider.feedback")}
      </h2>
      {feedback.length === 0 ? (
        <p className="mt-3 text-stone-600">{t("course.noReviewsYet")}</p>
      ) : (
        <ul className="mt-4 grid gap-4 md:grid-cols-2">
          {feedback.map((r) => (
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
  );
}
