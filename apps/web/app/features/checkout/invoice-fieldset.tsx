import type { FieldMetadata } from "@conform-to/react";
import { useTranslation } from "react-i18next";
import { CheckboxField, TextField } from "../../ui/form-field";

type Field = FieldMetadata<string | undefined>;
type Fields = Record<"companyName" | "companyVatId" | "companyAddress" | "companyMol", Field> & {
  needInvoice: FieldMetadata<boolean | undefined>;
};

/**
 * "I need an invoice" (INVOICE-AT-CHECKOUT): ticking it shows the company's fields, prefilled from the
 * business profile. Shown by CSS (:has(:checked)), so it works before scripts load and without them.
 */
export function InvoiceFieldset({ fields }: { fields: Fields }) {
  const { t } = useTranslation("checkout");
  const { t: common } = useTranslation();
  return (
    <div className="group rounded-xl border border-stone-200 bg-white p-5">
      <h3 className="text-base font-bold text-dark">{t("invoice.title")}</h3>
      <div className="mt-3">
        <CheckboxField field={fields.needInvoice} label={t("invoice.need")} />
      </div>
      <fieldset className="mt-4 hidden space-y-4 group-has-checked:block">
        <legend className="text-sm text-stone-600">{t("invoice.hint")}</legend>
        <TextField
          field={fields.companyName}
          label={common("profile.companyName")}
          autoComplete="organization"
          required
        />
        <TextField
          field={fields.companyVatId}
          label={common("profile.companyVat")}
          hint={t("invoice.vatHint")}
          required
        />
        <TextField field={fields.companyAddress} label={common("profile.companyAddress")} required />
        <TextField field={fields.companyMol} label={common("profile.companyMol")} autoComplete="name" />
      </fieldset>
    </div>
  );
}
