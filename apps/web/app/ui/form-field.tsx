import { type FieldMetadata, getInputProps } from "@conform-to/react";
import { useTranslation } from "react-i18next";

/** Field messages are catalog keys (client-side zod) or sentences already translated by the API. */
export function useFieldMessage() {
  const { t } = useTranslation();
  return (message: string) => t(message, { ns: "errors", defaultValue: message });
}

type Props = {
  field: FieldMetadata<string | undefined>;
  label: string;
  type?: "text" | "email" | "password" | "tel" | "search";
  autoComplete?: string;
  hint?: string;
  required?: boolean;
};

export function TextField({ field, label, type = "text", autoComplete, hint, required }: Props) {
  const message = useFieldMessage();
  const errorId = `${field.id}-error`;
  const hintId = `${field.id}-hint`;
  const describedBy =
    [field.errors ? errorId : null, hint ? hintId : null].filter(Boolean).join(" ") || undefined;
  const { key, ...props } = getInputProps(field, {
    type,
    ariaAttributes: true,
    ariaDescribedBy: describedBy,
  });
  return (
    <div>
      <label htmlFor={field.id} className="mb-1 block text-sm font-semibold text-stone-700">
        {label}
        {required && (
          <span className="text-red-700" aria-hidden="true">
            {" "}
            *
          </span>
        )}
      </label>
      <input
        key={key}
        {...props}
        autoComplete={autoComplete}
        className={`h-11 w-full rounded-lg border bg-white px-3 text-base focus-visible:outline-2 focus-visible:outline-primary ${field.errors ? "border-red-600" : "border-stone-300"}`}
      />
      {hint && !field.errors && (
        <p id={hintId} className="mt-1 text-xs text-stone-500">
          {hint}
        </p>
      )}
      {field.errors && (
        <p id={errorId} className="mt-1 text-sm text-red-700">
          {field.errors.map(message).join(" ")}
        </p>
      )}
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
    <button
      type="submit"
      disabled={pending}
      aria-busy={pending}
      className="inline-flex h-11 w-full items-center justify-center rounded-lg bg-primary px-5 font-semibold text-white shadow-sm hover:bg-primary-dark disabled:opacity-70 sm:w-auto"
    >
      {children}
    </button>
  );
}
