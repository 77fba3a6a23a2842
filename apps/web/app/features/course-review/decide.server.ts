import { parseWithZod } from "@conform-to/zod/v4";
import { rejectCourseBody } from "@kursove/contracts";
import { callApi } from "../../lib/api.server";
import { replyWithApiError } from "../../lib/forms.server";
import { guard } from "../../lib/guards.server";
import { localeOfPath } from "../../lib/locale";

type Args = { request: Request; context: { apiFetch?: typeof fetch; apiBase?: string } };

/** Posts the admin's decision to `${path}/approve` or `${path}/reject` (reason checked here first). */
export async function decide(args: Args, path: string) {
  await guard(args, ["admin", "locale"]);
  const locale = localeOfPath(new URL(args.request.url).pathname);
  const form = await args.request.formData();
  if (form.get("intent") === "reject") {
    const submission = parseWithZod(form, { schema: rejectCourseBody });
    if (submission.status !== "success")
      return { intent: "reject" as const, ok: false as const, result: submission.reply(), message: "" };
    const result = await callApi(args.context, args.request, `${path}/reject`, {
      method: "POST",
      body: submission.value,
      locale,
    });
    if (!result.ok)
      return {
        intent: "reject" as const,
        ok: false as const,
        result: replyWithApiError(submission, result.error),
        message: result.error.message,
      };
    return { intent: "reject" as const, ok: true as const, result: submission.reply({ resetForm: true }) };
  }
  const result = await callApi(args.context, args.request, `${path}/approve`, { method: "POST", locale });
  if (!result.ok)
    return { intent: "approve" as const, ok: false as const, result: null, message: result.error.message };
  return { intent: "approve" as const, ok: true as const, result: null };
}
