import type { ownProvider } from "@kursove/contracts";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Form } from "react-router";
import type { z } from "zod";
import { buttonVariants } from "../../ui/button";
import { LogoField } from "./logo-field";

type OwnProvider = z.infer<typeof ownProvider>;

const section = "space-y-4 rounded-2xl border border-stone-200 bg-white p-5 shadow-sm";

/** The portfolio form's starting values: the saved provider, its city as the select's text. */
export function portfolioDefaults(provider: OwnProvider) {
  return {
    company_name: provider.company_name,
    company_owner: provider.company_owner,
    vat_id: provider.vat_id,
    vat_registered: provider.vat_registered ? "on" : "",
    contact_first_name: provider.contact_first_name,
    contact_last_name: provider.contact_last_name,
    phone: provider.phone,
    email: provider.email,
    website: provider.website,
    address: provider.address,
    city_id: provider.city_id === null ? "" : String(provider.city_id),
    iban: provider.iban,
    account_holder: provider.account_holder,
    punchline: provider.punchline,
    welcome_text: provider.welcome_text,
    description: provider.description,
  };
}

/** The logo's own form: the picker with its preview, and the upload button. */
export function LogoForm({
  current,
  errors,
  busy,
  onPreview,
}: {
  current: string | null;
  errors: string[] | undefined;
  busy: boolean;
  onPreview: (url: string | null) => void;
}) {
  const { t } = useTranslation("provider");
  return (
    <Form method="post" encType="multipart/form-data" className={section}>
      <h3 className="text-lg font-bold text-dark">{t("fields.logo")}</h3>
      <LogoField current={current} errors={errors} onPreview={onPreview} />
      <button
        type="submit"
        name="intent"
        value="logo"
        disabled={busy}
        className={buttonVariants({ variant: "secondary", className: "text-base" })}
      >
        {t("portfolio.uploadLogo")}
      </button>
    </Form>
  );
}

/** One titled part of the portfolio form. */
export function PortfolioSection({
  id,
  title,
  children,
}: {
  id: string;
  title: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className={section}>
      <h3 id={id} className="text-lg font-bold text-dark">
        {title}
      </h3>
      {children}
    </section>
  );
}
