import type { UserReviewsResponse } from "@kursove/contracts";
import { pageOf } from "@kursove/contracts/domain/paging";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate, useSearchParams } from "react-router";
import { ReviewEntry } from "../../features/reviews/review-entry";
import { apiGet } from "../../lib/api.server";
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
