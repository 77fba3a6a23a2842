import { getFormProps, getSelectProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { profileBody, type User } from "@kursove/contracts";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { Form, useActionData, useNavigation } from "react-router";
import { profileOf, saveProfileTab } from "../../features/accounts/profile.server";
import { loadPreferences } from "../../features/notifications/notifications.server";
import { PreferencesSection } from "../../features/notifications/preferences-section";
import { guardUser } from "../../lib/guards.server";
import { toast } from "../../lib/toast";
import { FormError } from "../../ui/field";
import { CheckboxField, SubmitButton } from "../../ui/form-field";
import type { Route } from "./+types/settings";

const schema = profileBody.pick({ language: true, newsletter: true, notifications: true });

export async function loader(args: Route.LoaderArgs) {
  const user = (await guardUser(args, ["profileAuth", "locale"])) as User;
  return { profile: profileOf(user), notificationPreferences: await loadPreferences(args) };
}

export function action(args: Route.ActionArgs) {
  return saveProfileTab(args, schema);
}

export default function Settings({ loaderData: { profile, notificationPreferences } }: Route.ComponentProps) {
  const { t } = useTranslation();
  const answer = useActionData<typeof action>();
  const navigation = useNavigation();
  const [form, fields] = useForm({
    lastResult: answer?.result,
    defaultValue: {
      ...profile,
      newsletter: profile.newsletter ? "on" : "",
      notifications: profile.notifications ? "on" : "",
    },
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
  });
  useEffect(() => {
    if (answer?.ok) toast.success(t("profile.saved"));
  }, [answer, t]);
  return (
    <>
      <Form method="post" {...getFormProps(form)} className="space-y-5">
        <h2 className="text-lg font-bold text-dark">{t("profile.tabs.settings")}</h2>
        <FormError errors={form.errors} />
        <div>
          <label htmlFor={fields.language.id} className="mb-1 block text-sm font-semibold text-stone-700">
            {t("profile.language")}
          </label>
          <select
            {...getSelectProps(fields.language)}
            className="h-11 w-full max-w-xs rounded-lg border border-stone-300 bg-white px-3"
          >
            <option value="bg">Български</option>
            <option value="en">English</option>
          </select>
        </div>
        <CheckboxField field={fields.notifications} label={t("profile.notifications")} />
        <CheckboxField field={fields.newsletter} label={t("profile.newsletter")} />
        <SubmitButton pending={navigation.state === "submitting"}>{t("profile.save")}</SubmitButton>
      </Form>
      <PreferencesSection preferences={notificationPreferences} />
    </>
  );
}
