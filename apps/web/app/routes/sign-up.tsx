import { getFormProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { registerBody } from "@kursove/contracts";
import { useTranslation } from "react-i18next";
import { Form, Link, redirect, useActionData, useNavigation } from "react-router";
import { AuthCard } from "../features/accounts/auth-card";
import { CaptchaField } from "../features/accounts/captcha-field";
import { callApi } from "../lib/api.server";
import { replyWithApiError } from "../lib/forms.server";
import { guard } from "../lib/guards.server";
import { i18nFor } from "../lib/i18n";
import { localeOfPath, localizePath } from "../lib/locale";
import { seo } from "../lib/meta";
import { authCookieHeader } from "../lib/session.server";
import { useLocale } from "../lib/use-locale";
import { FormError } from "../ui/field";
import { CheckboxField, SubmitButton, TextField } from "../ui/form-field";
import type { Route } from "./+types/sign-up";

export async function loader(args: Route.LoaderArgs) {
  await guard(args, ["guest", "locale"]);
  const url = new URL(args.request.url);
  const locale = localeOfPath(url.pathname);
  // a lector invitation links here with the invited address (?email=)
  const email = url.searchParams.get("email")?.slice(0, 254) ?? "";
  return { title: i18nFor(locale).t("auth.signUpTitle"), email };
}

export const meta: Route.MetaFunction = ({ data, matches, location }) =>
  seo(matches, { title: data?.title ?? "", pathname: location.pathname });

export async function action({ request, context }: Route.ActionArgs) {
  const locale = localeOfPath(new URL(request.url).pathname);
  const formData = await request.formData();
  const submission = parseWithZod(formData, { schema: registerBody });
  if (submission.status !== "success")
    return submission.reply({ hideFields: ["password", "password_confirmation"] });
  const result = await callApi<{ t: string }>(context, request, "/register", {
    method: "POST",
    body: { ...submission.value, language: locale },
    locale,
  });
  if (!result.ok) return replyWithApiError(submission, result.error);
  return redirect(`${localizePath("/profile", locale)}?welcome=1`, {
    headers: { "set-cookie": authCookieHeader(request, result.data.t) },
  });
}

export default function SignUp({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { to } = useLocale();
  const lastResult = useActionData<typeof action>();
  const navigation = useNavigation();
  const [form, fields] = useForm({
    lastResult,
    defaultValue: { email: loaderData.email },
    onValidate: ({ formData }) => parseWithZod(formData, { schema: registerBody }),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });
  return (
    <AuthCard
      title={t("auth.signUpTitle")}
      intro={t("auth.signUpIntro")}
      footer={
        <>
          {t("auth.haveAccount")}{" "}
          <Link to={to("/login")} className="font-semibold text-primary hover:underline">
            {t("auth.loginLink")}
          </Link>
        </>
      }
    >
      <Form method="post" {...getFormProps(form)} className="space-y-4">
        <FormError errors={form.errors} />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            field={fields.first_name}
            label={t("auth.firstName")}
            autoComplete="given-name"
            required
          />
          <TextField
            field={fields.last_name}
            label={t("auth.lastName")}
            autoComplete="family-name"
            required
          />
        </div>
        <TextField
          field={fields.username}
          label={t("auth.username")}
          autoComplete="username"
          hint={t("auth.usernameHint")}
          required
        />
        <TextField field={fields.email} label={t("auth.email")} type="email" autoComplete="email" required />
        <TextField
          field={fields.password}
          label={t("auth.password")}
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
        <CheckboxField
          field={fields.terms}
          label={
            <>
              {t("auth.acceptTermsBefore")}{" "}
              <Link to={to("/terms-of-use")} target="_blank" className="font-semibold text-primary underline">
                {t("auth.acceptTermsLink")}
              </Link>{" "}
              {t("auth.acceptTermsAfter")}
            </>
          }
        />
        <CheckboxField field={fields.newsletter} label={t("auth.newsletter")} />
        <CheckboxField field={fields.notifications} label={t("auth.notifications")} />
        <CaptchaField errors={fields.captcha.errors} answer={lastResult} />
        <div className="pt-2">
          <SubmitButton pending={navigation.state === "submitting"}>{t("auth.submitSignUp")}</SubmitButton>
        </div>
      </Form>
    </AuthCard>
  );
}
