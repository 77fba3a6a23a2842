import { getFormProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { profileBody, type User } from "@kursove/contracts";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { Form, useActionData, useNavigation } from "react-router";
import { profileOf, saveProfileTab } from "../../features/accounts/profile.server";
import { guardUser } from "../../lib/guards.server";
import { toast } from "../../lib/toast";
import { FormError } from "../../ui/field";
import { SubmitButton, TextField } from "../../ui/form-field";
import type { Route } from "./+types/business";

const schema = profileBody.pick({
  company_name: true,
  company_vat_id: true,
  company_address: true,
  company_mol: true,
});

export async function loader(args: Route.LoaderArgs) {
  const user = (await guardUser(args, ["profileAuth", "locale"])) as User;
  return { profile: profileOf(user) };
}

export function action(args: Route.ActionArgs) {
  return saveProfileTab(args, schema);
}

export default function BusinessProfile({ loaderData: { profile } }: Route.ComponentProps) {
  const { t } = useTranslation();
  const answer = useActionData<typeof action>();
  const navigation = useNavigation();
  const [form, fields] = useForm({
    lastResult: answer?.result,
    defaultValue: profile,
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
    shouldValidate: "onBlur",
    // an error goes as soon as it is fixed, so the button does not move under the pointer on blur and
    // the first click after the fix submits
    shouldRevalidate: "onInput",
  });
  useEffect(() => {
    if (answer?.ok) toast.success(t("profile.saved"));
  }, [answer, t]);
  return (
    <Form method="post" {...getFormProps(form)} className="space-y-4">
      <h2 className="text-lg font-bold text-dark">{t("profile.tabs.business")}</h2>
      <p className="text-stone-600">{t("profile.businessIntro")}</p>
      <FormError errors={form.errors} />
      <TextField field={fields.company_name} label={t("profile.companyName")} autoComplete="organization" />
      <TextField
        field={fields.company_vat_id}
        label={t("profile.companyVat")}
        hint="BG204567891 / 204567891"
      />
      <TextField field={fields.company_address} label={t("profile.companyAddress")} />
      <TextField field={fields.company_mol} label={t("profile.companyMol")} autoComplete="name" />
      <SubmitButton pending={navigation.state === "submitting"}>{t("profile.save")}</SubmitButton>
    </Form>
  );
}
