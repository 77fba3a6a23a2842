import type { FieldMetadata } from "@conform-to/react";
import { useTranslation } from "react-i18next";
import { useCountries } from "../../lib/countries";
import { SelectField, TextAreaField, TextField } from "../../ui/form-field";

type Text = FieldMetadata<string | undefined>;

/** The company: name (at most 30 characters), owner, VAT or registration id. */
export function CompanyFields({
  fields,
}: {
  fields: { company_name: Text; company_owner: Text; vat_id: Text };
}) {
  const { t } = useTranslation("provider");
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <div className="sm:col-span-2">
        <TextField
          field={fields.company_name}
          label={t("fields.company_name")}
          hint={t("fields.companyNameHint")}
          autoComplete="organization"
          required
        />
      </div>
      <TextField field={fields.company_owner} label={t("fields.company_owner")} required />
      <TextField field={fields.vat_id} label={t("fields.vat_id")} hint={t("fields.vatHint")} required />
    </div>
  );
}

/** The contact person and the public contacts; the city comes from the reference cities. */
export function ContactFields({
  fields,
}: {
  fields: {
    contact_first_name: Text;
    contact_last_name: Text;
    phone: Text;
    email: Text;
    website: Text;
    address: Text;
    city_id: FieldMetadata<unknown>;
  };
}) {
  const { t } = useTranslation("provider");
  const cities = useCountries().find((c) => c.iso === "BG")?.cities ?? [];
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <TextField
        field={fields.contact_first_name}
        label={t("fields.contact_first_name")}
        autoComplete="given-name"
        required
      />
      <TextField
        field={fields.contact_last_name}
        label={t("fields.contact_last_name")}
        autoComplete="family-name"
        required
      />
      <TextField
        field={fields.phone}
        label={t("fields.phone")}
        type="tel"
        autoComplete="tel"
        hint={t("fields.phoneHint")}
        required
      />
      <TextField field={fields.email} label={t("fields.email")} type="email" autoComplete="email" required />
      <div className="sm:col-span-2">
        <TextField
          field={fields.website}
          label={t("fields.website")}
          hint={t("fields.websiteHint")}
          autoComplete="url"
        />
      </div>
      <TextField field={fields.address} label={t("fields.address")} autoComplete="address-line1" required />
      <SelectField
        field={fields.city_id}
        label={t("fields.city")}
        empty={t("fields.cityNone")}
        options={cities.map((c) => ({ value: String(c.id), label: c.name }))}
      />
    </div>
  );
}

/** Where payouts go: an IBAN checked by its checksum and the account holder. */
export function PayoutFields({ fields }: { fields: { iban: Text; account_holder: Text } }) {
  const { t } = useTranslation("provider");
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <TextField field={fields.iban} label={t("fields.iban")} hint={t("fields.ibanHint")} required />
      <TextField field={fields.account_holder} label={t("fields.account_holder")} required />
    </div>
  );
}

/** The texts of the public page: punchline, welcome text, description. */
export function PublicTextFields({
  fields,
  required = true,
}: {
  fields: { punchline: Text; welcome_text: Text; description: Text };
  required?: boolean;
}) {
  const { t } = useTranslation("provider");
  return (
    <div className="grid gap-4">
      <TextField
        field={fields.punchline}
        label={t("fields.punchline")}
        hint={t("fields.punchlineHint")}
        required={required}
      />
      <TextAreaField
        field={fields.welcome_text}
        label={t("fields.welcome_text")}
        rows={2}
        hint={t("fields.welcomeHint")}
      />
      <TextAreaField
        field={fields.description}
        label={t("fields.description")}
        rows={6}
        required={required}
      />
    </div>
  );
}
