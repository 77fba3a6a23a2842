import {
  type FieldMetadata,
  getFormProps,
  type Submission,
  type SubmissionResult,
  useForm,
} from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import {
  companyStep,
  contactStep,
  type ProviderRequest,
  payoutStep,
  publicProfileStep,
} from "@kursove/contracts";
import { type ReactNode, useState } from "react";
import { useTranslation } from "react-i18next";
import { Form, useActionData, useNavigation } from "react-router";
import { z } from "zod";
import { LogoField } from "../features/providers/logo-field";
import { loadBecomeProvider, saveBecomeProvider } from "../features/providers/onboarding.server";
import { ProviderPreview } from "../features/providers/provider-preview";
import {
  CompanyFields,
  ContactFields,
  PayoutFields,
  PublicTextFields,
} from "../features/providers/request-fields";
import { ReviewStep } from "../features/providers/request-review";
import { Stepper, stepKeys } from "../features/providers/stepper";
import { i18nFor } from "../lib/i18n";
import { localeOfPath } from "../lib/locale";
import { seo } from "../lib/meta";
import { useLocale } from "../lib/use-locale";
import { ButtonLink, buttonVariants } from "../ui/button";
import { Container } from "../ui/container";
import { FormError } from "../ui/field";
import type { Route } from "./+types/become-provider";

/** Become provider: four steps saved between visits, a review, then the request awaits an administrator. */
export async function loader(args: Route.LoaderArgs) {
  const page = await loadBecomeProvider(args);
  return {
    ...page,
    title: i18nFor(localeOfPath(new URL(args.request.url).pathname)).t("provider:become.title"),
  };
}

export const action = (args: Route.ActionArgs) => saveBecomeProvider(args);

export const meta: Route.MetaFunction = ({ data, matches, location }) =>
  seo(matches, { title: data?.title ?? "", pathname: location.pathname, noindex: true });

type Answer = {
  step: number;
  result?: SubmissionResult<string[]>;
  submitError?: { message: string; errors?: Record<string, string[]> };
};

