import type { ReactNode } from "react";
import type { Filters } from "./filters";

/** What each filter of the panel gets: the panel's id (for its controls' ids), the filters and `go`. */
export type FilterProps = { id: string; filters: Filters; go: (next: Filters) => void };

/** The box of a select, date or price input of the panel. */
export const filterField =
  "h-11 w-full rounded-lg border border-stone-300 bg-white px-3 text-sm text-dark focus-visible:outline-2 focus-visible:outline-primary";

/** A filter introduced by its own label (a select). */
export function FilterSection({ children }: { children: ReactNode }) {
  return <div className="py-5">{children}</div>;
}

/** A filter of several controls, named by its legend. */
export function FilterGroup({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset className="py-5">
      <legend className="float-left mb-2 w-full text-sm font-bold text-dark">{legend}</legend>
      <div className="clear-left">{children}</div>
    </fieldset>
  );
}

/** A checkbox or radio with its label and, when given, how many courses it would show. */
export function Choice({
  type,
  name,
  value,
  label,
  count,
  checked,
  onChange,
}: {
  type: "checkbox" | "radio";
  name: string;
  value: string;
  label: string;
  count?: number | undefined;
  checked: boolean;
  onChange: () => void;
}) {
  const isEmpty = count === 0 && !checked;
  return (
    <label
      className={`flex cursor-pointer items-center gap-2.5 rounded-md py-1.5 text-sm hover:text-primary ${isEmpty ? "text-stone-500" : "text-stone-800"}`}
    >
      <input
        type={type}
        name={name}
        value={value}
        checked={checked}
        onChange={onChange}
        className="h-4 w-4 shrink-0 accent-primary"
      />
      <span className="flex-1">{label}</span>
      {count !== undefined && (
        <span className="rounded-full bg-stone-100 px-2 py-0.5 text-xs font-semibold text-stone-600">
          {count}
        </span>
      )}
    </label>
  );
}
