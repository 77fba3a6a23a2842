import { getFormProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { deleteAccountBody } from "@kursove/contracts";
import { useTranslation } from "react-i18next";
import { Form, redirect, useActionData, useNavigation } from "react-router";
import { callApi } from "../../lib/api.server";
import { replyWithApiError } from "../../lib/forms.server";
import { guard } from "../../lib/guards.server";
import { localeOfPath, localizePath } from "../../lib/locale";
import { clearAuthCookieHeader } from "../../lib/session.server";
import { buttonVariants } from "../../ui/button";
import { FormError } from "../../ui/field";
import { TextField } from "../../ui/form-field";
import type { Route } from "./+types/account";

export async function loader(args: Route.LoaderArgs) {
  await guard(args, ["profileAuth", "locale"]);
  return null;
}

/** Deletes the account (the API anonymises it), clears the cookie and goes home. */
export async function action(args: Route.ActionArgs) {
  await guard(args, ["profileAuth", "locale"]);
  const locale = localeOfPath(new URL(args.request.url).pathname);
  const submission = parseWithZod(await args.request.formData(), { schema: deleteAccountBody });
  if (submission.status !== "success") return submission.reply({ hideFields: ["password"] });
  const result = await callApi(args.context, args.request, "/user", {
    method: "DELETE",
    body: submission.value,
    locale,
  });
  if (!result.ok) return replyWithApiError(submission, result.error);
  return redirect(`${localizePath("/", locale)}?accountDeleted=1`, {
    headers: { "set-cookie": clearAuthCookieHeader(args.request) },
  });
}

export default function AccountData() {
  const { t } = useTranslation();
  const lastResult = useActionData<typeof action>();
  const navigation = useNavigation();
  const [form, fields] = useForm({
    lastResult,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: deleteAccountBody }),
    shouldValidate: "onSubmit",
  });
  return (
    <div className="space-y-10">
      <section aria-labelledby="export-heading">
        <h2 id="export-heading" className="text-lg font-bold text-dark">
          {t("profile.exportTitle")}
        </h2>
        <p className="mt-1 text-stone-600">{t("profile.exportText")}</p>
        <a
          href="/api/v1/user/export"
          download
          className="mt-4 inline-flex h-11 items-center rounded-lg border border-stone-300 px-5 text-sm font-semibold hover:bg-stone-50"
        >
          {t("profile.exportButton")}
        </a>
      </section>
      <section aria-labelledby="delete-heading" className="rounded-xl border border-red-200 bg-red-50/50 p-5">
        <h2 id="delete-heading" className="text-lg font-bold text-red-900">
          {t("profile.deleteTitle")}
        </h2>
        <p className="mt-1 text-stone-700">{t("profile.deleteText")}</p>
        <Form method="post" {...getFormProps(form)} className="mt-4 max-w-md space-y-4">
          <FormError errors={form.errors} />
          <TextField
            field={fields.password}
            label={t("profile.deletePassword")}
            type="password"
            autoComplete="current-password"
            required
          />
          <button
            type="submit"
            disabled={navigation.state === "submitting"}
            className={buttonVariants({ variant: "danger" })}
          >
            {t("profile.deleteButton")}
          </button>
        </Form>
      </section>
    </div>
  );
}
