import { parseWithZod } from "@conform-to/zod/v4";
import type { User } from "@kursove/contracts";
import type { ActionFunctionArgs } from "react-router";
import { callApi } from "../../lib/api.server";
import { replyWithApiError } from "../../lib/forms.server";
import { localeOfPath } from "../../lib/locale";
import { personalSchema } from "./personal-form";
import { saveProfile } from "./profile.server";

type Args = Pick<ActionFunctionArgs, "request" | "context">;

/** Uploads a new avatar; a refusal names the avatar's error, or the API's message. */
export async function uploadAvatar(args: Args, form: FormData) {
  const locale = localeOfPath(new URL(args.request.url).pathname);
  const upload = new FormData();
  const file = form.get("avatar");
  if (file instanceof File && file.size > 0) upload.set("avatar", file, file.name);
  const result = await callApi<User>(args.context, args.request, "/user/avatar", {
    method: "POST",
    body: upload,
    locale,
  });
  return {
    intent: "avatar" as const,
    ok: result.ok,
    error: result.ok ? null : (result.error.errors?.avatar?.[0] ?? result.error.message),
    result: undefined,
  };
}

/** Saves the personal details, checked with the same schema as in the browser. */
export async function savePersonal(args: Args, user: User, form: FormData) {
  const submission = parseWithZod(form, { schema: personalSchema });
  if (submission.status !== "success")
    return { intent: "profile" as const, ok: false, error: null, result: submission.reply() };
  const result = await saveProfile(args, user, submission.value);
  if (!result.ok)
    return {
      intent: "profile" as const,
      ok: false,
      error: null,
      result: replyWithApiError(submission, result.error),
    };
  return { intent: "profile" as const, ok: true, error: null, result: submission.reply() };
}
