import { type InputHTMLAttributes, type ReactNode, useId } from "react";

type Props = {
  label: string;
  name: string;
  hint?: string | undefined;
  errors?: string[] | undefined;
  required?: boolean;
  children?: (control: { id: string; describedBy: string | undefined; invalid: boolean }) => ReactNode;
} & Omit<InputHTMLAttributes<HTMLInputElement>, "name" | "children">;

const boxClass = (invalid: boolean) =>
  `h-11 w-full rounded-lg border bg-white px-3 text-base focus-visible:outline-2 focus-visible:outline-primary ${invalid ? "border-red-600" : "border-stone-300"}`;

/**
 * A labelled field of a plain form (no client-side library): its hint, and the API's messages for it,
 * tied to the control. `children` renders another control (a select) in place of the input.
 */
export function PlainField({ label, name, hint, errors, required, children, ...input }: Props) {
  const id = useId();
  const invalid = (errors?.length ?? 0) > 0;
  const describedBy =
    [hint ? `${id}-hint` : null, invalid ? `${id}-error` : null].filter(Boolean).join(" ") || undefined;
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
      {children ? (
        children({ id, describedBy, invalid })
      ) : (
        <input
          id={id}
          name={name}
          required={required}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
          className={boxClass(invalid)}
          {...input}
        />
      )}
      {hint && (
        <p id={`${id}-hint`} className="mt-1 text-xs text-stone-600">
          {hint}
        </p>
      )}
      {invalid && (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-700">
          {errors?.join(" ")}
        </p>
      )}
    </div>
  );
}

export const selectClass = boxClass;
