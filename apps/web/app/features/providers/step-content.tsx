import type { ProviderRequest } from "@kursove/contracts";
import { companyStep, contactStep, payoutStep, publicProfileStep } from "@kursove/contracts";
import { useState } from "react";
import { useActionData } from "react-router";
import { LogoField } from "./logo-field";
import { ProviderPreview } from "./provider-preview";
import { CompanyFields, ContactFields, PayoutFields, PublicTextFields } from "./request-fields";
import { ReviewStep } from "./request-review";
import { type StepAnswer, StepForm } from "./step-form";

/** The form of one step of the provider request (1–4), or the review of the whole request (5). */
export function StepContent({
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
  const answer = useActionData<StepAnswer>();
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
