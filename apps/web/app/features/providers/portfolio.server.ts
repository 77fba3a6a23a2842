import type { Locale } from "@kursove/i18n/locale";
import { callApi } from "../../lib/api.server";

type Args = { request: Request; context: { apiFetch?: typeof fetch; apiBase?: string } };

/** Uploads the provider's new logo (POST /provider/logo); answers the field's errors when refused. */
export async function saveProviderLogo(args: Args, locale: Locale, logo: FormDataEntryValue | null) {
  if (!(logo instanceof File) || logo.size === 0)
    return { intent: "logo", ok: false, logoErrors: ["field.logo_required"] };
  const body = new FormData();
  body.set("image", logo, logo.name || "logo");
  const result = await callApi(args.context, args.request, "/provider/logo", {
    method: "POST",
    body,
    locale,
  });
  if (result.ok) return { intent: "logo", ok: true };
  return {
    intent: "logo",
    ok: false,
    logoErrors: result.error.errors?.image ?? [result.error.message],
  };
}
