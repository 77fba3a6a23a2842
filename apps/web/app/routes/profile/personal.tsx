import { getFormProps, getSelectProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { type IndexResponse, profileBody, type User } from "@kursove/contracts";
import { photoImageTypes } from "@kursove/contracts/constants";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Form, useActionData, useNavigation, useRouteLoaderData } from "react-router";
import { profileOf, saveProfile } from "../../features/accounts/profile.server";
import { callApi } from "../../lib/api.server";
import { replyWithApiError } from "../../lib/forms.server";
import { guard } from "../../lib/guards.server";
import { localeOfPath } from "../../lib/locale";
import { toast } from "../../lib/toast";
import { FormError, useFieldMessage } from "../../ui/field";
import { SubmitButton, TextField } from "../../ui/form-field";
import type { Route } from "./+types/personal";

const schema = profileBody.pick({
  username: true,
  first_name: true,
  last_name: true,
  mobile: true,
  country: true,
  city: true,
  district: true,
  address: true,
  post_code: true,
});

export async function loader(args: Route.LoaderArgs) {
  const user = (await guard(args, ["profileAuth", "locale"])) as User;
  return { profile: profileOf(user), avatar: user.avatar };
}

export async function action(args: Route.ActionArgs) {
  const user = (await guard(args, ["profileAuth", "locale"])) as User;
  const locale = localeOfPath(new URL(args.request.url).pathname);
  const formData = await args.request.formData();
  if (formData.get("intent") === "avatar") {
    const upload = new FormData();
    const file = formData.get("avatar");
    if (file instanceof File && file.size > 0) upload.set("avatar", file, file.name);
    const result = await callApi<User>(args.context, args.request, "/user/avatar", {
      method: "POST",
      body: upload,
      locale,
    });
    return {
      intent: "avatar" as const,
      ok: result.ok,
      error: result.ok ? null : (result.error.errors?.avatar?.[0] ?? result.error.message),
      result: undefined,
    };
  }
  const submission = parseWithZod(formData, { schema });
  if (submission.status !== "success")
    return { intent: "profile" as const, ok: false, error: null, result: submission.reply() };
  const result = await saveProfile(args, user, submission.value);
  if (!result.ok)
    return {
      intent: "profile" as const,
      ok: false,
      error: null,
      result: replyWithApiError(submission, result.error),
    };
  return { intent: "profile" as const, ok: true, error: null, result: submission.reply() };
}

export default function PersonalInfo({ loaderData: { profile, avatar } }: Route.ComponentProps) {
  const { t } = useTranslation();
  const message = useFieldMessage();
  const answer = useActionData<typeof action>();
  const navigation = useNavigation();
  const root = useRouteLoaderData("root") as { countries: IndexResponse["countries"] } | undefined;
  const countries = root?.countries ?? [];
  const [form, fields] = useForm({
    lastResult: answer?.intent === "profile" ? answer.result : undefined,
    defaultValue: profile,
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });
  const [country, setCountry] = useState(profile.country || "BG");
  const [city, setCity] = useState(profile.city ?? "");
  const cities = countries.find((c) => c.iso === country)?.cities ?? [];
  const districts = cities.find((c) => c.slug === city)?.districts ?? [];
  useEffect(() => {
    if (answer?.ok) toast.success(answer.intent === "avatar" ? t("profile.avatarSaved") : t("profile.saved"));
  }, [answer, t]);
  const busy = navigation.state === "submitting";
  const select =
    "h-11 w-full rounded-lg border border-stone-300 bg-white px-3 focus-visible:outline-2 focus-visible:outline-primary";
  return (
    <div className="space-y-10">
      <section aria-labelledby="avatar-heading">
        <h2 id="avatar-heading" className="text-lg font-bold text-dark">
          {t("profile.avatarTitle")}
        </h2>
        <Form
          method="post"
          encType="multipart/form-data"
          className="mt-3 flex flex-col gap-3 sm:flex-row sm:items-end"
        >
          {avatar && <img src={avatar} alt="" width={72} height={72} className="h-18 w-18 rounded-full" />}
          <div className="flex-1">
            <label htmlFor="avatar" className="mb-1 block text-sm font-semibold text-stone-700">
              {t("profile.uploadAvatar")}
            </label>
            <input
              id="avatar"
              name="avatar"
              type="file"
              accept={photoImageTypes.join(",")}
              required
              aria-describedby="avatar-hint"
              className="block w-full text-sm file:mr-3 file:rounded-lg file:border-0 file:bg-secondary file:px-4 file:py-2 file:font-semibold file:text-primary"
            />
            <p id="avatar-hint" className="mt-1 text-xs text-stone-500">
              {t("profile.avatarHint")}
            </p>
            {answer?.intent === "avatar" && answer.error && (
              <p role="alert" className="mt-1 text-sm text-red-700">
                {message(answer.error)}
              </p>
            )}
          </div>
          <button
            type="submit"
            name="intent"
            value="avatar"
            disabled={busy}
            className="h-11 rounded-lg border border-stone-300 px-4 text-sm font-semibold hover:bg-stone-50"
          >
            {t("profile.uploadAvatar")}
          </button>
        </Form>
      </section>

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
          <div>
            <label htmlFor={fields.country.id} className="mb-1 block text-sm font-semibold text-stone-700">
              {t("profile.country")}
            </label>
            <select
              {...getSelectProps(fields.country)}
              key={undefined}
              value={country}
              onChange={(e) => {
                setCountry(e.target.value);
                setCity("");
              }}
              className={select}
            >
              <option value="">{t("profile.choose")}</option>
              {countries.map((c) => (
                <option key={c.iso} value={c.iso}>
                  {c.name}
                </option>
              ))}
            </select>
          </div>
          <div>
            <label htmlFor={fields.city.id} className="mb-1 block text-sm font-semibold text-stone-700">
              {t("profile.city")}
            </label>
            <select
              {...getSelectProps(fields.city)}
              key={undefined}
              value={city}
              onChange={(e) => setCity(e.target.value)}
              className={select}
            >
              <option value="">{t("profile.choose")}</option>
              {cities.map((c) => (
                <option key={c.slug} value={c.slug}>
                  {c.name}
                </option>
              ))}
            </select>
          </div>
          <div>
            <label htmlFor={fields.district.id} className="mb-1 block text-sm font-semibold text-stone-700">
              {t("profile.district")}
            </label>
            <select
              {...getSelectProps(fields.district)}
              key={`${city}-district`}
              className={select}
              disabled={districts.length === 0}
            >
              <option value="">{t("profile.choose")}</option>
              {districts.map((d) => (
                <option key={d.id} value={d.name}>
                  {d.name}
                </option>
              ))}
            </select>
          </div>
          <TextField field={fields.post_code} label={t("profile.postCode")} autoComplete="postal-code" />
        </div>
        <TextField field={fields.address} label={t("profile.address")} autoComplete="address-line1" />
        <SubmitButton pending={busy}>{t("profile.save")}</SubmitButton>
      </Form>
    </div>
  );
}
