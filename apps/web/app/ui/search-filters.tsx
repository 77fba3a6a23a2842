import { Form, Link, useLocation } from "react-router";
import { Button, buttonVariants } from "./button";
import { controlClass } from "./field";

/** A list filter: a select whose empty value means "any". */
export type FilterChoice = {
  name: string;
  label: string;
  value: string;
  anyLabel: string;
  options: readonly { value: string; label: string }[];
};

const columns = {
  0: "sm:grid-cols-[1fr_auto]",
  1: "sm:grid-cols-[1fr_14rem_auto]",
  2: "sm:grid-cols-2 lg:grid-cols-[1fr_12rem_10rem_auto]",
} as const;

/**
 * The search box and filters above an admin list: a GET form, so results have their own address and work
 * without JavaScript. `keep` are the parameters it carries along (the open tab); `clearHref`, when set,
 * offers to drop the search and filters.
 */
export function SearchFilters({
  id,
  label,
  placeholder,
  q,
  choices = [],
  keep = {},
  submitLabel,
  clear,
}: {
  id: string;
  label: string;
  placeholder: string;
  q: string;
  choices?: FilterChoice[];
  keep?: Record<string, string>;
  submitLabel: string;
  clear?: { href: string; label: string } | undefined;
}) {
  const location = useLocation();
  const wide = choices.length >= 2;
  return (
    <Form
      key={location.search}
      method="get"
      role="search"
      aria-label={label}
      className={`grid gap-3 rounded-2xl border border-stone-200 bg-white p-4 shadow-sm sm:items-end ${columns[Math.min(choices.length, 2) as 0 | 1 | 2]}`}
    >
      {Object.entries(keep).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <div className={wide ? "sm:col-span-2 lg:col-span-1" : undefined}>
        <label htmlFor={`${id}-q`} className="mb-1 block text-sm font-semibold text-stone-700">
          {label}
        </label>
        <input
          id={`${id}-q`}
          type="search"
          name="q"
          maxLength={100}
          defaultValue={q}
          placeholder={placeholder}
          className={controlClass(false, "h-11")}
        />
      </div>
      {choices.map((choice) => (
        <div key={choice.name}>
          <label htmlFor={`${id}-${choice.name}`} className="mb-1 block text-sm font-semibold text-stone-700">
            {choice.label}
          </label>
          <select
            id={`${id}-${choice.name}`}
            name={choice.name}
            defaultValue={choice.value}
            className={controlClass(false, "h-11")}
          >
            <option value="">{choice.anyLabel}</option>
            {choice.options.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </select>
        </div>
      ))}
      <div className={`flex gap-2 ${wide ? "sm:col-span-2 lg:col-span-1" : ""}`}>
        <Button type="submit">{submitLabel}</Button>
        {clear && (
          <Link to={clear.href} className={buttonVariants({ variant: "secondary" })}>
            {clear.label}
          </Link>
        )}
      </div>
    </Form>
  );
}
