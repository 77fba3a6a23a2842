import { getFormProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { loginBody } from "@kursove/contracts";
import { useTranslation } from "react-i18next";
import { Form, Link, redirect, useActionData, useNavigation, useSearchParams } from "react-router";
import { AuthCard } from "../features/accounts/auth-card";
import { callApi } from "../lib/api.server";
import { replyWithApiError } from "../lib/forms.server";
import { guard } from "../lib/guards.server";
import { i18nFor } from "../lib/i18n";
import { localeOfPath, localizePath } from "../lib/locale";
import { seo } from "../lib/meta";
import { authCookieHeader, safeRedirect } from "../lib/session.server";
import { useLocale } from "../lib/use-locale";
import { FormError } from "../ui/field";
import { SubmitButton, TextField } from "../ui/form-field";
import type { Route } from "./+types/login";

export async function loader(args: Route.LoaderArgs) {
  await guard(args, ["guest", "locale"]);
  const locale = localeOfPath(new URL(args.request.url).pathname);
  return { title: i18nFor(locale).t("auth.loginTitle") };
}

export const meta: Route.MetaFunction = ({ data, matches, location }) =>
  seo(matches, { title: data?.title ?? "", pathname: location.pathname, noindex: true });

/** Signs in through the API and keeps the token in the httpOnly cookie; /login is also where guards send visitors back from. */
export async function action({ request, context }: Route.ActionArgs) {
  const url = new URL(request.url);
  const locale = localeOfPath(url.pathname);
  const formData = await request.formData();
  const submission = parseWithZod(formData, { schema: loginBody });
  if (submission.status !== "success") return submission.reply({ hideFields: ["password"] });
  const result = await callApi<{ t: string }>(context, request, "/login", {
    method: "POST",
    body: submission.value,
    locale,
  });
  if (!result.ok) return replyWithApiError(submission, result.error);
  const target = safeRedirect(url.searchParams.get("redirect"), localizePath("/profile", locale));
  return redirect(target, { headers: { "set-cookie": authCookieHeader(request, result.data.t) } });
}

export default function Login() {
  const { t } = useTranslation();
  const { to } = useLocale();
  const lastResult = useActionData<typeof action>();
  const navigation = useNavigation();
  const [params] = useSearchParams();
  const [form, fields] = useForm({
    lastResult,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: loginBody }),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });
  const query = params.toString();
  return (
    <AuthCard
      title={t("auth.loginTitle")}
      intro={t("auth.loginIntro")}
      footer={
        <>
          {t("auth.noAccount")}{" "}
          <Link to={to("/sign-up")} className="font-semibold text-primary hover:underline">
            {t("auth.signUpLink")}
          </Link>
        </>
      }
    >
      <Form
        method="post"
        action={query ? `?${query}` : undefined}
        {...getFormProps(form)}
        className="space-y-4"
      >
        {params.get("reason") === "cart" && (
          <p role="status" className="rounded-lg bg-secondary px-4 py-3 text-dark">
            {t("sign_in_for_cart", { ns: "errors" })}
          </p>
        )}
        {params.get("reset") && (
          <p role="status" className="rounded-lg bg-green-50 px-4 py-3 text-green-900">
            {t("auth.resetDone")}
          </p>
        )}
        <FormError errors={form.errors} />
        <TextField field={fields.email} label={t("auth.email")} type="email" autoComplete="email" required />
        <TextField
          field={fields.password}
          label={t("auth.password")}
          type="password"
          autoComplete="current-password"
          required
        />
        <div className="flex flex-col-reverse items-stretch gap-3 pt-2 sm:flex-row sm:items-center sm:justify-between">
          <Link
            to={to("/auth/forgotten-password")}
            className="text-sm font-semibold text-primary hover:underline"
          >
            {t("auth.forgotLink")}
          </Link>
          <SubmitButton pending={navigation.state === "submitting"}>{t("auth.submitLogin")}</SubmitButton>
        </div>
      </Form>
    </AuthCard>
  );
}
