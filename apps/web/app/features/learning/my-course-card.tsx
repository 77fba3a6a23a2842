import type { MyCourse } from "@kursove/contracts";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { formatDate } from "../../lib/format";
import { useLocale } from "../../lib/use-locale";
import { buttonVariants } from "../../ui/button";
import { TimingBadge } from "./timing-badge";

const dateTime: Intl.DateTimeFormatOptions = { dateStyle: "medium", timeStyle: "short" };

/** A bought course in My Courses: dates in Sofia time, the next session, links to open and to rate it. */
export function MyCourseCard({ course }: { course: MyCourse }) {
  const { t } = useTranslation("learning");
  const { locale, to } = useLocale();
  const days =
    course.starts_at && course.ends_at
      ? `${formatDate(course.starts_at, locale, { dateStyle: "medium" })} – ${formatDate(course.ends_at, locale, { dateStyle: "medium" })}`
      : null;
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-stone-200">
      {course.thumbnail ? (
        <img
          src={course.thumbnail.url}
          alt=""
          width={course.thumbnail.width ?? 300}
          height={course.thumbnail.height ?? 240}
          loading="lazy"
          className="aspect-[5/4] w-full object-cover"
        />
      ) : (
        <div
          aria-hidden="true"
          className="aspect-[5/4] w-full bg-gradient-to-br from-primary/15 to-accent/30"
        />
      )}
      <div className="flex flex-1 flex-col gap-3 p-4">
        <div className="flex flex-wrap items-center gap-2">
          <TimingBadge timing={course.timing} />
          {course.quantity > 1 && (
            <span className="text-xs font-medium text-stone-600">
              {t("courses.places", { count: course.quantity })}
            </span>
          )}
        </div>
        <div>
          <h3 className="text-base font-bold leading-snug text-dark">
            <Link to={to(`/profile/courses/${course.id}`)} className="hover:underline">
              {course.title}
            </Link>
          </h3>
          <p className="mt-0.5 text-sm text-stone-600">
            {t("courses.provider", { provider: course.provider.name })}
          </p>
        </div>
        <dl className="space-y-1.5 text-sm">
          <div>
            <dt className="sr-only">{t("courses.dates")}</dt>
            <dd className="text-stone-800">{days ?? t("courses.noDates")}</dd>
          </div>
          {course.next_session && (
            <div>
              <dt className="font-semibold text-stone-700">{t("courses.nextSession")}</dt>
              <dd className="text-stone-800">
                {course.next_session.title},{" "}
                <time dateTime={course.next_session.starts_at}>
                  {formatDate(course.next_session.starts_at, locale, dateTime)}
                </time>
              </dd>
            </div>
          )}
        </dl>
        <div className="mt-auto flex flex-wrap gap-2 pt-2">
          <Link
            to={to(`/profile/courses/${course.id}`)}
            aria-label={t("courses.openCourse", { course: course.title })}
            className={buttonVariants({ variant: "primary" })}
          >
            {t("courses.open")}
          </Link>
          {course.can_review && !course.reviewed && (
            <Link
              to={to(`/profile/reviews/${course.id}`)}
              aria-label={t("courses.rateCourse", { course: course.title })}
              className={buttonVariants({ variant: "secondary" })}
            >
              {t("courses.rate")}
            </Link>
          )}
          {course.reviewed && (
            <span className="inline-flex min-h-11 items-center text-sm font-medium text-stone-600">
              ★ {t("courses.reviewed")}
            </span>
          )}
        </div>
      </div>
    </article>
  );
}
