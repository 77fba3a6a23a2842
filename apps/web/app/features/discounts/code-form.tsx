import { useTranslation } from "react-i18next";
import { Form } from "react-router";
import { Button } from "../../ui/button";
import { controlClass, Field, FormError, InputField } from "../../ui/field";
import type { CodeAnswer } from "./discounts.server";

/** The form of a new code: every field of DISCOUNT-CODES, the values typed kept after a refusal. */
export function CodeForm({
  courses,
  answer,
  busy,
  canPickCourses,
}: {
  courses: { id: string; title: string }[];
  answer: CodeAnswer | undefined;
  busy: boolean;
  canPickCourses: boolean;
}) {
  const { t } = useTranslation("discounts");
  const refused = answer && !answer.ok ? answer : undefined;
  const values = refused?.values ?? {};
  const errors = refused?.errors ?? {};
  const value = (name: string) => (typeof values[name] === "string" ? (values[name] as string) : "");
  const picked = new Set(Array.isArray(values.course_ids) ? values.course_ids : []);
  return (
    <section aria-labelledby="new-code" className="rounded-xl border border-stone-200 bg-white p-5">
      <h3 id="new-code" className="text-lg font-bold text-dark">
        {t("create")}
      </h3>
      {/* the key resets the fields once a code is created */}
      <Form method="post" className="mt-4 space-y-4" key={answer?.ok ? answer.message : "form"}>
        <FormError errors={refused ? [refused.message] : undefined} />
        <div className="grid gap-4 sm:grid-cols-2">
          <InputField
            label={t("code")}
            name="code"
            required
            maxLength={32}
            autoComplete="off"
            hint={t("codeHint")}
            defaultValue={value("code")}
            errors={errors.code}
          />
          <Field label={t("kind")} errors={errors.kind}>
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
          <InputField
            label={t("value")}
            name="value"
            required
            inputMode="decimal"
            hint={t("valueHint")}
            defaultValue={value("value")}
            errors={errors.value}
          />
          <div className="hidden sm:block" />
          <InputField
            label={t("validFrom")}
            name="valid_from"
            type="date"
            defaultValue={value("valid_from")}
            errors={errors.valid_from}
          />
          <InputField
            label={t("validTo")}
            name="valid_to"
            type="date"
            defaultValue={value("valid_to")}
            errors={errors.valid_to}
          />
          <InputField
            label={t("maxUses")}
            name="max_uses"
            inputMode="numeric"
            hint={t("limitHint")}
            defaultValue={value("max_uses")}
            errors={errors.max_uses}
          />
          <InputField
            label={t("maxUsesPerBuyer")}
            name="max_uses_per_buyer"
            inputMode="numeric"
            hint={t("limitHint")}
            defaultValue={value("max_uses_per_buyer")}
            errors={errors.max_uses_per_buyer}
          />
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
              {courses.length > 0 ? t("coursesHint") : t("noCourses")}
            </p>
            {errors.course_ids && (
              <p className="mt-1 text-sm text-red-700" role="alert">
                {errors.course_ids.join(" ")}
              </p>
            )}
            <ul className="mt-2 grid gap-2 sm:grid-cols-2">
              {courses.map((course) => (
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
        <Button type="submit" name="intent" value="create" disabled={busy}>
          {t("save")}
        </Button>
      </Form>
    </section>
  );
}
