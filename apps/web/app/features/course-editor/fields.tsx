import type { ReactNode } from "react";
import { useFieldMessage } from "../../ui/form-field";

export const inputClass = (invalid: boolean) =>
  `w-full rounded-lg border bg-white px-3 text-base focus-visible:outline-2 focus-visible:outline-primary disabled:bg-stone-100 ${invalid ? "border-red-600" : "border-stone-300"}`;

type FieldProps = {
  id: string;
  label: string;
  required?: boolean | undefined;
  hint?: string | undefined;
  errors?: string[] | undefined;
  children: (aria: {
    id: string;
    "aria-invalid": true | undefined;
    "aria-describedby": string | undefined;
  }) => ReactNode;
};

/** A label, the control and its hint or messages (catalog keys or sentences from the API). */
export function Field({ id, label, required, hint, errors, children }: FieldProps) {
  const message = useFieldMessage();
  const invalid = Boolean(errors?.length);
  const described = [invalid ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean).join(" ");
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-semibold text-stone-700">
        {label}
        {required && (
          <span className="text-red-700" aria-hidden="true">
            {" "}
            *
          </span>
        )}
      </label>
      {children({ id, "aria-invalid": invalid || undefined, "aria-describedby": described || undefined })}
      {hint && (
        <p id={`${id}-hint`} className="mt-1 text-xs text-stone-600">
          {hint}
        </p>
      )}
      {invalid && (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-700">
          {errors!.map(message).join(" ")}
        </p>
      )}
    </div>
  );
}

/** A fieldset of checkboxes sharing one name. */
export function CheckboxGroup({
  name,
  legend,
  options,
  checked,
  errors,
  required,
  onToggle,
}: {
  name: string;
  legend: string;
  options: { value: string; label: string }[];
  checked: string[];
  errors?: string[] | undefined;
  required?: boolean;
  onToggle?: (value: string, on: boolean) => void;
}) {
  const message = useFieldMessage();
  return (
    <fieldset aria-describedby={errors?.length ? `${name}-error` : undefined}>
      <legend className="mb-1 text-sm font-semibold text-stone-700">
        {legend}
        {required && (
          <span className="text-red-700" aria-hidden="true">
            {" "}
            *
          </span>
        )}
      </legend>
      <div className="flex flex-wrap gap-x-5 gap-y-2">
        {options.map((o) => (
          <label key={o.value} className="flex items-center gap-2 text-sm text-stone-800">
            <input
              type="checkbox"
              name={name}
              value={o.value}
              defaultChecked={checked.includes(o.value)}
              onChange={(e) => onToggle?.(o.value, e.currentTarget.checked)}
              className="h-4 w-4 accent-primary"
            />
            {o.label}
          </label>
        ))}
      </div>
      {errors?.length ? (
        <p id={`${name}-error`} className="mt-1 text-sm text-red-700">
          {errors.map(message).join(" ")}
        </p>
      ) : null}
    </fieldset>
  );
}

export const sectionClass = "space-y-4 rounded-2xl border border-stone-200 bg-white p-5 shadow-sm";
