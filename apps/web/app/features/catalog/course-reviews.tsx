import type { CourseDetail } from "@kursove/contracts";
import { useTranslation } from "react-i18next";
import { formatDate, formatRating } from "../../lib/format";
import { useLocale } from "../../lib/use-locale";
import { Stars } from "../../ui/stars";

type Props = { summary: CourseDetail["rating_summary"]; reviews: CourseDetail["reviews"] };

export function CourseReviews({ summary, reviews }: Props) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  if (summary.count === 0) return <p className="text-stone-600">{t("course.noReviewsYet")}</p>;
  return (
    <div className="grid gap-8 md:grid-cols-[14rem_1fr]">
      <div>
        <p className="text-5xl font-extrabold text-dark">{formatRating(summary.average, locale)}</p>
        <Stars value={summary.average} size="lg" />
        <p className="mt-1 text-sm text-stone-600">{t("course.reviewsCount", { count: summary.count })}</p>
        <p className="mt-1 text-sm text-stone-600">
          {t("course.recommendPercent", { percent: summary.recommend_percent })}
        </p>
        <ul className="mt-4 space-y-1.5">
          {summary.stars.map((s) => (
            <li key={s.stars} className="flex items-center gap-2 text-xs text-stone-600">
              <span className="w-12">{t("course.starsLabel", { count: s.stars })}</span>
              <span className="h-2 flex-1 overflow-hidden rounded-full bg-stone-200">
                <span
                  className="block h-full bg-accent"
                  style={{ width: `${(s.count / summary.count) * 100}%` }}
                />
              </span>
              <span className="w-5 text-right">{s.count}</span>
            </li>
          ))}
        </ul>
      </div>
      <ul className="space-y-4">
        {reviews.map((r) => (
          <li key={r.id} className="rounded-xl border border-stone-200 bg-white p-5">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <p className="font-semibold text-dark">{r.author}</p>
              <time dateTime={r.date} className="text-xs text-stone-500">
                {formatDate(r.date, locale)}
              </time>
            </div>
            <div className="mt-1 flex items-center gap-2">
              <Stars value={r.overall} />
              {r.recommend && (
                <span className="text-xs font-semibold text-green-700">{t("course.recommends")}</span>
              )}
            </div>
            {r.comment && <p className="mt-2 leading-relaxed text-stone-700">{r.comment}</p>}
            {r.reply && (
              <div className="mt-3 rounded-lg bg-secondary p-3 text-sm">
                <p className="font-semibold text-dark">{t("course.providerReply")}</p>
                <p className="mt-1 text-stone-700">{r.reply}</p>
              </div>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
