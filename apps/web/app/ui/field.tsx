import { type InputHTMLAttributes, type ReactNode, useId } from "react";
import { useTranslation } from "react-i18next";
import { mergeClasses } from "./merge-classes";

/** Field messages are catalog keys (client-side zod) or sentences already translated by the API. */
export function useFieldMessage() {
  const { t } = useTranslation();
  return (message: string) => t(message, { ns: "errors", defaultValue: message });
}

/** The box of a text input, select or textarea; red when its field has errors. */
export const controlClass = (invalid: boolean, className?: string) =>
  mergeClasses(
    "w-full rounded-lg border bg-white px-3 text-base focus-visible:outline-2 focus-visible:outline-primary disabled:bg-stone-100",
    invalid ? "border-red-600" : "border-stone-300",
    className,
  );

/** What a field hands its control so the label, hint and errors are tied to it. */
export type ControlProps = {
  id: string;
  "aria-invalid": true | undefined;
  "aria-describedby": string | undefined;
};

type FieldProps = {
  label: ReactNode;
  /** the control's id; one is made when the caller has none */
  id?: string | undefined;
  required?: boolean | undefined;
  hint?: ReactNode;
  errors?: string[] | undefined;
  children: (control: ControlProps) => ReactNode;
};

/** A label, the control and its hint and localized errors, wired with aria-describedby and aria-invalid. */
export function Field({ id, label, required, hint, errors, children }: FieldProps) {
  const made = useId();
  const controlId = id ?? made;
  const message = useFieldMessage();
  const invalid = Boolean(errors?.length);
  const describedBy =
    [invalid ? `${controlId}-error` : null, hint ? `${controlId}-hint` : null].filter(Boolean).join(" ") ||
    undefined;
  return (
    <div>
      <label htmlFor={controlId} className="mb-1 block text-sm font-semibold text-stone-700">
        {label}
        {required && (
          <span className="text-red-700" aria-hidden="true">
            {" "}
            *
          </span>
        )}
      </label>
      {children({ id: controlId, "aria-invalid": invalid || undefined, "aria-describedby": describedBy })}
      {hint && (
        <p id={`${controlId}-hint`} className="mt-1 text-xs text-stone-600">
          {hint}
        </p>
      )}
      {invalid && (
        <p id={`${controlId}-error`} className="mt-1 text-sm text-red-700">
          {errors?.map(message).join(" ")}
        </p>
      )}
    </div>
  );
}

type InputFieldProps = Omit<FieldProps, "children" | "id" | "label"> & {
  label: string;
  name: string;
} & Omit<InputHTMLAttributes<HTMLInputElement>, "name" | "children">;

/** A Field with a text input, for a plain form whose errors come from the API. */
export function InputField({ label, hint, errors, required, className, ...input }: InputFieldProps) {
  return (
    <Field label={label} hint={hint} errors={errors} required={required}>
      {(control) => (
        <input
          {...control}
          required={required}
          className={controlClass(Boolean(errors?.length), mergeClasses("h-11", className))}
          {...input}
        />
      )}
    </Field>
  );
}

/** The form's own errors (not tied to one field), read out when they appear. */
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