export default function BecomeProvider({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("provider");
  const { to } = useLocale();
  if (loaderData.kind === "done") {
    return (
      <Container className="py-10 sm:py-14">
        <div
          role="status"
          className="mx-auto max-w-2xl rounded-2xl border border-green-200 bg-green-50 p-6 text-green-950 sm:p-8"
        >
          <h1 className="text-2xl font-extrabold sm:text-3xl">{t("become.done.title")}</h1>
          <p className="mt-3 text-lg">{t("become.done.text")}</p>
          <p className="mt-2">{t("become.done.next")}</p>
          <ButtonLink to={to("/dashboard")} className="mt-6">
            {t("become.done.dashboard")}
          </ButtonLink>
        </div>
      </Container>
    );
  }
  const { request, step } = loaderData;
  const href = (n: number) => `${to("/become-provider")}?step=${n}`;
  return (
    <Container className="py-8 sm:py-12">
      <div className="mx-auto max-w-3xl">
        <p className="text-sm font-semibold uppercase tracking-wide text-primary">{t("become.kicker")}</p>
        <h1 className="text-2xl font-extrabold text-dark sm:text-3xl">{t("become.title")}</h1>
        <p className="mt-2 text-stone-600">{t("become.intro")}</p>
        {request.rejection && (
          <div
            role="status"
            className="mt-6 rounded-xl border border-amber-300 bg-amber-50 p-4 text-amber-950"
          >
            <p className="font-bold">{t("become.rejected")}</p>
            {request.rejection.reason && (
              <p className="mt-1">
                {t("become.reason")}: {request.rejection.reason}
              </p>
            )}
            <p className="mt-1 text-sm">{t("become.rejectedHint")}</p>
          </div>
        )}
        <div className="mt-6">
          <Stepper current={step} reached={request.step} href={href} />
        </div>
        <section
          aria-labelledby="step-heading"
          className="mt-6 rounded-2xl border border-stone-200 bg-white p-5 shadow-sm sm:p-8"
        >
          <h2 id="step-heading" className="text-xl font-bold text-dark">
            {t("become.stepOf", { step, count: stepKeys.length })}: {t(`become.steps.${stepKeys[step - 1]}`)}
          </h2>
          <p className="mt-1 text-stone-600">{t(`become.stepIntro.${stepKeys[step - 1]}`)}</p>
          <div className="mt-6">
            <StepContent key={step} step={step} request={request} href={href} />
          </div>
        </section>
      </div>
    </Container>
  );
}

function StepContent({
  step,
  request,
  href,
}: {
  step: number;
  request: ProviderRequest;
  href: (n: number) => string;
}) {
  const values = {
    ...request.data,
    city_id: request.data.city_id === null ? "" : String(request.data.city_id),
  };
  const answer = useActionData<Answer>();
  const mine = answer?.step === step ? answer : undefined;
  const [logo, setLogo] = useState<string | null>(request.logo);
  switch (step) {
    case 1:
      return (
        <StepForm step={1} schema={companyStep} defaultValue={values} answer={mine}>
          {(fields) => <CompanyFields fields={fields} />}
        </StepForm>
      );
    case 2:
      return (
        <StepForm step={2} schema={contactStep} defaultValue={values} answer={mine}>
          {(fields) => <ContactFields fields={fields} />}
        </StepForm>
      );
    case 3:
      return (
        <StepForm step={3} schema={payoutStep} defaultValue={values} answer={mine}>
          {(fields) => <PayoutFields fields={fields} />}
        </StepForm>
      );
    case 4:
      return (
        <StepForm step={4} schema={publicProfileStep} defaultValue={values} answer={mine} multipart>
          {(fields, live) => (
            <div className="grid gap-6">
              <LogoField
                current={request.logo}
                required
                errors={
                  (mine?.result?.error as Record<string, string[] | null> | undefined)?.logo ?? undefined
                }
                onPreview={(url) => setLogo(url ?? request.logo)}
              />
              <PublicTextFields fields={fields} />
              <ProviderPreview
                name={request.data.company_name}
                punchline={live("punchline")}
                welcomeText={live("welcome_text")}
                logo={logo}
              />
            </div>
          )}
        </StepForm>
      );
    default:
      return <ReviewStep request={request} href={href} failed={answer?.submitError} />;
  }
}

type Fields<S extends z.ZodObject> = Record<keyof z.input<S> & string, FieldMetadata<string | undefined>>;

/** One step's form: client and server validation with the step's schema, Back and Next. */
function StepForm<S extends z.ZodObject>({
  step,
  schema,
  defaultValue,
  answer,
  multipart,
  children,
}: {
  step: number;
  schema: S;
  defaultValue: Record<string, unknown>;
  answer: Answer | undefined;
  multipart?: boolean;
  children: (fields: Fields<S>, live: (name: string) => string) => ReactNode;
}) {
  const { t } = useTranslation("provider");
  const navigation = useNavigation();
  const [form, fields] = useForm<Record<string, unknown>>({
    id: `become-provider-${step}`,
    lastResult: answer?.result ?? null,
    defaultValue: defaultValue as Record<string, string>,
    // Back is not checked here: the action keeps what is valid and goes back anyway
    onValidate: ({ formData }) =>
      parseWithZod(formData, {
        schema: formData.get("intent") === "back" ? z.object({}) : schema,
      }) as Submission<Record<string, unknown>>,
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });
  const live = (name: string) => {
    const value = (fields as Record<string, FieldMetadata<unknown> | undefined>)[name]?.value;
    return typeof value === "string" ? value : "";
  };
  const hasErrors = Object.keys(form.allErrors).length > 0;
  const busy = navigation.state !== "idle";
  return (
    <Form
      method="post"
      {...getFormProps(form)}
      encType={multipart ? "multipart/form-data" : undefined}
      className="space-y-6"
    >
      <input type="hidden" name="step" value={step} />
      {answer?.result ? <FormError errors={form.errors} /> : null}
      {children(fields as unknown as Fields<S>, live)}
      {hasErrors && !form.errors?.length && (
        <p
          role="alert"
          className="rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm font-medium text-red-800"
        >
          {t("errors:fill_all_fields")}
        </p>
      )}
      <div className="flex flex-col-reverse gap-3 border-t border-stone-200 pt-5 sm:flex-row sm:justify-between">
        {step > 1 ? (
          <button
            type="submit"
            name="intent"
            value="back"
            disabled={busy}
            className={buttonVariants({ variant: "secondary", className: "text-base" })}
          >
            ← {t("become.back")}
          </button>
        ) : (
          <span />
        )}
        <button
          type="submit"
          name="intent"
          value="next"
          disabled={busy}
          aria-busy={busy}
          className={buttonVariants({ variant: "primary", className: "text-base" })}
        >
          {t("become.next")} →
        </button>
      </div>
    </Form>
  );
}
