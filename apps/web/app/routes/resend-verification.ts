import { redirect } from "react-router";
import { callApi } from "../lib/api.server";
import { localeOfPath } from "../lib/locale";
import { safeRedirect } from "../lib/session.server";
import type { Route } from "./+types/resend-verification";

/**
 * "Resend" of the verification banner and landing page; the API throttles it (429). A refusal goes back
 * with its error code, which the page tells the user (lib/resend-notice.ts).
 */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const back = safeRedirect(String(form.get("back") ?? ""), "/profile");
  const locale = localeOfPath(back);
  const result = await callApi(context, request, "/email/resend", { method: "POST", locale });
  if (result.ok) return redirect(`${back}?resent=1`);
  if (result.status === 401) return redirect(locale === "en" ? "/en/login" : "/login");
  return redirect(`${back}?resend=${encodeURIComponent(result.error.code)}`);
}

export function loader() {
  return redirect("/profile");
}
