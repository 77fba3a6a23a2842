import type { UserReviewsResponse } from "@kursove/contracts";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { formatDate } from "../../lib/format";
import { useLocale } from "../../lib/use-locale";
import { ButtonLink } from "../../ui/button";
import { useNamedAction } from "../../ui/named-action";
import { ReviewDetails } from "./review-details";

type Entry = UserReviewsResponse["courses"][number];

/** One course of the learner's reviews: the review written, and the button to rate or edit, or why not. */
export function ReviewEntry({ entry }: { entry: Entry }) {
  const { t } = useTranslation("rating");
  const { locale, to } = useLocale();
  const review = entry.review;
  const action = review ? "edit" : "rate";
  const named = useNamedAction();
  return (
    <li className="rounded-2xl border border-stone-200 bg-white p-4 shadow-sm sm:p-5">
      <div className="flex gap-4">
        {entry.thumbnail ? (
          <img
            src={entry.thumbnail.url}
            alt=""
            width={96}
            height={72}
            className="hidden h-18 w-24 shrink-0 rounded-lg object-cover sm:block"
          />
        ) : null}
        <div className="min-w-0 flex-1">
          <h3 className="font-bold text-dark">
            <Link to={to(`/courses/${entry.slug}`)} className="hover:underline">
              {entry.title}
            </Link>
          </h3>
          <p className="text-sm text-stone-600">{t("mine.by", { provider: entry.provider.name })}</p>
          {review && (
            <p className="mt-1 text-xs text-stone-500">
              {t("mine.writtenOn", { date: formatDate(review.updated_at, locale, { dateStyle: "medium" }) })}
            </p>
          )}
        </div>
      </div>
      {review && (
        <div className="mt-4 border-t border-stone-100 pt-4">
          {review.hidden && (
            <p className="mb-3 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900">
              {t("mine.hiddenNote")}
            </p>
          )}
          <ReviewDetails review={review} />
        </div>
      )}
      <div className="mt-4">
        {entry.can_review ? (
          <ButtonLink
            to={to(`/profile/reviews/${entry.id}`)}
            variant={review ? "secondary" : "primary"}
            className="w-full sm:w-auto"
            aria-label={named(t(`mine.${action}`), entry.title)}
          >
            {t(`mine.${action}`)}
          </ButtonLink>
        ) : (
          <ClosedNote entry={entry} />
        )}
      </div>
    </li>
  );
}

/** Why the learner cannot rate (or edit) now. */
function ClosedNote({ entry }: { entry: Entry }) {
  const { t } = useTranslation("rating");
  const { locale } = useLocale();
  let text: string;
  if (entry.reason === "review_too_early")
    text = entry.starts_at
      ? t("mine.startsOn", { date: formatDate(entry.starts_at, locale, { dateStyle: "long" }) })
      : t("mine.notStarted");
  else if (entry.reason === "email_not_verified") text = t("mine.verify");
  else text = t("mine.notOwned");
  return <p className="text-sm text-stone-600">{text}</p>;
}
