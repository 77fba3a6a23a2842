import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { contactBody } from "@kursove/contracts";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { useActionData, useNavigation } from "react-router";
import { CaptchaField } from "../features/accounts/captcha-field";
import { contactDefaults } from "../features/contact/contact-defaults";
import { ContactForm, ContactSent } from "../features/contact/contact-form";
import { OfficeDetails, OfficeHours } from "../features/contact/office-details";
import { pageTexts } from "../features/content/pages.server";
import { callApi } from "../lib/api.server";
import { replyWithApiError } from "../lib/forms.server";
import { localeOfPath } from "../lib/locale";
import { seo } from "../lib/meta";
import { currentUser } from "../lib/session.server";
import { useLocale } from "../lib/use-locale";
import { Container } from "../ui/container";
import { PageHeader } from "../ui/page-header";
import type { Route } from "./+types/contact-us";

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const locale = localeOfPath(url.pathname);
  const user = await currentUser(context, request, locale);
  return {
    page: pageTexts(locale, "contact"),
    officeEmail: process.env.OFFICE_EMAIL ?? "office@kursove.bg",
    // ?type=report preselects the topic; ?page=/some/path names the page an issue is reported from
    defaults: contactDefaults(url, user),
  };
}

type Answer = { result: SubmissionResult<string[]> } | { sent: { email: string } };

/** Sends the form to POST /contact in the page's language. */
export async function action({ request, context }: Route.ActionArgs): Promise<Answer> {
  const locale = localeOfPath(new URL(request.url).pathname);
  const submission = parseWithZod(await request.formData(), { schema: contactBody });
  if (submission.status !== "success") return { result: submission.reply() };
  const result = await callApi<{ id: string }>(context, request, "/contact", {
    method: "POST",
    body: submission.value,
    locale,
  });
  if (!result.ok) return { result: replyWithApiError(submission, result.error) };
  return { sent: { email: submission.value.email } };
}

export const meta: Route.MetaFunction = ({ data, matches, location }) =>
  seo(matches, {
    title: data?.page.title ?? "",
    description: data?.page.responseNote,
    pathname: location.pathname,
  });

export default function ContactUs({ loaderData: { page, officeEmail, defaults } }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { to } = useLocale();
  const answer = useActionData<typeof action>();
  const navigation = useNavigation();
  // each answer of the server needs a fresh robot check: a solved one is spent or was refused
  const [round, setRound] = useState(0);
  useEffect(() => {
    if (answer) setRound((r) => r + 1);
  }, [answer]);
  return (
    <>
      <PageHeader title={page.title} />
      <Container className="grid gap-6 py-12 lg:grid-cols-3 lg:items-start">
        <section
          className="rounded-xl border border-stone-200 bg-white p-6 shadow-sm lg:col-span-2"
          aria-labelledby="form-heading"
        >
          <h2 id="form-heading" className="text-xl font-bold text-dark">
            {t("contact:form.heading")}
          </h2>
          {answer && "sent" in answer ? (
            <div className="mt-4">
              <ContactSent email={answer.sent.email} again={to("/contact-us")} />
            </div>
          ) : (
            <>
              <p className="mt-2 mb-5 text-stone-600">{t("contact:form.intro")}</p>
              <ContactForm
                defaults={defaults}
                lastResult={answer && "result" in answer ? answer.result : undefined}
                pending={navigation.state === "submitting"}
                captcha={(errors) => (
                  <>
                    <CaptchaField key={round} errors={errors} />
                    <noscript>
                      <p className="mt-2 text-sm text-stone-700">
                        {t("contact:form.noscript", { email: officeEmail })}
                      </p>
                    </noscript>
                  </>
                )}
              />
            </>
          )}
        </section>
        <div className="grid gap-6">
          <OfficeDetails heading={page.officeHeading} intro={page.intro} officeEmail={officeEmail} />
          <OfficeHours heading={page.hoursHeading} hours={page.hours} note={page.responseNote} />
        </div>
      </Container>
    </>
  );
}
