import { getFormProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { type SandboxOnboardingLink, sandboxOnboardingBody } from "@kursove/contracts";
import { useTranslation } from "react-i18next";
import { data, Form, redirect, useActionData, useNavigation } from "react-router";
import { callApi } from "../lib/api.server";
import { formatDate } from "../lib/format";
import { replyWithApiError } from "../lib/forms.server";
import { guard } from "../lib/guards.server";
import { i18nFor } from "../lib/i18n";
import { localeOfPath, localizePath } from "../lib/locale";
import { seo } from "../lib/meta";
import { useLocale } from "../lib/use-locale";
import { Container } from "../ui/container";
import { FormError } from "../ui/field";
import { CheckboxField, SubmitButton, TextField } from "../ui/form-field";
import type { Route } from "./+types/sandbox-connect";

type Gone = { code: string; refresh_url?: string | null };

/** An expired, used or unknown link goes where the gateway sends it: the link's refresh_url (/reauth). */
function toRefresh(error: Gone, pathname: string) {
  return redirect(error.refresh_url ?? localizePath("/reauth", localeOfPath(pathname)));
}

/** The sandbox gateway's own hosted onboarding page (Stripe hosts this page itself). */
export async function loader(args: Route.LoaderArgs) {
  await guard(args, ["locale"]);
  const url = new URL(args.request.url);
  const locale = localeOfPath(url.pathname);
  const result = await callApi<SandboxOnboardingLink>(
    args.context,
    args.request,
    `/payments/sandbox/onboarding/${encodeURIComponent(args.params.token)}`,
    { locale },
  );
  if (result.ok) return { link: result.data, title: i18nFor(locale).t("payments:sandbox.title") };
  if (result.status === 410) throw toRefresh(result.error as Gone, url.pathname);
  throw data({ message: result.error.message }, { status: result.status });
}

export const meta: Route.MetaFunction = ({ data, matches, location }) =>
  seo(matches, { title: data?.title ?? "", pathname: location.pathname, noindex: true });

export async function action(args: Route.ActionArgs) {
  await guard(args, ["locale"]);
  const url = new URL(args.request.url);
  const locale = localeOfPath(url.pathname);
  const submission = parseWithZod(await args.request.formData(), { schema: sandboxOnboardingBody });
  if (submission.status !== "success") return submission.reply();
  const result = await callApi<{ return_url: string }>(
    args.context,
    args.request,
    `/payments/sandbox/onboarding/${encodeURIComponent(args.params.token)}`,
    { method: "POST", body: submission.value, locale },
  );
  if (result.ok) throw redirect(result.data.return_url);
  if (result.status === 410) throw toRefresh(result.error as Gone, url.pathname);
  return replyWithApiError(submission, result.error);
}

export default function SandboxConnect({ loaderData: { link } }: Route.ComponentProps) {
  const { t } = useTranslation("payments");
  const { locale } = useLocale();
  const lastResult = useActionData<typeof action>();
  const navigation = useNavigation();
  const [form, fields] = useForm({
    lastResult,
    defaultValue: { business_name: link.business_name, iban: link.iban },
    onValidate: ({ formData }) => parseWithZod(formData, { schema: sandboxOnboardingBody }),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });
  return (
    <div className="min-h-[70vh] bg-stone-100">
      <div role="note" className="bg-violet-700 text-white">
        <Container className="flex flex-wrap items-center gap-x-3 gap-y-1 py-2.5 text-sm">
          <span className="rounded-full bg-white px-2.5 py-0.5 text-xs font-bold uppercase tracking-wide text-violet-800">
            {t("sandbox.badge")}
          </span>
          <span>{t("sandbox.banner")}</span>
        </Container>
      </div>
      <Container className="py-10">
        <div className="mx-auto max-w-lg rounded-2xl border border-violet-200 bg-white p-6 shadow-sm">
          <p className="text-sm font-semibold uppercase tracking-wide text-violet-700">
            {t("sandbox.badge")}
          </p>
          <h1 className="mt-1 text-2xl font-extrabold text-dark">{t("sandbox.title")}</h1>
          <p className="mt-2 text-stone-700">{t("sandbox.intro", { business: link.business_name })}</p>
          <dl className="mt-4 grid gap-1 text-sm text-stone-600">
            <div>
              <dt className="inline font-semibold">{t("sandbox.email")}: </dt>
              <dd className="inline">{link.email}</dd>
            </div>
            <div>
              <dt className="inline font-semibold">{t("sandbox.account")}: </dt>
              <dd className="inline font-mono">{link.account_id}</dd>
            </div>
          </dl>
          <Form method="post" {...getFormProps(form)} className="mt-6 space-y-4">
            <FormError errors={form.errors} />
            <TextField
              field={fields.business_name}
              label={t("sandbox.businessName")}
              autoComplete="organization"
              required
            />
            <TextField field={fields.iban} label={t("sandbox.iban")} required />
            <CheckboxField field={fields.accept} label={t("sandbox.accept")} />
            <div className="flex flex-wrap items-center gap-4">
              <SubmitButton pending={navigation.state === "submitting"}>{t("sandbox.submit")}</SubmitButton>
              <a href={link.return_url} className="text-sm font-semibold text-primary hover:underline">
                {t("sandbox.cancel")}
              </a>
            </div>
          </Form>
          <p className="mt-4 text-xs text-stone-500">
            {t("sandbox.expires", { time: formatDate(link.expires_at, locale, { timeStyle: "short" }) })}
          </p>
        </div>
      </Container>
    </div>
  );
}
