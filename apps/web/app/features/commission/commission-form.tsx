import type { ProviderCommission } from "@kursove/contracts";
import { useEffect, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { Form, useNavigation } from "react-router";
import type { FormAnswer } from "../../lib/form-answer";
import { buttonVariants } from "../../ui/button";
import { controlClass, Field, InputField } from "../../ui/field";

export type CommissionFormKind = "default" | "provider";
export type CommissionAnswer = FormAnswer<CommissionFormKind | "cancel">;

/**
 * Schedules a new rate from a date: the platform's default, or one provider's own (chosen in a select).
 * Works without JavaScript; after a save the fields empty, after a refusal they keep what was typed.
 */
export function CommissionForm({
  kind,
  today,
  providers = [],
  answer,
}: {
  kind: CommissionFormKind;
  today: string;
  providers?: ProviderCommission[];
  answer: CommissionAnswer | undefined;
}) {
  const { t } = useTranslation("admin");
  const navigation = useNavigation();
  const titleId = useId();
  const busy = navigation.state === "submitting" && navigation.formData?.get("intent") === kind;
  const mine = answer?.form === kind ? answer : undefined;
  const refused = mine && !mine.ok ? mine : undefined;
  const errors = refused?.errors ?? {};
  const values = refused?.values ?? {};
  const [version, setVersion] = useState(0);
  useEffect(() => {
    if (mine?.ok) setVersion((v) => v + 1);
  }, [mine]);
  const fieldErrorNames = ["provider_id", "rate", "effective_from", "note"];
  const formError =
    refused && !fieldErrorNames.some((name) => errors[name]?.length) ? refused.message : undefined;
  return (
    <Form
      method="post"
      key={version}
      aria-labelledby={titleId}
      className="space-y-4"
      preventScrollReset
      noValidate
    >
      <h4 id={titleId} className="font-bold text-dark">
        {t(kind === "default" ? "commission.default.formTitle" : "commission.provider.title")}
      </h4>
      <input type="hidden" name="intent" value={kind} />
      {formError && (
        <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
          {formError}
        </p>
      )}
      {mine?.ok && (
        <p role="status" className="rounded-lg bg-green-50 px-3 py-2 text-sm text-green-900">
          {mine.message}
        </p>
      )}
      {kind === "provider" && (
        <Field label={t("commission.provider.select")} errors={errors.provider_id} required>
          {({ id, "aria-describedby": describedBy, "aria-invalid": invalid }) => (
            <select
              id={id}
              name="provider_id"
              required
              defaultValue={values.provider_id ?? ""}
              aria-invalid={invalid || undefined}
              aria-describedby={describedBy}
              className={controlClass(Boolean(invalid), "h-11")}
            >
              <option value="">{t("commission.provider.choose")}</option>
              {providers.map((p) => (
                <option key={p.id} value={p.id}>
                  {p.name}
                </option>
              ))}
            </select>
          )}
        </Field>
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        <InputField
          name="rate"
          label={t("commission.fields.rate")}
          hint={t("commission.fields.rateHint")}
          errors={errors.rate}
          required
          type="text"
          inputMode="decimal"
          autoComplete="off"
          defaultValue={values.rate ?? ""}
        />
        <InputField
          name="effective_from"
          label={t("commission.fields.effectiveFrom")}
          hint={t("commission.fields.effectiveHint")}
          errors={errors.effective_from}
          required
          type="date"
          min={today}
          defaultValue={values.effective_from ?? today}
        />
      </div>
      <InputField
        name="note"
        label={t("commission.fields.note")}
        errors={errors.note}
        type="text"
        maxLength={200}
        defaultValue={values.note ?? ""}
      />
      <button
        type="submit"
        disabled={busy}
        aria-busy={busy}
        className={buttonVariants({ variant: "primary" })}
      >
        {busy ? t("commission.saving") : t("commission.save")}
      </button>
    </Form>
  );
}
