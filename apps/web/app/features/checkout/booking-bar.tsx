import type { CourseDetail } from "@kursove/contracts";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { formatMoneyParts } from "../../lib/format";
import { useLocale } from "../../lib/use-locale";
import { buttonVariants } from "../../ui/button";

/**
 * The course's price, large, with the other currency on a smaller line of its own below it (one line
 * each, on a phone too), and the full price struck through while the early-bird price applies.
 */
export function CoursePrice({ course, compact = false }: { course: CourseDetail; compact?: boolean }) {
  const { locale } = useLocale();
  const now = formatMoneyParts(course.current_price, locale);
  const full = course.current_price < course.price ? formatMoneyParts(course.price, locale) : null;
  return (
    <p className="leading-tight">
      <span className="flex flex-wrap items-baseline gap-x-2">
        <span className={`${compact ? "text-xl" : "text-3xl"} font-extrabold whitespace-nowrap text-dark`}>
          {now.main}
        </span>
        {full && <s className="whitespace-nowrap text-stone-500">{full.main}</s>}
      </span>
      {now.second && (
        <span className="block text-sm whitespace-nowrap text-stone-600">
          {now.second}
          {full?.second && <s className="ml-2 text-stone-500">{full.second}</s>}
        </span>
      )}
    </p>
  );
}

/**
 * On a phone the booking box comes after the whole course (FEATURES 2.36): this bar keeps the price and
 * "Book now" at the bottom of the screen, leading to the box, and steps aside while the box is in view.
 */
export function BookingBar({ course, targetId }: { course: CourseDetail; targetId: string }) {
  const { t } = useTranslation();
  const [boxInView, setBoxInView] = useState(false);
  useEffect(() => {
    const box = document.getElementById(targetId);
    if (!box || typeof IntersectionObserver === "undefined") return;
    const observer = new IntersectionObserver(([entry]) => setBoxInView(!!entry?.isIntersecting));
    observer.observe(box);
    return () => observer.disconnect();
  }, [targetId]);
  return (
    <section
      aria-label={t("course.bookingBar")}
      className={`fixed inset-x-0 bottom-0 z-40 border-t border-stone-200 bg-white/95 px-4 py-3 shadow-[0_-4px_12px_rgba(0,0,0,0.08)] backdrop-blur lg:hidden ${boxInView ? "hidden" : ""}`}
    >
      <div className="mx-auto flex max-w-xl items-center justify-between gap-4">
        <CoursePrice course={course} compact />
        <a
          href={`#${targetId}`}
          className={buttonVariants({ variant: "primary", className: "flex shrink-0 text-base" })}
        >
          {t("course.bookNow")}
        </a>
      </div>
    </section>
  );
}
