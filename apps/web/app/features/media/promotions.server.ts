import { parseWithZod } from "@conform-to/zod/v4";
import { createPromotionBody } from "@kursove/contracts";
import type { ActionFunctionArgs } from "react-router";
import { callApi } from "../../lib/api.server";
import { replyWithApiError } from "../../lib/forms.server";
import { localeOfPath } from "../../lib/locale";

type Args = Pick<ActionFunctionArgs, "request" | "context">;

/** Cancels a promotion of the provider's course that is not paid yet. */
export async function cancelPromotion(args: Args, form: FormData) {
  const locale = localeOfPath(new URL(args.request.url).pathname);
  const id = encodeURIComponent(String(form.get("id") ?? ""));
  const result = await callApi(args.context, args.request, `/provider/promotions/${id}`, {
    method: "DELETE",
    locale,
  });
  return { intent: "cancel" as const, ok: result.ok, message: result.ok ? "" : result.error.message };
}

/** Orders a promotion of an approved course for the days chosen; it is paid afterwards. */
export async function createPromotion(args: Args, courseId: string, form: FormData) {
  const locale = localeOfPath(new URL(args.request.url).pathname);
  const submission = parseWithZod(form, { schema: createPromotionBody });
  if (submission.status !== "success")
    return { intent: "create" as const, ok: false, result: submission.reply() };
  const result = await callApi(
    args.context,
    args.request,
    `/provider/courses/${encodeURIComponent(courseId)}/promotions`,
    {
      method: "POST",
      body: submission.value,
      locale,
    },
  );
  if (!result.ok)
    return { intent: "create" as const, ok: false, result: replyWithApiError(submission, result.error) };
  return { intent: "create" as const, ok: true, result: submission.reply({ resetForm: true }) };
}
