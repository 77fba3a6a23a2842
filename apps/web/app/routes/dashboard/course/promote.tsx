import { parseWithZod } from "@conform-to/zod/v4";
import { createPromotionBody, type OwnCourse, type Promotion } from "@kursove/contracts";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { useActionData, useNavigation } from "react-router";
import { toast } from "react-toastify";
import { PromotionForm, PromotionList } from "../../../features/course-media/promotions";
import { apiGet, callApi } from "../../../lib/api.server";
import { replyWithApiError } from "../../../lib/forms.server";
import { guard } from "../../../lib/guards.server";
import { localeOfPath } from "../../../lib/locale";
import type { Route } from "./+types/promote";

/** The course's promotions and the form for a new one; only approved courses are promoted (spec 9). */
export async function loader(args: Route.LoaderArgs) {
  await guard(args, ["provider", "locale"]);
  const locale = localeOfPath(new URL(args.request.url).pathname);
  const id = encodeURIComponent(args.params.id);
  const [course, promotions] = await Promise.all([
    apiGet<OwnCourse>(args.context, args.request, `/provider/courses/${id}`, locale),
    callApi<{ data: Promotion[] }>(args.context, args.request, `/provider/courses/${id}/promotions`, {
      locale,
    }),
  ]);
  // the first day a promotion may start: today in Sofia
  const today = new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Sofia" }).format(new Date());
  return {
    status: course.status,
    promotions: promotions.ok ? promotions.data.data : [],
    listFailed: !promotions.ok,
    today,
  };
}

export async function action(args: Route.ActionArgs) {
  await guard(args, ["provider", "locale"]);
  const locale = localeOfPath(new URL(args.request.url).pathname);
  const form = await args.request.formData();
  if (form.get("intent") === "cancel") {
    const result = await callApi(
      args.context,
      args.request,
      `/provider/promotions/${encodeURIComponent(String(form.get("id") ?? ""))}`,
      { method: "DELETE", locale },
    );
    return { intent: "cancel" as const, ok: result.ok, message: result.ok ? "" : result.error.message };
  }
  const submission = parseWithZod(form, { schema: createPromotionBody });
  if (submission.status !== "success")
    return { intent: "create" as const, ok: false, result: submission.reply() };
  const result = await callApi(
    args.context,
    args.request,
    `/provider/courses/${encodeURIComponent(args.params.id)}/promotions`,
    { method: "POST", body: submission.value, locale },
  );
  if (!result.ok)
    return { intent: "create" as const, ok: false, result: replyWithApiError(submission, result.error) };
  return { intent: "create" as const, ok: true, result: submission.reply({ resetForm: true }) };
}

export default function CoursePromote({
  loaderData: { status, promotions, listFailed, today },
}: Route.ComponentProps) {
  const { t } = useTranslation("media");
  const answer = useActionData<typeof action>();
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  useEffect(() => {
    if (answer?.intent === "create" && answer.ok) toast.success(t("promote.created"));
    if (answer?.intent === "cancel")
      answer.ok ? toast.success(t("promote.canceled")) : toast.error(answer.message);
  }, [answer, t]);
  return (
    <div className="space-y-6">
      <div>
        <h2 className="text-xl font-bold text-dark">{t("promote.title")}</h2>
        <p className="mt-1 text-stone-600">{t("promote.intro")}</p>
      </div>
      {status === "approved" ? (
        <PromotionForm
          today={today}
          lastResult={answer?.intent === "create" ? answer.result : null}
          busy={busy}
        />
      ) : (
        <p role="note" className="rounded-xl border border-amber-300 bg-amber-50 px-4 py-3 text-amber-950">
          {t("promote.onlyApproved", { status: t(`status.course.${status}`, { ns: "common" }) })}
        </p>
      )}
      {listFailed ? (
        <p role="alert" className="rounded-lg bg-red-50 px-4 py-3 text-sm text-red-800">
          {t("promote.listFailed")}
        </p>
      ) : (
        <PromotionList promotions={promotions} busy={busy} />
      )}
    </div>
  );
}
