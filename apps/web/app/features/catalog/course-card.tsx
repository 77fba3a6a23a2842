import type { CourseCard as Card } from "@kursove/contracts";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { formatDate, formatMoney, formatRating } from "../../lib/format";
import { useLocale } from "../../lib/use-locale";
import { ResponsiveImage } from "../../ui/responsive-image";
import { Stars } from "../../ui/stars";

export function CourseCard({ course }: { course: Card }) {
  const { t } = useTranslation();
  const { locale, to } = useLocale();
  const discounted = course.current_price < course.price;
  return (
    <article className="group relative flex h-full flex-row overflow-hidden sm:flex-col rounded-xl border border-stone-200 bg-white shadow-sm transition hover:-translate-y-0.5 hover:shadow-md">
      <div className="aspect-[5/4] w-28 shrink-0 self-start overflow-hidden bg-secondary sm:w-full">
        {course.thumbnail && (
          <ResponsiveImage
            src={course.thumbnail.url}
            width={course.thumbnail.width ?? 300}
            height={course.thumbnail.height ?? 240}
            sizes="(min-width: 640px) 300px, 112px"
            alt=""
            loading="lazy"
            decoding="async"
            className="h-full w-full object-cover"
          />
        )}
      </div>
      <div className="flex min-w-0 flex-1 flex-col p-3 sm:p-4">
        <ul className="flex flex-wrap gap-1.5" aria-label={t("course.types")}>
          {course.types.slice(0, 3).map((type) => (
            <li
              key={type}
              className="rounded-full bg-secondary px-2 py-0.5 text-xs font-semibold text-primary"
            >
              {t(`courseType.${type}`)}
            </li>
          ))}
        </ul>
        <h3 className="mt-2 line-clamp-2 font-bold leading-snug text-dark">
          <Link
            to={to(`/courses/${course.slug}`)}
            className="after:absolute after:inset-0 focus-visible:outline-none group-focus-within:underline"
          >
            {course.title}
          </Link>
        </h3>
        <p className="mt-1 text-sm text-stone-600">{course.provider.name}</p>
        {course.rating_count > 0 ? (
          <p className="mt-2 flex items-center gap-1.5 text-sm">
            <span className="font-bold text-stone-800">{formatRating(course.rating, locale)}</span>
            <Stars value={course.rating} />
            <span className="text-stone-500">({course.rating_count})</span>
          </p>
        ) : (
          <p className="mt-2 text-sm text-stone-500">{t("course.noReviewsYet")}</p>
        )}
        <p className="mt-2 text-sm text-stone-600">
          {course.starts_at
            ? formatDate(course.starts_at, locale, { day: "numeric", month: "short", year: "numeric" })
            : t("course.anyTime")}
          {course.city ? ` · ${course.city}` : ""}
        </p>
        <p className="mt-auto flex items-baseline gap-2 pt-3">
          <span className="text-lg font-extrabold text-dark">
            {formatMoney(course.current_price, locale)}
          </span>
          {discounted && (
            <span className="text-sm text-stone-500 line-through">{formatMoney(course.price, locale)}</span>
          )}
        </p>
      </div>
    </article>
  );
}

export function CourseGrid({ courses }: { courses: Card[] }) {
  return (
    <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
      {courses.map((course) => (
        <li key={course.id} className="flex">
          <div className="w-full">
            <CourseCard course={course} />
          </div>
        </li>
      ))}
    </ul>
  );
}
