import { getFormProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { type ownProvider, portfolioBody } from "@kursove/contracts";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Form, useActionData, useNavigation } from "react-router";
import type { z } from "zod";
import { saveProviderLogo } from "../../features/providers/portfolio.server";
import { LogoForm, PortfolioSection, portfolioDefaults } from "../../features/providers/portfolio-sections";
import { ProviderPreview } from "../../features/providers/provider-preview";
import {
  CompanyFields,
  ContactFields,
  PayoutFields,
  PublicTextFields,
} from "../../features/providers/request-fields";
import { apiGet, callApi } from "../../lib/api.server";
import { useCountries } from "../../lib/countries";
import { loadCountries } from "../../lib/countries.server";
import { replyWithApiError } from "../../lib/forms.server";
import { guard } from "../../lib/guards.server";
import { localeOfPath } from "../../lib/locale";
import { toast } from "../../lib/toast";
import { useLocale } from "../../lib/use-locale";
import { ButtonLink } from "../../ui/button";
import { FormError } from "../../ui/field";
import { CheckboxField, SubmitButton } from "../../ui/form-field";
import type { Route } from "./+types/profile";

type OwnProvider = z.infer<typeof ownProvider>;
type PortfolioInput = z.input<typeof portfolioBody>;

/** The provider's portfolio: everything on the public provider page, with a live preview. */
export async function loader(args: Route.LoaderArgs) {
  await guard(args, ["provider", "locale"]);
  const locale = localeOfPath(new URL(args.request.url).pathname);
  const [provider, placeCountries] = await Promise.all([
    apiGet<OwnProvider>(args.context, args.request, "/provider", locale),
    loadCountries(args, locale),
  ]);
  return { provider, placeCountries };
}

export async function action(args: Route.ActionArgs) {
  await guard(args, ["provider", "locale"]);
  const locale = localeOfPath(new URL(args.request.url).pathname);
  const form = await args.request.formData();
  if (form.get("intent") === "logo") return saveProviderLogo(args, locale, form.get("logo"));
  const submission = parseWithZod(form, { schema: portfolioBody });
  if (submission.status !== "success")
    return { intent: "save", ok: false, result: submission.reply({ formErrors: ["fill_all_fields"] }) };
  const result = await callApi(args.context, args.request, "/provider", {
    method: "PUT",
    body: submission.value,
    locale,
  });
  if (!result.ok) return { intent: "save", ok: false, result: replyWithApiError(submission, result.error) };
  return { intent: "save", ok: true, result: submission.reply() };
}

export default function PortfolioPage({ loaderData: { provider } }: Route.ComponentProps) {
  const { t } = useTranslation("provider");
  const { to } = useLocale();
  const answer = useActionData<typeof action>();
  const navigation = useNavigation();
  const countries = useCountries();
  const [logoPreview, setLogoPreview] = useState<string | null>(null);
  const saveAnswer = answer?.intent === "save" ? answer : undefined;
  const [form, fields] = useForm<PortfolioInput>({
    id: "portfolio",
    lastResult: saveAnswer && "result" in saveAnswer ? saveAnswer.result : null,
    defaultValue: portfolioDefaults(provider),
    onValidate: ({ formData }) => parseWithZod(formData, { schema: portfolioBody }),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });
  useEffect(() => {
    if (answer?.ok) toast.success(t(answer.intent === "logo" ? "portfolio.logoSaved" : "portfolio.saved"));
    if (answer?.intent === "logo" && answer.ok) setLogoPreview(null);
  }, [answer, t]);
  const text = (value: unknown) => (typeof value === "string" ? value : "");
  const cityId = Number(fields.city_id.value);
  const city = countries.flatMap((c) => c.cities).find((c) => c.id === cityId)?.name;
  const busy = navigation.state === "submitting";
  return (
    <div className="space-y-6">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <div>
          <h2 className="text-xl font-bold text-dark">{t("portfolio.title")}</h2>
          <p className="text-stone-600">{t("portfolio.intro")}</p>
        </div>
        <ButtonLink to={to(`/provider/${provider.slug}`)} variant="secondary">
          {t("portfolio.seePublic")}
        </ButtonLink>
      </div>
      <ProviderPreview
        name={text(fields.company_name.value)}
        punchline={text(fields.punchline.value)}
        welcomeText={text(fields.welcome_text.value)}
        logo={logoPreview ?? provider.logo}
        city={city}
      />
      <LogoForm
        current={provider.logo}
        errors={answer && "logoErrors" in answer ? answer.logoErrors : undefined}
        busy={busy}
        onPreview={setLogoPreview}
      />
      <Form method="post" {...getFormProps(form)} className="space-y-6">
        <FormError errors={form.errors} />
        <PortfolioSection id="p-public" title={t("become.steps.profile")}>
          <PublicTextFields fields={fields} required={false} />
        </PortfolioSection>
        <PortfolioSection id="p-company" title={t("become.steps.company")}>
          <CompanyFields fields={fields} />
          <div>
            <CheckboxField field={fields.vat_registered} label={t("fields.vatRegistered")} />
            <p className="mt-1 pl-6.5 text-xs text-stone-600">{t("fields.vatRegisteredHint")}</p>
          </div>
        </PortfolioSection>
        <PortfolioSection id="p-contact" title={t("become.steps.contact")}>
          <ContactFields fields={fields} />
        </PortfolioSection>
        <PortfolioSection id="p-payout" title={t("become.steps.payout")}>
          <PayoutFields fields={fields} />
        </PortfolioSection>
        <SubmitButton pending={busy}>{t("portfolio.save")}</SubmitButton>
      </Form>
    </div>
  );
}
