import type { CourseDetail } from "@kursove/contracts";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { formatDay } from "../../lib/format";
import { moduleTitle } from "../../lib/module-title";
import { useLocale } from "../../lib/use-locale";
import { CourseReviews } from "./course-reviews";
import { InstructorCards } from "./instructor-cards";

/** The body of a course page: what it teaches, its programme, dates, instructors and reviews (the similar courses come after it, similar-courses.tsx). */
export function CourseSections({ course }: { course: CourseDetail }) {
  const { t } = useTranslation();
  return (
    <>
      {course.overview.trim() && (
        <Section id="overview" title={t("course.overview")}>
          <div className="prose-text leading-relaxed text-stone-700">
            {course.overview.split(/\n\s*\n/).map((p) => (
              <p key={p}>{p}</p>
            ))}
          </div>
        </Section>
      )}
      {course.outcomes.length > 0 && (
        <Section id="outcomes" title={t("course.outcomes")}>
          <ul className="grid gap-2.5 sm:grid-cols-2">
            {course.outcomes.map((o) => (
              <li key={o} className="flex gap-2.5 text-stone-700">
                <span className="mt-0.5 text-primary" aria-hidden="true">
                  ✓
                </span>
                {o}
              </li>
            ))}
          </ul>
        </Section>
      )}
      {course.audience_text && (
        <Section id="audience" title={t("course.audience")}>
          <p className="leading-relaxed text-stone-700">{course.audience_text}</p>
        </Section>
      )}
      {course.modules.length > 0 && (
        <Section id="modules" title={t("course.modules")}>
          <CourseModules modules={course.modules} />
        </Section>
      )}
      {course.slots.length > 0 && (
        <Section id="dates" title={t("course.availableDates")}>
          <CourseSlots slots={course.slots} />
        </Section>
      )}
      {course.instructors.length > 0 && (
        <Section id="instructors" title={t("course.instructors")}>
          <InstructorCards instructors={course.instructors} isAboutClamped />
        </Section>
      )}
      <Section id="reviews" title={t("course.reviews")}>
        <CourseReviews summary={course.rating_summary} reviews={course.reviews} />
      </Section>
    </>
  );
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section id={id} aria-labelledby={`${id}-heading`} className="mt-10 scroll-mt-24">
      <h2 id={`${id}-heading`} className="mb-4 text-2xl font-bold text-dark">
        {title}
      </h2>
      {children}
    </section>
  );
}

function CourseModules({ modules }: { modules: CourseDetail["modules"] }) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  return (
    <ol className="space-y-4">
      {modules.map((module, index) => (
        <li key={module.id} className="rounded-xl border border-stone-200 bg-white p-5">
          <h3 className="font-bold text-dark">{moduleTitle(t, module.title, index + 1)}</h3>
          {module.description && <p className="mt-1 text-sm text-stone-600">{module.description}</p>}
          {module.sessions.length > 0 && (
            <ul className="mt-3 divide-y divide-stone-100">
              {module.sessions.map((s) => (
                <li
                  key={s.id}
                  className="flex flex-col gap-1 py-2.5 text-sm sm:flex-row sm:items-baseline sm:justify-between"
                >
                  <span className="font-medium text-stone-800">{s.title}</span>
                  <span className="text-stone-600">
                    <time dateTime={s.starts_at}>
                      {formatDay(s.date, locale, { weekday: "short", day: "numeric", month: "short" })}
                    </time>
                    , {s.start_hour}–{s.end_hour}
                    {s.instructor ? ` · ${s.instructor.name}` : ""}
                  </span>
                </li>
              ))}
            </ul>
          )}
        </li>
      ))}
    </ol>
  );
}

function CourseSlots({ slots }: { slots: CourseDetail["slots"] }) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  return (
    <ul className="grid gap-2.5 sm:grid-cols-2">
      {slots.map((slot) => (
        <li
          key={slot.id}
          className="flex items-center justify-between rounded-lg border border-stone-200 bg-white px-4 py-3 text-sm"
        >
          <span>
            <time dateTime={slot.starts_at} className="font-semibold text-dark">
              {formatDay(slot.date, locale, { weekday: "short", day: "numeric", month: "long" })}
            </time>{" "}
            {slot.start_hour}–{slot.end_hour}
          </span>
          <span className="text-stone-600">{t("course.placesLeft", { count: slot.places_left })}</span>
        </li>
      ))}
    </ul>
  );
}
