import { type ProfileBody, profileBody, type User } from "@kursove/contracts";
import { callApi } from "../../lib/api.server";
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
  };
}

/** Saves one tab's fields over the rest of the profile. */
export async function saveProfile(args: Args, user: User, changes: Partial<ProfileBody>) {
  const locale = localeOfPath(new URL(args.request.url).pathname);
  const body = profileBody.parse({ ...profileOf(user), ...changes });
  return callApi<User>(args.context, args.request, "/user", { method: "PUT", body, locale });
}
