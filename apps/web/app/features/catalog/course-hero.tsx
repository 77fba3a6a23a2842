import type { CourseDetail } from "@kursove/contracts";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { formatRating } from "../../lib/format";
import { useLocale } from "../../lib/use-locale";
import { ResponsiveImage } from "../../ui/responsive-image";
import { Stars } from "../../ui/stars";

/** The course's cover, full width on a dark band. */
export function CourseCover({ cover }: { cover: CourseDetail["cover"] }) {
  return (
    <div className="bg-dark">
      {cover && (
        <ResponsiveImage
          src={cover.url}
          width={cover.width ?? 1150}
          height={cover.height ?? 300}
          sizes="(min-width: 1150px) 1150px, 100vw"
          alt=""
          className="mx-auto block h-40 w-full max-w-[1150px] object-cover sm:h-auto"
          fetchPriority="high"
        />
      )}
    </div>
  );
}

/** The head of a course page: breadcrumb, title, provider, rating, language, types and audience. */
export function CourseHero({ course }: { course: CourseDetail }) {
  const { t } = useTranslation();
  const { locale, to } = useLocale();
  return (
    <>
      <CourseBreadcrumb course={course} />
      <h1 className="mt-3 text-3xl font-extrabold tracking-tight text-dark sm:text-4xl">{course.title}</h1>
      <p className="mt-3 text-lg text-stone-600">{course.description}</p>
      <div className="mt-4 flex flex-wrap items-center gap-x-4 gap-y-2 text-sm">
        <Link
          to={to(`/provider/${course.provider.slug}`)}
          className="font-semibold text-primary hover:underline"
        >
          {course.provider.name}
        </Link>
        {course.rating_count > 0 && (
          <span className="flex items-center gap-1.5">
            <span className="font-bold">{formatRating(course.rating, locale)}</span>
            <Stars value={course.rating} />
            <a href="#reviews" className="text-stone-500 hover:underline">
              {t("course.reviewsCount", { count: course.rating_count })}
            </a>
          </span>
        )}
        <span className="text-stone-600">
          {t(`language.${course.language}`, { defaultValue: course.language })}
        </span>
      </div>
      <ul className="mt-4 flex flex-wrap gap-2" aria-label={t("course.types")}>
        {course.types.map((type) => (
          <li key={type} className="rounded-full bg-secondary px-3 py-1 text-xs font-semibold text-primary">
            {t(`courseType.${type}`)}
          </li>
        ))}
        {course.audience.map((a) => (
          <li key={a} className="rounded-full bg-accent/20 px-3 py-1 text-xs font-semibold text-stone-800">
            {t(`audience.${a}`)}
          </li>
        ))}
      </ul>
    </>
  );
}

function CourseBreadcrumb({ course }: { course: CourseDetail }) {
  const { t } = useTranslation();
  const { to } = useLocale();
  return (
    <nav aria-label={t("course.breadcrumb")} className="text-sm text-stone-500">
      <ol className="flex flex-wrap gap-1.5">
        <li>
          <Link to={to("/courses")} className="hover:text-primary">
            {t("nav.courses")}
          </Link>
        </li>
        {course.category && (
          <li>
            /{" "}
            <Link to={`${to("/courses")}?category_id=${course.category.id}`} className="hover:text-primary">
              {course.category.name}
            </Link>
          </li>
        )}
        {course.category && course.subcategory && (
          <li>
            /{" "}
            <Link
              to={`${to("/courses")}?subcategory_id=${course.subcategory.id}&category_id=${course.category.id}`}
              className="hover:text-primary"
            >
              {course.subcategory.name}
            </Link>
          </li>
        )}
      </ol>
    </nav>
  );
}
