import { useFieldMessage } from "../../ui/field";

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
