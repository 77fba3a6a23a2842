import { type FieldMetadata, getInputProps, getSelectProps, getTextareaProps } from "@conform-to/react";
import { useTranslation } from "react-i18next";
import { Button } from "./button";

/** Field messages are catalog keys (client-side zod) or sentences already translated by the API. */
export function useFieldMessage() {
  const { t } = useTranslation();
  return (message: string) => t(message, { ns: "errors", defaultValue: message });
}

type Common = { label: string; hint?: string | undefined; required?: boolean | undefined };

function FieldLabel({
  htmlFor,
  label,
  required,
}: {
  htmlFor: string;
  label: string;
  required?: boolean | undefined;
}) {
  return (
    <label htmlFor={htmlFor} className="mb-1 block text-sm font-semibold text-stone-700">
      {label}
      {required && (
        <span className="text-red-700" aria-hidden="true">
          {" "}
          *
        </span>
      )}
    </label>
  );
}

/** The hint under a field until it has errors, then its errors. */
function FieldMessages({ field, hint }: { field: FieldMetadata<unknown>; hint?: string | undefined }) {
  const message = useFieldMessage();
  return (
    <>
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
    </>
  );
}

const describedBy = (field: FieldMetadata<unknown>, hint?: string) =>
  [field.errors ? `${field.id}-error` : null, hint ? `${field.id}-hint` : null].filter(Boolean).join(" ") ||
  undefined;

const boxClass = (field: FieldMetadata<unknown>) =>
  `w-full rounded-lg border bg-white text-base focus-visible:outline-2 focus-visible:outline-primary ${field.errors ? "border-red-600" : "border-stone-300"}`;

type Props = Common & {
  field: FieldMetadata<string | undefined>;
  type?: "text" | "email" | "password" | "tel" | "search";
  autoComplete?: string;
};

export function TextField({ field, label, type = "text", autoComplete, hint, required }: Props) {
  const { key, ...props } = getInputProps(field, {
    type,
    ariaAttributes: true,
    ariaDescribedBy: describedBy(field, hint),
  });
  return (
    <div>
      <FieldLabel htmlFor={field.id} label={label} required={required} />
      <input key={key} {...props} autoComplete={autoComplete} className={`h-11 px-3 ${boxClass(field)}`} />
      <FieldMessages field={field} hint={hint} />
    </div>
  );
}

/** A multi-line text field bound to a conform field, with its label, hint and errors. */
export function TextAreaField({
  field,
  label,
  hint,
  required,
  rows = 4,
}: Common & { field: FieldMetadata<unknown>; rows?: number }) {
  const { key, ...props } = getTextareaProps(field, {
    ariaAttributes: true,
    ariaDescribedBy: describedBy(field, hint),
  });
  return (
    <div>
      <FieldLabel htmlFor={field.id} label={label} required={required} />
      <textarea key={key} {...props} rows={rows} className={`p-3 ${boxClass(field)}`} />
      <FieldMessages field={field} hint={hint} />
    </div>
  );
}

/** A select bound to a conform field; the first option is the empty choice. */
export function SelectField({
  field,
  label,
  hint,
  required,
  empty,
  options,
}: Common & { field: FieldMetadata<unknown>; empty: string; options: { value: string; label: string }[] }) {
  const { key, ...props } = getSelectProps(field, {
    ariaAttributes: true,
    ariaDescribedBy: describedBy(field, hint),
  });
  return (
    <div>
      <FieldLabel htmlFor={field.id} label={label} required={required} />
      <select key={key} {...props} className={`h-11 px-3 ${boxClass(field)}`}>
        <option value="">{empty}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      <FieldMessages field={field} hint={hint} />
    </div>
  );
}

export function CheckboxField({ field, label }: { field: FieldMetadata<unknown>; label: React.ReactNode }) {
  const message = useFieldMessage();
  const errorId = `${field.id}-error`;
  const { key, ...props } = getInputProps(field, { type: "checkbox", ariaAttributes: true });
  return (
    <div>
      <label htmlFor={field.id} className="flex items-start gap-2.5 text-sm text-stone-700">
        <input
          key={key}
          {...props}
          className="mt-0.5 h-4 w-4 shrink-0 rounded border-stone-400 accent-primary"
        />
        <span>{label}</span>
      </label>
      {field.errors && (
        <p id={errorId} className="mt-1 text-sm text-red-700">
          {field.errors.map(message).join(" ")}
        </p>
      )}
    </div>
  );
}

export function FormError({ errors }: { errors: string[] | undefined }) {
  const message = useFieldMessage();
  if (!errors?.length) return null;
  return (
    <div
      role="alert"
      className="rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm font-medium text-red-800"
    >
      {errors.map(message).join(" ")}
    </div>
  );
}

export function SubmitButton({ children, pending }: { children: React.ReactNode; pending: boolean }) {
  return (
    <Button
      type="submit"
      disabled={pending}
      aria-busy={pending}
      className="w-full px-5 text-base disabled:cursor-wait sm:w-auto"
    >
      {children}
    </Button>
  );
}
