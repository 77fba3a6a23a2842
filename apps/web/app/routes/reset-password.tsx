import { getFormProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { resetPasswordBody, tokenBody } from "@kursove/contracts";
import { useTranslation } from "react-i18next";
import { Form, Link, redirect, useActionData, useLoaderData, useNavigation } from "react-router";
import { AuthCard } from "../features/accounts/auth-card";
import { callApi } from "../lib/api.server";
import { replyWithApiError } from "../lib/forms.server";
import { guard } from "../lib/guards.server";
import { i18nFor } from "../lib/i18n";
import { localeOfPath, localizePath } from "../lib/locale";
import { seo } from "../lib/meta";
import { clearAuthCookieHeader } from "../lib/session.server";
import { useLocale } from "../lib/use-locale";
import { ButtonLink } from "../ui/button";
import { FormError } from "../ui/field";
import { SubmitButton, TextField } from "../ui/form-field";
import type { Route } from "./+types/reset-password";

export async function loader(args: Route.LoaderArgs) {
  await guard(args);
  const url = new URL(args.request.url);
  const locale = localeOfPath(url.pathname);
  const token = url.searchParams.get("token") ?? "";
  // a token that cannot be one of ours is told as the invalid link it is, not as a form error (RESET-LINK)
  const isPlausible = tokenBody.safeParse({ token }).success;
  return { title: i18nFor(locale).t("auth.resetTitle"), token, isPlausible };
}

export const meta: Route.MetaFunction = ({ data, matches, location }) =>
  seo(matches, { title: data?.title ?? "", pathname: location.pathname, noindex: true });

/** Sets the new password; every session ends, so the visitor signs in again. */
export async function action({ request, context }: Route.ActionArgs) {
  const locale = localeOfPath(new URL(request.url).pathname);
  const submission = parseWithZod(await request.formData(), { schema: resetPasswordBody });
  if (submission.status !== "success")
    return submission.error?.token
      ? { linkInvalid: true as const }
      : submission.reply({ hideFields: ["password", "password_confirmation"] });
  const result = await callApi(context, request, "/password/reset", {
    method: "POST",
    body: submission.value,
    locale,
  });
  if (!result.ok && result.error.code === "invalid_token") return { linkInvalid: true as const };
  if (!result.ok) return replyWithApiError(submission, result.error);
  return redirect(`${localizePath("/login", locale)}?reset=1`, {
    headers: { "set-cookie": clearAuthCookieHeader(request) },
  });
}

export default function ResetPassword() {
  const { t } = useTranslation();
  const { to } = useLocale();
  const { token, isPlausible } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const lastResult = answer && "linkInvalid" in answer ? undefined : answer;
  const navigation = useNavigation();
  const [form, fields] = useForm({
    lastResult,
    defaultValue: { token },
    onValidate: ({ formData }) => parseWithZod(formData, { schema: resetPasswordBody }),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });
  if (!isPlausible || (answer && "linkInvalid" in answer))
    return (
      <AuthCard title={t("auth.resetTitle")}>
        <p role="alert" className="rounded-lg bg-amber-50 px-4 py-3 text-amber-900">
          {t("auth.resetLinkInvalid")}
        </p>
        <div className="mt-5 flex flex-wrap gap-3">
          <ButtonLink to={to("/auth/forgotten-password")}>{t("auth.resetRequestNew")}</ButtonLink>
          <ButtonLink to={to("/login")} variant="secondary">
            {t("auth.backToLogin")}
          </ButtonLink>
        </div>
      </AuthCard>
    );
  return (
    <AuthCard
      title={t("auth.resetTitle")}
      intro={t("auth.resetIntro")}
      footer={
        <Link to={to("/auth/forgotten-password")} className="font-semibold text-primary hover:underline">
          {t("auth.forgotLink")}
        </Link>
      }
    >
      <Form method="post" {...getFormProps(form)} className="space-y-4">
        <FormError errors={form.errors ?? fields.token.errors} />
        <input type="hidden" name={fields.token.name} value={token} />
        <TextField
          field={fields.password}
          label={t("auth.newPassword")}
          type="password"
          autoComplete="new-password"
          hint={t("auth.passwordHint")}
          required
        />
        <TextField
          field={fields.password_confirmation}
          label={t("auth.passwordConfirmation")}
          type="password"
          autoComplete="new-password"
          required
        />
        <SubmitButton pending={navigation.state === "submitting"}>{t("auth.submitReset")}</SubmitButton>
      </Form>
    </AuthCard>
  );
}
