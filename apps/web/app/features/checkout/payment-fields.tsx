import { type FieldMetadata, getInputProps } from "@conform-to/react";
import { useTranslation } from "react-i18next";
import { useFieldMessage } from "../../ui/field";
import { SelectField, TextField } from "../../ui/form-field";
import { digitsOnly, formatCardNumber, formatExpiry } from "./card-format";

type Field = FieldMetadata<string | undefined>;

/** Personal info and billing address (spec's Checkout: billing). */
export function BillingFieldset({
  fields,
  countries,
}: {
  fields: Record<"firstName" | "lastName" | "email" | "address" | "city" | "postCode" | "countryIso", Field>;
  countries: { value: string; label: string }[];
}) {
  const { t } = useTranslation("checkout");
  return (
    <fieldset className="space-y-4">
      <legend className="sr-only">{t("billing.title")}</legend>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          field={fields.firstName}
          label={t("billing.firstName")}
          autoComplete="given-name"
          required
        />
        <TextField
          field={fields.lastName}
          label={t("billing.lastName")}
          autoComplete="family-name"
          required
        />
      </div>
      <TextField
        field={fields.email}
        label={t("billing.email")}
        type="email"
        autoComplete="email"
        hint={t("billing.emailHint")}
        required
      />
      <TextField field={fields.address} label={t("billing.address")} autoComplete="address-line1" required />
      <div className="grid gap-4 sm:grid-cols-3">
        <TextField field={fields.city} label={t("billing.city")} autoComplete="address-level2" required />
        <TextField
          field={fields.postCode}
          label={t("billing.postCode")}
          autoComplete="postal-code"
          required
        />
        <SelectField
          field={fields.countryIso}
          label={t("billing.country")}
          empty={t("billing.chooseCountry")}
          options={countries}
          required
        />
      </div>
    </fieldset>
  );
}

/** Reformats a card input while keeping the caret after the same digit. */
function reformat(
  input: HTMLInputElement,
  format: (value: string, deleting: boolean) => string,
  deleting: boolean,
) {
  const caret = input.selectionStart ?? input.value.length;
  const digitsBefore = digitsOnly(input.value.slice(0, caret)).length;
  const next = format(input.value, deleting);
  if (next === input.value) return;
  input.value = next;
  let position = 0;
  for (let seen = 0; position < next.length && seen < digitsBefore; position++) {
    if (/\d/.test(next[position]!)) seen++;
  }
  if (caret >= input.value.length || digitsBefore >= digitsOnly(next).length) position = next.length;
  input.setSelectionRange(position, position);
}

function CardInput({
  field,
  label,
  hint,
  autoComplete,
  format,
  maxLength,
  placeholder,
}: {
  field: Field;
  label: string;
  hint?: string;
  autoComplete: string;
  format?: (value: string, deleting: boolean) => string;
  maxLength: number;
  placeholder?: string;
}) {
  const message = useFieldMessage();
  const describedBy =
    [field.errors ? `${field.id}-error` : null, hint ? `${field.id}-hint` : null].filter(Boolean).join(" ") ||
    undefined;
  const { key, ...props } = getInputProps(field, {
    type: "text",
    ariaAttributes: true,
    ariaDescribedBy: describedBy,
  });
  return (
    <div>
      <label htmlFor={field.id} className="mb-1 block text-sm font-semibold text-stone-700">
        {label}
        <span className="text-red-700" aria-hidden="true">
          {" "}
          *
        </span>
      </label>
      <input
        key={key}
        {...props}
        inputMode={format ? "numeric" : undefined}
        autoComplete={autoComplete}
        maxLength={maxLength}
        placeholder={placeholder}
        spellCheck={false}
        onInput={
          format
            ? (event) =>
                reformat(
                  event.currentTarget,
                  format,
                  (event.nativeEvent as InputEvent).inputType?.startsWith("delete") ?? false,
                )
            : undefined
        }
        className={`h-11 w-full rounded-lg border bg-white px-3 font-mono text-base tracking-wide focus-visible:outline-2 focus-visible:outline-primary ${field.errors ? "border-red-600" : "border-stone-300"}`}
      />
      {hint && !field.errors && (
        <p id={`${field.id}-hint`} className="mt-1 text-xs text-stone-500">
          {hint}
        </p>
      )}
      {field.errors && (
        <p id={`${field.id}-error`} className="mt-1 text-sm text-red-700">
          {field.errors.map(message).join(" ")}
        </p>
      )}
    </div>
  );
}

/** The sandbox gateway's card fields: number, expiry (MM/YY), security code and the name on the card. */
export function SandboxCardFields({
  fields,
  attempt = 0,
}: {
  fields: Record<"cardNumber" | "cardExpiry" | "cardCvc" | "cardName", Field>;
  /** each refused attempt lays the number and security code anew (empty); expiry and name stay */
  attempt?: number;
}) {
  const { t } = useTranslation("checkout");
  return (
    <fieldset className="space-y-4">
      <legend className="sr-only">{t("card.title")}</legend>
      <CardInput
        key={`number-${attempt}`}
        field={fields.cardNumber}
        label={t("card.number")}
        autoComplete="cc-number"
        format={formatCardNumber}
        maxLength={23}
        placeholder="1234 1234 1234 1234"
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <CardInput
          field={fields.cardExpiry}
          label={t("card.expiry")}
          hint={t("card.expiryHint")}
          autoComplete="cc-exp"
          format={formatExpiry}
          maxLength={7}
          placeholder={t("card.expiryPlaceholder")}
        />
        <CardInput
          key={`cvc-${attempt}`}
          field={fields.cardCvc}
          label={t("card.cvc")}
          hint={t("card.cvcHint")}
          autoComplete="cc-csc"
          format={(value) => digitsOnly(value).slice(0, 4)}
          maxLength={4}
        />
      </div>
      <TextField field={fields.cardName} label={t("card.name")} autoComplete="cc-name" required />
    </fieldset>
  );
}
