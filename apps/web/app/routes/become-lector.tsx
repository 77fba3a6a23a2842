import { getFormProps, getTextareaProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { type LectorArea, lectorRequestBody, type ProviderSummary } from "@kursove/contracts";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { Form, redirect, useActionData, useNavigation, useSearchParams } from "react-router";
import { UnverifiedNotice } from "../features/accounts/profile-notices";
import { ProviderChoice } from "../features/lectors/provider-choice";
import { requestableProviders } from "../features/lectors/requestable";
import { callApi } from "../lib/api.server";
import { replyWithApiError } from "../lib/forms.server";
import { guardUser } from "../lib/guards.server";
import { i18nFor } from "../lib/i18n";
import { localeOfPath, localizePath } from "../lib/locale";
import { seo } from "../lib/meta";
import { resendNotice } from "../lib/resend-notice";
import { toast } from "../lib/toast";
import { Container } from "../ui/container";
import { FormError, useFieldMessage } from "../ui/field";
import { SubmitButton } from "../ui/form-field";
import type { Route } from "./+types/become-lector";

/**
 * Signed-in users only; providers, and lectors who did not come to ask another provider (`?another=1`
 * from the lector area), are told they already are and sent to the profile. A revoked lector
 * may ask again: the list leaves out only open links.
 */
async function requireRequester(args: Route.LoaderArgs | Route.ActionArgs) {
  const url = new URL(args.request.url);
  const locale = localeOfPath(url.pathname);
  const user = await guardUser(args, ["profileAuth", "locale"]);
  if (!user) throw redirect(`${localizePath("/login", locale)}?redirect=${encodeURIComponent(url.pathname)}`);
  if (user.is_lector && !url.searchParams.has("another"))
    throw redirect(`${localizePath("/profile", locale)}?notice=already_lector`);
  if (user.is_provider) throw redirect(`${localizePath("/profile", locale)}?notice=already_provider`);
  return { locale, verified: user.email_verified };
}

export async function loader(args: Route.LoaderArgs) {
  const { locale, verified } = await requireRequester(args);
  const [result, lector] = await Promise.all([
    callApi<{ providers: ProviderSummary[] }>(args.context, args.request, "/providers", { locale }),
    // 403 for a user without any lector link: then every provider may be asked
    callApi<LectorArea>(args.context, args.request, "/lector", { locale }),
  ]);
  const another = lector.ok && lector.data.providers.some((p) => p.pivot.status === "accepted");
  return {
    another,
    // the API refuses a request from an unverified address: the page offers a new link before the form
    verified,
    providers: requestableProviders(
      result.ok ? result.data.providers : [],
      lector.ok ? lector.data.providers : undefined,
    ),
    title: i18nFor(locale).t(another ? "lector:providers.askAnother" : "lector:request.title"),
  };
}

export const meta: Route.MetaFunction = ({ data, matches, location }) =>
  seo(matches, { title: data?.title ?? "", pathname: location.pathname, noindex: true });

export async function action(args: Route.ActionArgs) {
  const { locale } = await requireRequester(args);
  const submission = parseWithZod(await args.request.formData(), { schema: lectorRequestBody });
  if (submission.status !== "success") return submission.reply();
  const result = await callApi(args.context, args.request, "/lector/requests", {
    method: "POST",
    body: submission.value,
    locale,
  });
  if (!result.ok) return replyWithApiError(submission, result.error);
  throw redirect(`${localizePath("/lector", locale)}?requested=1`);
}

export default function BecomeLector({
  loaderData: { providers, another, verified, title },
}: Route.ComponentProps) {
  const { t } = useTranslation("lector");
  const [params] = useSearchParams();
  useEffect(() => {
    const resend = resendNotice(params);
    if (resend?.sent) toast.success(t("auth.resendSent", { ns: "common" }));
    else if (resend) toast.error(t(resend.code, { ns: "errors" }));
  }, [params, t]);
  const message = useFieldMessage();
  const lastResult = useActionData<typeof action>();
  const navigation = useNavigation();
  const [form, fields] = useForm({
    lastResult,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: lectorRequestBody }),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });
  const { key: messageKey, ...messageProps } = getTextareaProps(fields.message, { ariaAttributes: true });
  return (
    <Container className="max-w-3xl py-8 sm:py-12">
      <h1 className="text-2xl font-extrabold text-dark sm:text-3xl">{title}</h1>
      <p className="mt-2 text-stone-600">{t(another ? "request.anotherIntro" : "request.intro")}</p>
      {!verified && <UnverifiedNotice />}
      <Form
        method="post"
        {...getFormProps(form)}
        className="mt-6 space-y-5 rounded-2xl border border-stone-200 bg-white p-5 shadow-sm sm:p-8"
      >
        <FormError errors={form.errors} />
        <ProviderChoice
          providers={providers}
          name={fields.provider_id.name}
          initialValue={fields.provider_id.initialValue}
          errors={fields.provider_id.errors}
        />
        <div>
          <label htmlFor={fields.message.id} className="mb-1 block text-sm font-semibold text-stone-700">
            {t("request.message")}
            <span className="text-red-700" aria-hidden="true">
              {" "}
              *
            </span>
          </label>
          <textarea
            key={messageKey}
            {...messageProps}
            rows={5}
            maxLength={2000}
            className={`w-full rounded-lg border bg-white p-3 ${fields.message.errors ? "border-red-600" : "border-stone-300"}`}
          />
          <p className="mt-1 text-xs text-stone-500">{t("request.messageHint")}</p>
          {fields.message.errors && (
            <p id={fields.message.errorId} className="text-sm text-red-700">
              {fields.message.errors.map(message).join(" ")}
            </p>
          )}
        </div>
        <SubmitButton pending={navigation.state === "submitting"}>{t("request.submit")}</SubmitButton>
      </Form>
    </Container>
  );
}
