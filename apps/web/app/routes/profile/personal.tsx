import { getFormProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import type { User } from "@kursove/contracts";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { Form, useActionData, useNavigation } from "react-router";
import { AvatarForm } from "../../features/accounts/avatar-form";
import { savePersonal, uploadAvatar } from "../../features/accounts/personal.server";
import { personalSchema } from "../../features/accounts/personal-form";
import { PlaceFields } from "../../features/accounts/place-fields";
import { profileOf } from "../../features/accounts/profile.server";
import { useCountries } from "../../lib/countries";
import { loadCountries } from "../../lib/countries.server";
import { guardUser } from "../../lib/guards.server";
import { localeOfPath } from "../../lib/locale";
import { toast } from "../../lib/toast";
import { FormError } from "../../ui/field";
import { SubmitButton, TextField } from "../../ui/form-field";
import type { Route } from "./+types/personal";

export async function loader(args: Route.LoaderArgs) {
  const user = (await guardUser(args, ["profileAuth", "locale"])) as User;
  const placeCountries = await loadCountries(args, localeOfPath(new URL(args.request.url).pathname));
  return { profile: profileOf(user), avatar: user.avatar, placeCountries };
}

/** Uploads the avatar, or saves the personal details (features/accounts/personal.server). */
export async function action(args: Route.ActionArgs) {
  const user = (await guardUser(args, ["profileAuth", "locale"])) as User;
  const form = await args.request.formData();
  return form.get("intent") === "avatar" ? uploadAvatar(args, form) : savePersonal(args, user, form);
}

export default function PersonalInfo({ loaderData: { profile, avatar } }: Route.ComponentProps) {
  const { t } = useTranslation();
  const answer = useActionData<typeof action>();
  const navigation = useNavigation();
  const countries = useCountries();
  const [form, fields] = useForm({
    lastResult: answer?.intent === "profile" ? answer.result : undefined,
    defaultValue: profile,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: personalSchema }),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });
  useEffect(() => {
    if (answer?.ok) toast.success(answer.intent === "avatar" ? t("profile.avatarSaved") : t("profile.saved"));
  }, [answer, t]);
  const busy = navigation.state === "submitting";
  return (
    <div className="space-y-10">
      <AvatarForm avatar={avatar} error={answer?.intent === "avatar" ? answer.error : null} busy={busy} />
      <Form method="post" {...getFormProps(form)} className="space-y-4">
        <h2 className="text-lg font-bold text-dark">{t("profile.tabs.personal")}</h2>
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
          <TextField
            field={fields.username}
            label={t("auth.username")}
            autoComplete="username"
            hint={t("auth.usernameHint")}
            required
          />
          <TextField field={fields.mobile} label={t("profile.mobile")} type="tel" autoComplete="tel" />
          <PlaceFields
            fields={fields}
            countries={countries}
            initial={{ country: profile.country || "BG", city: profile.city ?? "" }}
          />
          <TextField field={fields.post_code} label={t("profile.postCode")} autoComplete="postal-code" />
        </div>
        <TextField field={fields.address} label={t("profile.address")} autoComplete="address-line1" />
        <SubmitButton pending={busy}>{t("profile.save")}</SubmitButton>
      </Form>
    </div>
  );
}
