import {
  type FieldMetadata,
  getFormProps,
  type Submission,
  type SubmissionResult,
  useForm,
} from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Form, useNavigation } from "react-router";
import { z } from "zod";
import { Button } from "../../ui/button";
import { FormError } from "../../ui/field";

/** What the become-provider action answers for a step: its form's result, or why sending failed. */
export type StepAnswer = {
  step: number;
  result?: SubmissionResult<string[]>;
  submitError?: { message: string; errors?: Record<string, string[]> };
};

type Fields<S extends z.ZodObject> = Record<keyof z.input<S> & string, FieldMetadata<string | undefined>>;

/** One step's form: client and server validation with the step's schema, Back and Next. */
export function StepForm<S extends z.ZodObject>({
  step,
  schema,
  defaultValue,
  answer,
  multipart,
  children,
}: {
  step: number;
  schema: S;
  defaultValue: Record<string, unknown>;
  answer: StepAnswer | undefined;
  multipart?: boolean;
  children: (fields: Fields<S>, live: (name: string) => string) => ReactNode;
}) {
  const { t } = useTranslation("provider");
  const navigation = useNavigation();
  const [form, fields] = useForm<Record<string, unknown>>({
    id: `become-provider-${step}`,
    lastResult: answer?.result ?? null,
    defaultValue: defaultValue as Record<string, string>,
    // Back is not checked here: the action keeps what is valid and goes back anyway
    onValidate: ({ formData }) =>
      parseWithZod(formData, {
        schema: formData.get("intent") === "back" ? z.object({}) : schema,
      }) as Submission<Record<string, unknown>>,
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });
  const live = (name: string) => {
    const value = (fields as Record<string, FieldMetadata<unknown> | undefined>)[name]?.value;
    return typeof value === "string" ? value : "";
  };
  const hasErrors = Object.keys(form.allErrors).length > 0;
  const busy = navigation.state !== "idle";
  return (
    <Form
      method="post"
      {...getFormProps(form)}
      encType={multipart ? "multipart/form-data" : undefined}
      className="space-y-6"
    >
      <input type="hidden" name="step" value={step} />
      {answer?.result ? <FormError errors={form.errors} /> : null}
      {children(fields as unknown as Fields<S>, live)}
      {hasErrors && !form.errors?.length && (
        <p
          role="alert"
          className="rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm font-medium text-red-800"
        >
          {t("errors:fill_all_fields")}
        </p>
      )}
      <div className="flex flex-col-reverse gap-3 border-t border-stone-200 pt-5 sm:flex-row sm:justify-between">
        {step > 1 ? (
          <Button
            type="submit"
            name="intent"
            value="back"
            disabled={busy}
            variant="secondary"
            className="text-base"
          >
            ← {t("become.back")}
          </Button>
        ) : (
          <span />
        )}
        <Button
          type="submit"
          name="intent"
          value="next"
          disabled={busy}
          aria-busy={busy}
          className="text-base"
        >
          {t("become.next")} →
        </Button>
      </div>
    </Form>
  );
}
