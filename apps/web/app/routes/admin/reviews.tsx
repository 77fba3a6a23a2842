import type { ManagedReview, ManagedReviewPage } from "@kursove/contracts";
import { pageOf } from "@kursove/contracts/domain/paging";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { useActionData } from "react-router";
import { ManagedReviewCard } from "../../features/reviews/managed-review-card";
import {
  VisibilityConfirm,
  VisibilityForm,
  VisibilityLink,
  VisibilityQuestion,
} from "../../features/reviews/review-visibility";
import { apiGet, callApi } from "../../lib/api.server";
import { guard } from "../../lib/guards.server";
import { i18nFor } from "../../lib/i18n";
import { localeOfPath } from "../../lib/locale";
import { toast } from "../../lib/toast";
import { useLocale } from "../../lib/use-locale";
import { uuidPattern } from "../../lib/uuid";
import { ConfirmDialog } from "../../ui/confirm-dialog";
import { choiceOf, FilterTabs } from "../../ui/filter-tabs";
import { Pagination } from "../../ui/pagination";
import type { Route } from "./+types/reviews";

const statuses = ["all", "hidden"] as const;
type Status = (typeof statuses)[number];

/** Every review, newest first, or the hidden ones; admins hide abusive reviews. */
export async function loader(args: Route.LoaderArgs) {
  await guard(args, ["admin", "locale"]);
  const url = new URL(args.request.url);
  const status = choiceOf<Status>(url, "status", statuses);
  const page = pageOf(url);
  const list = await apiGet<ManagedReviewPage>(
    args.context,
    args.request,
    `/admin/reviews?status=${status}&page=${page}`,
    localeOfPath(url.pathname),
  );
  return { list, status, page, confirming: url.searchParams.get("confirm") };
}

export async function action(args: Route.ActionArgs) {
  await guard(args, ["admin", "locale"]);
  const locale = localeOfPath(new URL(args.request.url).pathname);
  const { t } = i18nFor(locale);
  const form = await args.request.formData();
  const id = String(form.get("id") ?? "");
  const hidden = form.get("hidden") === "true";
  if (!uuidPattern.test(id)) return { ok: false, message: t("rating:admin.failed") };
  const result = await callApi(args.context, args.request, `/admin/reviews/${id}/hidden`, {
    method: "PUT",
    body: { hidden },
    locale,
  });
  if (result.ok)
    return { ok: true, message: t(hidden ? "rating:admin.hiddenToast" : "rating:admin.shownToast") };
  return { ok: false, message: result.error.message || t("rating:admin.failed") };
}

export default function AdminReviews({
  loaderData: { list, status, page, confirming },
}: Route.ComponentProps) {
  const { t } = useTranslation("rating");
  const { to } = useLocale();
  const answer = useActionData<typeof action>();
  const [dialog, setDialog] = useState<ManagedReview | null>(null);
  useEffect(() => {
    if (!answer) return;
    setDialog(null);
    if (answer.ok) toast.success(answer.message);
    else toast.error(answer.message);
  }, [answer]);
  return (
    <div className="space-y-5">
      <div>
        <h2 className="text-xl font-bold text-dark">{t("admin.title")}</h2>
        <p className="mt-1 max-w-3xl text-sm text-stone-700">{t("admin.intro")}</p>
      </div>
      <FilterTabs
        label={t("tabs")}
        current={status}
        tabs={statuses.map((s) => ({
          key: s,
          label: t(`admin.tab.${s}`),
          href: to(`/admin/reviews${s === "all" ? "" : `?status=${s}`}`),
        }))}
      />
      {list.data.length === 0 ? (
        <div className="rounded-2xl border border-dashed border-stone-300 bg-white p-8 text-center">
          <p className="font-semibold text-stone-800">{t(`admin.empty.${status}`)}</p>
        </div>
      ) : (
        <ul className="divide-y divide-stone-100 rounded-2xl border border-stone-200 bg-white shadow-sm">
          {list.data.map((review) => (
            <ManagedReviewCard key={review.id} review={review}>
              {confirming === review.id ? (
                <VisibilityConfirm review={review} />
              ) : (
                <VisibilityLink review={review} onOpen={setDialog} />
              )}
            </ManagedReviewCard>
          ))}
        </ul>
      )}
      <Pagination page={page} totalPages={list.last_page} />
      <ConfirmDialog
        open={dialog !== null}
        title={t(dialog?.hidden ? "admin.showTitle" : "admin.hideTitle")}
        cancelLabel={t("admin.cancel")}
        onCancel={() => setDialog(null)}
        actions={dialog && <VisibilityForm review={dialog} />}
      >
        {dialog && <VisibilityQuestion review={dialog} />}
      </ConfirmDialog>
    </div>
  );
}
