import { type FieldMetadata, getSelectProps, getTextareaProps } from "@conform-to/react";
import { useFieldMessage } from "../../ui/form-field";

type Common = { label: string; hint?: string; required?: boolean };

function Label({ htmlFor, label, required }: { htmlFor: string; label: string; required?: boolean }) {
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

function Messages({ field, hint }: { field: FieldMetadata<unknown>; hint?: string | undefined }) {
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
      <Label htmlFor={field.id} label={label} required={required ?? false} />
      <textarea
        key={key}
        {...props}
        rows={rows}
        className={`w-full rounded-lg border bg-white p-3 text-base focus-visible:outline-2 focus-visible:outline-primary ${field.errors ? "border-red-600" : "border-stone-300"}`}
      />
      <Messages field={field} hint={hint} />
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
      <Label htmlFor={field.id} label={label} required={required ?? false} />
      <select
        key={key}
        {...props}
        className={`h-11 w-full rounded-lg border bg-white px-3 text-base focus-visible:outline-2 focus-visible:outline-primary ${field.errors ? "border-red-600" : "border-stone-300"}`}
      >
        <option value="">{empty}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      <Messages field={field} hint={hint} />
    </div>
  );
}
