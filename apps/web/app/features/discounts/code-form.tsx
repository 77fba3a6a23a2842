import type { DiscountCode } from "@kursove/contracts";
import { moneyInputValue } from "@kursove/contracts/domain/money-input";
import type { InputHTMLAttributes } from "react";
import { useTranslation } from "react-i18next";
import { Form, Link } from "react-router";
import { Button, buttonVariants } from "../../ui/button";
import { controlClass, Field, FormError, InputField } from "../../ui/field";
import type { CodeAnswer } from "./discounts.server";

type Values = Record<string, string | string[]>;

/** A code's values as the form's fields hold them: the amount typed in euro, the limits as text. */
export function codeFormValues(code: DiscountCode): Values {
  const text = (n: number | null) => (n === null ? "" : String(n));
  return {
    code: code.code,
    kind: code.kind,
    value: code.kind === "amount" ? moneyInputValue(code.value) : String(code.value),
    valid_from: code.valid_from ?? "",
    valid_to: code.valid_to ?? "",
    max_uses: text(code.max_uses),
    max_uses_per_buyer: text(code.max_uses_per_buyer),
    first_purchase_only: code.first_purchase_only ? "on" : "",
    course_ids: code.courses.map((c) => c.id),
  };
}

/** The text fields of a code, in the form's order; `null` keeps a cell of the grid empty. */
const textFields: (
  | ({ name: string; label: string; hint?: string } & InputHTMLAttributes<HTMLInputElement>)
  | null
)[] = [
  { name: "code", label: "code", hint: "codeHint", required: true, maxLength: 32, autoComplete: "off" },
  { name: "value", label: "value", hint: "valueHint", required: true, inputMode: "decimal" },
  null,
  { name: "valid_from", label: "validFrom", type: "date" },
  { name: "valid_to", label: "validTo", type: "date" },
  { name: "max_uses", label: "maxUses", hint: "limitHint", inputMode: "numeric" },
  { name: "max_uses_per_buyer", label: "maxUsesPerBuyer", hint: "limitHint", inputMode: "numeric" },
];

/**
 * The form of a new code, or of one being changed (`editing`, prefilled from it and saved with PUT):
 * every field of DISCOUNT-CODES, the values typed kept after a refusal (DISCOUNT-EDIT).
 */
export function CodeForm({
  courses,
  answer,
  busy,
  canPickCourses,
  editing,
  cancelTo,
}: {
  courses: { id: string; title: string }[];
  answer: CodeAnswer | undefined;
  busy: boolean;
  canPickCourses: boolean;
  editing?: DiscountCode | undefined;
  /** where "cancel" leads back to, while editing */
  cancelTo?: string;
}) {
  const { t } = useTranslation("discounts");
  const refused = answer && !answer.ok ? answer : undefined;
  const values: Values = refused?.values ?? (editing ? codeFormValues(editing) : {});
  const errors = refused?.errors ?? {};
  const value = (name: string) => (typeof values[name] === "string" ? (values[name] as string) : "");
  const picked = new Set(Array.isArray(values.course_ids) ? values.course_ids : []);
  // a course of the code that is no longer approved stays on the list, so saving keeps it
  const listed = new Set(courses.map((c) => c.id));
  const choices = [...courses, ...(editing?.courses.filter((c) => !listed.has(c.id)) ?? [])];
  const field = (spec: (typeof textFields)[number], index: number) => {
    if (!spec) return <div key={`gap-${index}`} className="hidden sm:block" />;
    const { name, label, hint, ...input } = spec;
    return (
      <InputField
        key={name}
        {...input}
        label={t(label)}
        name={name}
        hint={hint ? t(hint) : undefined}
        defaultValue={value(name)}
        errors={errors[name]}
      />
    );
  };
  const kind = (
    <Field key="kind" label={t("kind")} errors={errors.kind}>
      {(control) => (
        <select
          {...control}
          name="kind"
          defaultValue={value("kind") || "percent"}
          className={controlClass(Boolean(errors.kind), "h-11")}
        >
          <option value="percent">{t("kinds.percent")}</option>
          <option value="amount">{t("kinds.amount")}</option>
        </select>
      )}
    </Field>
  );
  const [first, ...rest] = textFields.map(field);
  return (
    <section
      aria-labelledby="code-form-title"
      className="scroll-mt-24 rounded-xl border border-stone-200 bg-white p-5"
      id="code-form"
    >
      <h3 id="code-form-title" className="text-lg font-bold text-dark">
        {editing ? t("editTitle", { code: editing.code }) : t("create")}
      </h3>
      {editing && editing.uses > 0 && (
        <p className="mt-1 text-sm text-stone-700">{t("editUsed", { count: editing.uses })}</p>
      )}
      {/* the key resets the fields once a code is created, or another one is edited */}
      <Form
        method="post"
        className="mt-4 space-y-4"
        key={answer?.ok ? answer.message : (editing?.id ?? "form")}
      >
        <FormError errors={refused ? [refused.message] : undefined} />
        {editing && <input type="hidden" name="id" value={editing.id} />}
        <div className="grid gap-4 sm:grid-cols-2">
          {first}
          {kind}
          {rest}
        </div>
        <label className="flex items-center gap-2 text-sm font-semibold text-stone-700">
          <input
            type="checkbox"
            name="first_purchase_only"
            defaultChecked={value("first_purchase_only") === "on"}
            className="h-5 w-5 accent-primary"
          />
          {t("firstPurchaseOnly")}
        </label>
        {canPickCourses && (
          <fieldset aria-describedby="code-courses-hint">
            <legend className="text-sm font-semibold text-stone-700">{t("courses")}</legend>
            <p id="code-courses-hint" className="text-xs text-stone-600">
              {choices.length > 0 ? t("coursesHint") : t("noCourses")}
            </p>
            {errors.course_ids && (
              <p className="mt-1 text-sm text-red-700" role="alert">
                {errors.course_ids.join(" ")}
              </p>
            )}
            <ul className="mt-2 grid gap-2 sm:grid-cols-2">
              {choices.map((course) => (
                <li key={course.id}>
                  <label className="flex items-start gap-2 text-sm">
                    <input
                      type="checkbox"
                      name="course_ids"
                      value={course.id}
                      defaultChecked={picked.has(course.id)}
                      className="mt-0.5 h-5 w-5 shrink-0 accent-primary"
                    />
                    {course.title}
                  </label>
                </li>
              ))}
            </ul>
          </fieldset>
        )}
        <div className="flex flex-wrap gap-3">
          <Button type="submit" name="intent" value={editing ? "update" : "create"} disabled={busy}>
            {editing ? t("saveChanges") : t("save")}
          </Button>
          {editing && cancelTo && (
            <Link to={cancelTo} className={buttonVariants({ variant: "outline" })}>
              {t("cancelEdit")}
            </Link>
          )}
        </div>
      </Form>
    </section>
  );
}
