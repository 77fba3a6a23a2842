import { parseWithZod } from "@conform-to/zod/v4";
import { type ProfileBody, profileBody, type User } from "@kursove/contracts";
import type { z } from "zod";
import { callApi } from "../../lib/api.server";
import { replyWithApiError } from "../../lib/forms.server";
import { guardUser } from "../../lib/guards.server";
import { localeOfPath } from "../../lib/locale";

type Args = { request: Request; context: { apiFetch?: typeof fetch; apiBase?: string } };

/** The current profile as PUT /user expects it, so a tab can change its own fields and keep the rest. */
export function profileOf(user: User): ProfileBody {
  return {
    username: user.username,
    first_name: user.first_name,
    last_name: user.last_name,
    language: user.language === "en" ? "en" : "bg",
    country: user.country ?? "",
    city: user.city ?? "",
    district: user.district ?? "",
    mobile: user.mobile ?? "",
    address: user.address ?? "",
    post_code: user.post_code ?? "",
    newsletter: user.newsletter,
    notifications: user.notifications,
    company_name: user.company_name ?? "",
    company_vat_id: user.company_vat_id ?? "",
    company_address: user.company_address ?? "",
    company_mol: user.company_mol ?? "",
  };
}

/** Saves one tab's fields over the rest of the profile. */
export async function saveProfile(args: Args, user: User, changes: Partial<ProfileBody>) {
  const locale = localeOfPath(new URL(args.request.url).pathname);
  const body = profileBody.parse({ ...profileOf(user), ...changes });
  return callApi<User>(args.context, args.request, "/user", { method: "PUT", body, locale });
}

/**
 * The action of a profile tab: validates the tab's own fields with its schema, saves them over the rest of
 * the profile, and answers whether it worked with the form's result (API field errors included).
 */
export async function saveProfileTab<S extends z.ZodType<Partial<ProfileBody>>>(args: Args, schema: S) {
  const user = (await guardUser(args, ["profileAuth", "locale"])) as User;
  const submission = parseWithZod(await args.request.formData(), { schema });
  if (submission.status !== "success") return { ok: false, result: submission.reply() };
  const result = await saveProfile(args, user, submission.value);
  if (!result.ok) return { ok: false, result: replyWithApiError(submission, result.error) };
  return { ok: true, result: submission.reply() };
}
