import type { ManagedReview, OwnReview } from "@kursove/contracts";
import { useTranslation } from "react-i18next";
import { formatDate } from "../../lib/format";
import { useLocale } from "../../lib/use-locale";
import { Stars } from "../../ui/stars";

type ReviewFields = Pick<
  OwnReview | ManagedReview,
  | "ratings"
  | "overall"
  | "recommend"
  | "comment"
  | "suggestions"
  | "other_courses_wanted"
  | "reply"
  | "replied_at"
>;

/** A review's stars, recommendation, texts and the provider's reply, as its author and managers see it. */
export function ReviewDetails({ review, showReply = true }: { review: ReviewFields; showReply?: boolean }) {
  const { t } = useTranslation("rating");
  const { locale } = useLocale();
  const scores = [
    ["overall", review.overall],
    ["content", review.ratings.content],
    ["outcomes", review.ratings.outcomes],
  ] as const;
  return (
    <div className="space-y-3 text-sm">
      <dl className="flex flex-wrap gap-x-6 gap-y-2">
        {scores.map(([key, value]) => (
          <div key={key} className="flex items-center gap-2">
            <dt className="font-semibold text-stone-700">{t(key)}</dt>
            <dd>
              <Stars value={value} />
            </dd>
          </div>
        ))}
      </dl>
      <p className={`font-semibold ${review.recommend ? "text-green-800" : "text-stone-700"}`}>
        {t(review.recommend ? "recommends" : "notRecommends")}
      </p>
      {review.comment && (
        <p className="whitespace-pre-line leading-relaxed text-stone-800">{review.comment}</p>
      )}
      {(review.suggestions || review.other_courses_wanted) && (
        <dl className="space-y-1 text-stone-700">
          {review.suggestions && (
            <div>
              <dt className="inline font-semibold">{t("suggestions")}: </dt>
              <dd className="inline whitespace-pre-line">{review.suggestions}</dd>
            </div>
          )}
          {review.other_courses_wanted && (
            <div>
              <dt className="inline font-semibold">{t("otherCourses")}: </dt>
              <dd className="inline whitespace-pre-line">{review.other_courses_wanted}</dd>
            </div>
          )}
        </dl>
      )}
      {showReply && review.reply && (
        <div className="rounded-lg bg-secondary p-3">
          <p className="font-semibold text-dark">
            {t("reply")}
            {review.replied_at && (
              <span className="ml-2 text-xs font-normal text-stone-600">
                {formatDate(review.replied_at, locale, { dateStyle: "medium" })}
              </span>
            )}
          </p>
          <p className="mt-1 whitespace-pre-line text-stone-700">{review.reply}</p>
        </div>
      )}
    </div>
  );
}
