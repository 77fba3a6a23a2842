import type { SimilarCourses as Answer, CourseCard as Card } from "@kursove/contracts";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useLocale } from "../../lib/use-locale";
import type { SimilarCourseList } from "./similar-course-list";

/** A course page shows up to four similar courses (SIMILAR-BOOKABLE): a placeholder for each. */
const placeholders = ["first", "second", "third", "fourth"];
const shown = placeholders.length;

/**
 * The similar courses of a course page, asked from the API's public, cached `GET /courses/{slug}/similar`
 * (P8, ADR 042), so a cold page's server does not look them up, once the section comes within a screen of
 * being seen (P6, ADR 046: a phone loading the page does not fetch and format cards it does not show).
 * Until they arrive the section keeps the place of four cards; it goes away when there are none, the call
 * fails or the browser runs no JavaScript. The cards' code comes with the answer, not with the page (P5, ADR 048).
 */
export function SimilarCourses({ slug }: { slug: string }) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const [found, setFound] = useState<
    { slug: string; courses: Card[]; List: typeof SimilarCourseList } | "failed" | null
  >(null);
  const section = useRef<HTMLElement>(null);
  const [near, setNear] = useState(false);

  useEffect(() => {
    const element = section.current;
    if (near || !element) return;
    if (typeof IntersectionObserver === "undefined") return setNear(true);
    const observer = new IntersectionObserver(
      (entries) => entries.some((e) => e.isIntersecting) && setNear(true),
      {
        rootMargin: "100% 0px",
      },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);

  useEffect(() => {
    if (!near) return;
    const controller = new AbortController();
    // anonymous, so the public cache answers a signed-in visitor too: the list is the same for everyone
    const answer = fetch(`/api/v1/courses/${encodeURIComponent(slug)}/similar`, {
      headers: { accept: "application/json", "content-language": locale },
      credentials: "omit",
      signal: controller.signal,
    }).then((response) => (response.ok ? (response.json() as Promise<Answer>) : Promise.reject()));
    Promise.all([answer, import("./similar-course-list")])
      .then(([{ courses }, { SimilarCourseList: List }]) =>
        setFound({ slug, courses: courses.slice(0, shown), List }),
      )
      .catch(() => {
        if (!controller.signal.aborted) setFound("failed");
      });
    return () => controller.abort();
  }, [slug, locale, near]);

  const shownList = found && found !== "failed" && found.slug === slug ? found : null;
  const courses = shownList?.courses ?? null;
  if (found === "failed" || courses?.length === 0) return null;
  return (
    <section
      ref={section}
      id="similar"
      aria-labelledby="similar-heading"
      aria-busy={!courses}
      className="scroll-mt-24"
    >
      <h2 id="similar-heading" className="mb-4 text-2xl font-bold text-dark">
        {t("course.similar")}
      </h2>
      {shownList ? (
        <shownList.List courses={shownList.courses} />
      ) : (
        <>
          {/* without JavaScript they never come: no section that says they are on the way */}
          <noscript>
            <style>{"#similar{display:none}"}</style>
          </noscript>
          <p className="sr-only" role="status">
            {t("course.similarLoading")}
          </p>
          <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-4" aria-hidden="true">
            {placeholders.map((key) => (
              <li key={key}>
                <CardPlaceholder />
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

/** The shape of a course card (course-card.tsx) while its course is on the way. */
function CardPlaceholder() {
  return (
    <div className="flex h-full flex-row overflow-hidden rounded-xl border border-stone-200 bg-white shadow-sm sm:flex-col">
      <div className="aspect-[5/4] w-28 shrink-0 self-start bg-secondary sm:w-full" />
      <div className="flex min-w-0 flex-1 flex-col gap-2 p-3 sm:p-4">
        <div className="h-5 w-20 rounded-full bg-stone-100" />
        <div className="h-5 w-full rounded bg-stone-100" />
        <div className="h-4 w-2/3 rounded bg-stone-100" />
        <div className="h-4 w-1/2 rounded bg-stone-100" />
        <div className="h-4 w-3/4 rounded bg-stone-100" />
        <div className="mt-auto h-6 w-24 rounded bg-stone-100 pt-3" />
      </div>
    </div>
  );
}
