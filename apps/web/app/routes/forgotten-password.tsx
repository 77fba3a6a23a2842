import { getFormProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { forgotPasswordBody } from "@kursove/contracts";
import { useTranslation } from "react-i18next";
import { Form, Link, useActionData, useNavigation } from "react-router";
import { AuthCard } from "../features/accounts/auth-card";
import { callApi } from "../lib/api.server";
import { replyWithApiError } from "../lib/forms.server";
import { guard } from "../lib/guards.server";
import { i18nFor } from "../lib/i18n";
import { localeOfPath } from "../lib/locale";
import { seo } from "../lib/meta";
import { useLocale } from "../lib/use-locale";
import { FormError } from "../ui/field";
import { SubmitButton, TextField } from "../ui/form-field";
import type { Route } from "./+types/forgotten-password";

export async function loader(args: Route.LoaderArgs) {
  await guard(args);
  const locale = localeOfPath(new URL(args.request.url).pathname);
  return { title: i18nFor(locale).t("auth.forgotTitle") };
}

export const meta: Route.MetaFunction = ({ data, matches, location }) =>
  seo(matches, { title: data?.title ?? "", pathname: location.pathname, noindex: true });

export async function action({ request, context }: Route.ActionArgs) {
  const locale = localeOfPath(new URL(request.url).pathname);
  const submission = parseWithZod(await request.formData(), { schema: forgotPasswordBody });
  if (submission.status !== "success") return { result: submission.reply(), sent: false };
  const result = await callApi(context, request, "/password/forgot", {
    method: "POST",
    body: submission.value,
    locale,
  });
  if (!result.ok) return { result: replyWithApiError(submission, result.error), sent: false };
  return { result: submission.reply({ resetForm: true }), sent: true };
}

export default function ForgottenPassword() {
  const { t } = useTranslation();
  const { to } = useLocale();
  const answer = useActionData<typeof action>();
  const navigation = useNavigation();
  const [form, fields] = useForm({
    lastResult: answer?.result,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: forgotPasswordBody }),
    shouldValidate: "onBlur",
    // an error goes as soon as it is fixed, so the button does not move under the pointer on blur and
    // the first click after the fix submits
    shouldRevalidate: "onInput",
  });
  return (
    <AuthCard
      title={t("auth.forgotTitle")}
      intro={t("auth.forgotIntro")}
      footer={
        <Link to={to("/login")} className="font-semibold text-primary hover:underline">
          {t("auth.backToLogin")}
        </Link>
      }
    >
      {answer?.sent ? (
        <p role="status" className="rounded-lg bg-green-50 px-4 py-3 text-green-900">
          {t("auth.forgotSent")}
        </p>
      ) : (
        <Form method="post" {...getFormProps(form)} className="space-y-4">
          <FormError errors={form.errors} />
          <TextField
            field={fields.email}
            label={t("auth.email")}
            type="email"
            autoComplete="email"
            required
          />
          <SubmitButton pending={navigation.state === "submitting"}>{t("auth.submitForgot")}</SubmitButton>
        </Form>
      )}
    </AuthCard>
  );
}
