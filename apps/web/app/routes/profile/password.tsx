import { getFormProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { changePasswordBody } from "@kursove/contracts";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { Form, useActionData, useNavigation } from "react-router";
import { callApi } from "../../lib/api.server";
import { replyWithApiError } from "../../lib/forms.server";
import { guard } from "../../lib/guards.server";
import { localeOfPath } from "../../lib/locale";
import { toast } from "../../lib/toast";
import { FormError } from "../../ui/field";
import { SubmitButton, TextField } from "../../ui/form-field";
import type { Route } from "./+types/password";

export async function loader(args: Route.LoaderArgs) {
  await guard(args, ["profileAuth", "locale"]);
  return null;
}

export async function action(args: Route.ActionArgs) {
  await guard(args, ["profileAuth", "locale"]);
  const locale = localeOfPath(new URL(args.request.url).pathname);
  const submission = parseWithZod(await args.request.formData(), { schema: changePasswordBody });
  const hidden = ["current_password", "password", "password_confirmation"];
  if (submission.status !== "success") return { ok: false, result: submission.reply({ hideFields: hidden }) };
  const result = await callApi(args.context, args.request, "/user/password", {
    method: "PUT",
    body: submission.value,
    locale,
  });
  if (!result.ok) return { ok: false, result: replyWithApiError(submission, result.error) };
  return { ok: true, result: submission.reply({ resetForm: true }) };
}

export default function ChangePassword() {
  const { t } = useTranslation();
  const answer = useActionData<typeof action>();
  const navigation = useNavigation();
  const [form, fields] = useForm({
    lastResult: answer?.result,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: changePasswordBody }),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });
  useEffect(() => {
    if (answer?.ok) toast.success(t("profile.passwordChanged"));
  }, [answer, t]);
  return (
    <Form method="post" {...getFormProps(form)} className="max-w-md space-y-4">
      <h2 className="text-lg font-bold text-dark">{t("profile.changePassword")}</h2>
      <FormError errors={form.errors} />
      <TextField
        field={fields.current_password}
        label={t("profile.currentPassword")}
        type="password"
        autoComplete="current-password"
        required
      />
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
      <SubmitButton pending={navigation.state === "submitting"}>{t("profile.changePassword")}</SubmitButton>
    </Form>
  );
}
