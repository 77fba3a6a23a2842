import { parseWithZod } from "@conform-to/zod/v4";
import { onboardingSteps, type ProviderRequest } from "@kursove/contracts";
import type { Locale } from "@kursove/i18n/locale";
import { data, redirect } from "react-router";
import { type ApiFailure, callApi } from "../../lib/api.server";
import { replyWithApiError } from "../../lib/forms.server";
import { guard } from "../../lib/guards.server";
import { localeOfPath, localizePath } from "../../lib/locale";

type Args = { request: Request; context: { apiFetch?: typeof fetch; apiBase?: string } };

/** The page's locale and path helper; anonymous visitors are sent to sign in first. */
export async function signedIn(args: Args) {
  const url = new URL(args.request.url);
  const locale: Locale = localeOfPath(url.pathname);
  const to = (path: string) => localizePath(path, locale);
  const user = await guard(args, ["profileAuth", "locale"]);
  if (!user) throw redirect(`${to("/login")}?redirect=${encodeURIComponent(url.pathname + url.search)}`);
  return { url, locale, to, user };
}

/** An existing provider or lector is told so on their profile. */
export function redirectExistingRole(error: ApiFailure, to: (path: string) => string) {
  if (error.code === "already_provider" || error.code === "already_lector")
    throw redirect(to(`/profile?notice=${error.code}`));
}

/** Loads the saved request and the step to show (at most one past the furthest step saved). */
export async function loadBecomeProvider(args: Args) {
  const { url, locale, to } = await signedIn(args);
  const result = await callApi<ProviderRequest>(args.context, args.request, "/provider/request", { locale });
  if (!result.ok) {
    // right after submitting, the new provider sees the confirmation instead of the notice
    if (result.error.code === "already_provider" && url.searchParams.get("done"))
      return { kind: "done" as const };
    redirectExistingRole(result.error, to);
    throw data({ message: result.error.message }, { status: result.status });
  }
  const request = result.data;
  const furthest = Math.min(request.step + 1, onboardingSteps.length + 1);
  const wanted = Number(url.searchParams.get("step") ?? furthest);
  const step = Number.isInteger(wanted) ? Math.min(Math.max(wanted, 1), furthest) : furthest;
  return { kind: "form" as const, request, step };
}

/** Saves a step (Next and Back), uploads the logo with step 4, or submits the request. */
export async function saveBecomeProvider(args: Args) {
  const { locale, to } = await signedIn(args);
  const form = await args.request.formData();
  const intent = String(form.get("intent") ?? "next");
  const step = Number(form.get("step"));
  const page = (n: number) => `${to("/become-provider")}?step=${n}`;
  const api = <T>(path: string, init: { method: string; body?: unknown }) =>
    callApi<T>(args.context, args.request, path, { ...init, locale });

  if (intent === "submit") {
    const sent = await api("/provider/request", { method: "POST" });
    if (sent.ok) throw redirect(`${to("/become-provider")}?done=1`);
    redirectExistingRole(sent.error, to);
    return { step, submitError: sent.error };
  }
  const schema = onboardingSteps[step - 1];
  if (!schema) throw data({ message: "unknown step" }, { status: 400 });
  const submission = parseWithZod(form, { schema });
  if (intent === "back") {
    // Back keeps what is valid on this step; the rest is typed again
    if (submission.status === "success")
      await api(`/provider/request/steps/${step}`, { method: "PUT", body: submission.value });
    throw redirect(page(Math.max(step - 1, 1)));
  }
  if (submission.status !== "success")
    return { step, result: submission.reply({ formErrors: ["fill_all_fields"] }) };
  if (step === onboardingSteps.length) {
    const logo = form.get("logo");
    if (logo instanceof File && logo.size > 0) {
      const body = new FormData();
      body.set("image", logo, logo.name || "logo");
      const uploaded = await api<ProviderRequest>("/provider/request/logo", { method: "POST", body });
      if (!uploaded.ok) {
        redirectExistingRole(uploaded.error, to);
        const logoErrors = uploaded.error.errors?.image ?? [uploaded.error.message];
        return {
          step,
          result: submission.reply({ formErrors: ["fill_all_fields"], fieldErrors: { logo: logoErrors } }),
        };
      }
    } else {
      const saved = await api<ProviderRequest>("/provider/request", { method: "GET" });
      if (saved.ok && !saved.data.logo)
        return {
          step,
          result: submission.reply({
            formErrors: ["fill_all_fields"],
            fieldErrors: { logo: ["field.logo_required"] },
          }),
        };
    }
  }
  const saved = await api(`/provider/request/steps/${step}`, { method: "PUT", body: submission.value });
  if (!saved.ok) {
    redirectExistingRole(saved.error, to);
    return { step, result: replyWithApiError(submission, saved.error) };
  }
  throw redirect(page(step + 1));
}
