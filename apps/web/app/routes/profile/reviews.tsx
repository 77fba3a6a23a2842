import type { UserReviewsResponse } from "@kursove/contracts";
import { pageOf } from "@kursove/contracts/domain/paging";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate, useSearchParams } from "react-router";
import { ReviewDetails } from "../../features/reviews/review-details";
import { apiGet } from "../../lib/api.server";
import { formatDate } from "../../lib/format";
import { guard } from "../../lib/guards.server";
import { localeOfPath } from "../../lib/locale";
import { toast } from "../../lib/toast";
import { useLocale } from "../../lib/use-locale";
import { ButtonLink } from "../../ui/button";
import { choiceOf, FilterTabs } from "../../ui/filter-tabs";
import { Pagination } from "../../ui/pagination";
import type { Route } from "./+types/reviews";

const statuses = ["waiting", "written", "all"] as const;
type Status = (typeof statuses)[number];
type Entry = UserReviewsResponse["courses"][number];

/** The learner's reviews and the courses waiting for one (API-USER-REVIEWS), 10 a page. */
export async function loader(args: Route.LoaderArgs) {
  await guard(args, ["profileAuth", "locale"]);
  const url = new URL(args.request.url);
  const status = choiceOf<Status>(url, "status", statuses);
  const page = pageOf(url);
  const list = await apiGet<UserReviewsResponse>(
    args.context,
    args.request,
    `/user/reviews?status=${status}&page=${page}`,
    localeOfPath(url.pathname),
  );
  return { list, status };
}

export default function ProfileReviews({ loaderData: { list, status } }: Route.ComponentProps) {
  const { t } = useTranslation("rating");
  const { to } = useLocale();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  // the rate form comes back here with ?saved=1: say so once, then drop it from the address
  useEffect(() => {
    if (!params.get("saved")) return;
    toast.success(t("mine.saved"));
    const next = new URLSearchParams(params);
    next.delete("saved");
    navigate({ search: next.size > 0 ? `?${next}` : "" }, { replace: true, preventScrollReset: true });
  }, [params, t, navigate]);
  const counts = list.filters.counts;
  return (
    <div className="space-y-5">
      <div>
        <h2 className="text-lg font-bold text-dark">{t("mine.title")}</h2>
        <p className="mt-1 max-w-3xl text-sm text-stone-700">{t("mine.intro")}</p>
      </div>
      <FilterTabs
        label={t("tabs")}
        current={status}
        tabs={statuses.map((s) => ({
          key: s,
          label: t(`mine.tab.${s}`),
          href: to(`/profile/reviews${s === "waiting" ? "" : `?status=${s}`}`),
          count: counts[s],
        }))}
      />
      {list.courses.length === 0 ? (
        <div className="rounded-2xl border border-dashed border-stone-300 bg-white p-8 text-center">
          <p className="font-semibold text-stone-800">{t(`mine.empty.${status}`)}</p>
          <p className="mx-auto mt-2 max-w-xl text-sm text-stone-600">{t("mine.emptyHint")}</p>
          {counts.all === 0 && (
            <ButtonLink to={to("/courses")} className="mt-4">
              {t("mine.browse")}
            </ButtonLink>
          )}
        </div>
      ) : (
        <ul className="space-y-4">
          {list.courses.map((entry) => (
            <ReviewEntry key={entry.id} entry={entry} />
          ))}
        </ul>
      )}
      <Pagination page={list.page} totalPages={list.totalPages} />
    </div>
  );
}

function ReviewEntry({ entry }: { entry: Entry }) {
  const { t } = useTranslation("rating");
  const { locale, to } = useLocale();
  const review = entry.review;
  const action = review ? "edit" : "rate";
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
          >
            {t(`mine.${action}`)}
            <span className="sr-only">: {entry.title}</span>
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
