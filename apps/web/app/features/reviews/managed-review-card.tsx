import type { ManagedReview } from "@kursove/contracts";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { formatDate } from "../../lib/format";
import { useLocale } from "../../lib/use-locale";
import { ReviewDetails } from "./review-details";

/** A review as providers and admins manage it: course, author, date, the review, then `children` (actions). */
export function ManagedReviewCard({
  review,
  showReply = true,
  children,
}: {
  review: ManagedReview;
  showReply?: boolean;
  children?: ReactNode;
}) {
  const { t } = useTranslation("rating");
  const { locale, to } = useLocale();
  return (
    <li className="space-y-3 p-4 sm:p-5">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h3 className="font-bold text-dark">
            <Link to={to(`/courses/${review.course.slug}`)} className="hover:underline">
              {review.course.title}
            </Link>
          </h3>
          <p className="text-sm text-stone-700">{review.author}</p>
        </div>
        <time dateTime={review.created_at} className="text-xs text-stone-500">
          {formatDate(review.created_at, locale, { dateStyle: "medium" })}
        </time>
      </div>
      {review.hidden && (
        <p className="rounded-lg bg-amber-50 px-3 py-2 text-sm font-medium text-amber-900">{t("hidden")}</p>
      )}
      <ReviewDetails review={review} showReply={showReply} />
      {children}
    </li>
  );
}
