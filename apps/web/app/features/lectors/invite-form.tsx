import { getFormProps, type SubmissionResult, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { inviteLectorBody } from "@kursove/contracts";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { Form, useNavigation } from "react-router";
import { toast } from "../../lib/toast";
import { FormError } from "../../ui/field";
import { SubmitButton, TextField } from "../../ui/form-field";

/** The action's answer to any of the page's forms; only an invitation carries a form result. */
export type InviteAnswer = { intent: string; ok: boolean; result?: SubmissionResult<string[]> };

/** The form that invites a lector by email; the page's action answers it. */
export function InviteForm({ answer }: { answer: InviteAnswer | undefined }) {
  const { t } = useTranslation("lector");
  const navigation = useNavigation();
  const lastResult = answer?.result;
  const [form, fields] = useForm({
    lastResult,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: inviteLectorBody }),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });
  useEffect(() => {
    if (answer?.intent === "invite" && answer.ok) toast.success(t("dashboard.invited"));
  }, [answer, t]);
  return (
    <Form
      method="post"
      {...getFormProps(form)}
      className="space-y-4 rounded-2xl border border-stone-200 bg-white p-5 shadow-sm"
    >
      <h2 className="text-lg font-bold text-dark">{t("dashboard.inviteTitle")}</h2>
      <p className="text-sm text-stone-600">{t("dashboard.inviteIntro")}</p>
      <FormError errors={form.errors} />
      <div className="grid gap-3 sm:grid-cols-[1fr_auto] sm:items-start">
        <TextField
          field={fields.email}
          label={t("dashboard.email")}
          type="email"
          autoComplete="off"
          required
        />
        <div className="sm:pt-6">
          <input type="hidden" name="intent" value="invite" />
          <SubmitButton pending={navigation.state === "submitting"}>{t("dashboard.invite")}</SubmitButton>
        </div>
      </div>
    </Form>
  );
}
