import type { ManagedReview, ManagedReviewPage } from "@kursove/contracts";
import { pageOf } from "@kursove/contracts/domain/paging";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { useActionData } from "react-router";
import { ManagedReviewCard } from "../../features/reviews/managed-review-card";
import { ReplyForm } from "../../features/reviews/reply-form";
import { apiGet, callApi } from "../../lib/api.server";
import { guard } from "../../lib/guards.server";
import { i18nFor } from "../../lib/i18n";
import { localeOfPath } from "../../lib/locale";
import { toast } from "../../lib/toast";
import { useLocale } from "../../lib/use-locale";
import { uuidPattern } from "../../lib/uuid";
import { choiceOf, FilterTabs } from "../../ui/filter-tabs";
import { Pagination } from "../../ui/pagination";
import type { Route } from "./+types/reviews";

const statuses = ["unanswered", "answered", "all"] as const;
type Status = (typeof statuses)[number];

/** The reviews of the provider's courses, to answer publicly, 20 a page. */
export async function loader(args: Route.LoaderArgs) {
  await guard(args, ["provider", "locale"]);
  const url = new URL(args.request.url);
  const status = choiceOf<Status>(url, "status", statuses);
  const page = pageOf(url);
  const list = await apiGet<ManagedReviewPage>(
    args.context,
    args.request,
    `/provider/reviews?status=${status}&page=${page}`,
    localeOfPath(url.pathname),
  );
  return { list, status, page };
}

/** Saves (or, with intent remove or an empty text, removes) the provider's reply to one review. */
export async function action(args: Route.ActionArgs) {
  await guard(args, ["provider", "locale"]);
  const locale = localeOfPath(new URL(args.request.url).pathname);
  const { t } = i18nFor(locale);
  const form = await args.request.formData();
  const id = String(form.get("id") ?? "");
  const reply = form.get("intent") === "remove" ? "" : String(form.get("reply") ?? "").trim();
  if (!uuidPattern.test(id)) return { id, ok: false, message: t("rating:provider.failed") };
  const result = await callApi<ManagedReview>(args.context, args.request, `/provider/reviews/${id}/reply`, {
    method: "PUT",
    body: { reply },
    locale,
  });
  if (result.ok)
    return { id, ok: true, message: t(reply ? "rating:provider.saved" : "rating:provider.removed") };
  return { id, ok: false, message: result.error.message || t("rating:provider.failed") };
}

export default function ProviderReviews({ loaderData: { list, status, page } }: Route.ComponentProps) {
  const { t } = useTranslation("rating");
  const { to } = useLocale();
  const answer = useActionData<typeof action>();
  useEffect(() => {
    if (answer?.ok) toast.success(answer.message);
  }, [answer]);
  return (
    <div className="space-y-5">
      <div>
        <h2 className="text-xl font-bold text-dark">{t("provider.title")}</h2>
        <p className="mt-1 max-w-3xl text-sm text-stone-700">{t("provider.intro")}</p>
      </div>
      <FilterTabs
        label={t("tabs")}
        current={status}
        tabs={statuses.map((s) => ({
          key: s,
          label: t(`provider.tab.${s}`),
          href: to(`/dashboard/reviews${s === "unanswered" ? "" : `?status=${s}`}`),
        }))}
      />
      {list.data.length === 0 ? (
        <div className="rounded-2xl border border-dashed border-stone-300 bg-white p-8 text-center">
          <p className="font-semibold text-stone-800">{t(`provider.empty.${status}`)}</p>
          <p className="mx-auto mt-2 max-w-xl text-sm text-stone-600">{t("provider.emptyHint")}</p>
        </div>
      ) : (
        <ul className="divide-y divide-stone-100 rounded-2xl border border-stone-200 bg-white shadow-sm">
          {list.data.map((review) => (
            <ManagedReviewCard key={review.id} review={review} showReply={false}>
              <ReplyForm
                review={review}
                failure={answer && !answer.ok && answer.id === review.id ? answer.message : undefined}
              />
            </ManagedReviewCard>
          ))}
        </ul>
      )}
      <Pagination page={page} totalPages={list.last_page} />
    </div>
  );
}
