import type { Category } from "@kursove/contracts";
import { useTranslation } from "react-i18next";
import { Form, Link, useLocation } from "react-router";
import { buttonVariants } from "../../ui/button";

export const fieldStyle =
  "mt-1 block h-11 w-full rounded-lg border bg-white px-3 text-sm text-dark focus-visible:outline-2 focus-visible:outline-primary";
const labelStyle = "block text-sm font-semibold text-stone-800";

type Errors = Record<string, string[]> | null;

/** A field's border and its described-by messages when the API refused its value. */
function invalid(errors: Errors, name: string) {
  const messages = errors?.[name];
  return {
    id: `report-${name}`,
    className: `${fieldStyle} ${messages ? "border-red-600" : "border-stone-300"}`,
    "aria-invalid": messages ? true : undefined,
    "aria-describedby": messages ? `${name}-error` : undefined,
  };
}

/** A labelled field with the API's messages about it under it. */
function Field({
  name,
  label,
  errors,
  children,
}: {
  name: string;
  label: string;
  errors: Errors;
  children: React.ReactNode;
}) {
  const messages = errors?.[name];
  return (
    <div>
      <label htmlFor={`report-${name}`} className={labelStyle}>
        {label}
      </label>
      {children}
      {messages && (
        <p id={`${name}-error`} className="mt-1 text-sm text-red-700">
          {messages.join(" ")}
        </p>
      )}
    </div>
  );
}

/** The category select's options: each category, then its subcategories indented. */
export function CategoryOptions({ categories }: { categories: Category[] }) {
  return categories.map((category) => [
    <option key={category.id} value={category.id}>
      {category.name}
    </option>,
    ...category.subcategories.map((sub) => (
      <option key={sub.id} value={sub.id}>
        {`\u00a0\u00a0— ${sub.name}`}
      </option>
    )),
  ]);
}

/**
 * The report's period, grouping and filters: a GET form, so it works without JavaScript and the address
 * holds the report (a link to it shows the same).
 */
export function ReportFilters({
  values,
  groups,
  providers,
  categories,
  errors,
}: {
  values: { from: string; to: string; group_by: string; provider_id: string; category_id: string };
  groups: readonly string[];
  /** given to admins: one provider's sales */
  providers?: { id: string; name: string }[] | undefined;
  categories: Category[];
  errors: Errors;
}) {
  const { t } = useTranslation("reports");
  const location = useLocation();
  const filtered = location.search.length > 1;
  return (
    <Form
      key={location.search}
      method="get"
      aria-label={t("filters.label")}
      className="grid gap-3 rounded-2xl border border-stone-200 bg-white p-4 shadow-sm sm:grid-cols-2 lg:grid-cols-3"
    >
      <Field name="from" label={t("filters.from")} errors={errors}>
        <input type="date" name="from" defaultValue={values.from} {...invalid(errors, "from")} />
      </Field>
      <Field name="to" label={t("filters.to")} errors={errors}>
        <input type="date" name="to" defaultValue={values.to} {...invalid(errors, "to")} />
      </Field>
      <Field name="group_by" label={t("filters.groupBy")} errors={errors}>
        <select name="group_by" defaultValue={values.group_by} {...invalid(errors, "group_by")}>
          {groups.map((g) => (
            <option key={g} value={g}>
              {t(`group.${g}`)}
            </option>
          ))}
        </select>
      </Field>
      {providers && (
        <Field name="provider_id" label={t("filters.provider")} errors={errors}>
          <select name="provider_id" defaultValue={values.provider_id} {...invalid(errors, "provider_id")}>
            <option value="">{t("filters.allProviders")}</option>
            {providers.map((p) => (
              <option key={p.id} value={p.id}>
                {p.name}
              </option>
            ))}
          </select>
        </Field>
      )}
      <Field name="category_id" label={t("filters.category")} errors={errors}>
        <select name="category_id" defaultValue={values.category_id} {...invalid(errors, "category_id")}>
          <option value="">{t("filters.allCategories")}</option>
          <CategoryOptions categories={categories} />
        </select>
      </Field>
      <div className="flex flex-wrap items-end gap-3">
        <button type="submit" className={buttonVariants({ variant: "primary" })}>
          {t("filters.show")}
        </button>
        {filtered && (
          <Link
            to={location.pathname}
            className="inline-flex h-11 items-center text-sm font-semibold text-primary underline-offset-2 hover:underline"
          >
            {t("filters.reset")}
          </Link>
        )}
      </div>
    </Form>
  );
}
