import { type FieldMetadata, getInputProps, getSelectProps, getTextareaProps } from "@conform-to/react";
import type { ReactNode } from "react";
import { Button } from "./button";
import { controlClass, Field, useFieldMessage } from "./field";

// Bindings of ui/field's Field to conform's field metadata: the control gets conform's name, value and
// validation attributes, the Field its label, hint and errors.

type Common = { label: string; hint?: string | undefined; required?: boolean | undefined };

type Props = Common & {
  field: FieldMetadata<string | undefined>;
  type?: "text" | "email" | "password" | "tel" | "search";
  autoComplete?: string;
};

/** A one-line text field bound to a conform field. */
export function TextField({ field, label, type = "text", autoComplete, hint, required }: Props) {
  const { key, ...props } = getInputProps(field, { type });
  return (
    <Field id={field.id} label={label} hint={hint} required={required} errors={field.errors}>
      {(control) => (
        <input
          key={key}
          {...props}
          {...control}
          autoComplete={autoComplete}
          className={controlClass(Boolean(field.errors), "h-11")}
        />
      )}
    </Field>
  );
}

/** A multi-line text field bound to a conform field. */
export function TextAreaField({
  field,
  label,
  hint,
  required,
  rows = 4,
}: Common & { field: FieldMetadata<unknown>; rows?: number }) {
  const { key, ...props } = getTextareaProps(field);
  return (
    <Field id={field.id} label={label} hint={hint} required={required} errors={field.errors}>
      {(control) => (
        <textarea
          key={key}
          {...props}
          {...control}
          rows={rows}
          className={controlClass(Boolean(field.errors), "p-3")}
        />
      )}
    </Field>
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
  const { key, ...props } = getSelectProps(field);
  return (
    <Field id={field.id} label={label} hint={hint} required={required} errors={field.errors}>
      {(control) => (
        <select key={key} {...props} {...control} className={controlClass(Boolean(field.errors), "h-11")}>
          <option value="">{empty}</option>
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}

/** A checkbox bound to a conform field, its label beside it and its errors under it. */
export function CheckboxField({ field, label }: { field: FieldMetadata<unknown>; label: ReactNode }) {
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

/** The form's submit button, busy while the form is sent. */
export function SubmitButton({ children, pending }: { children: ReactNode; pending: boolean }) {
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
