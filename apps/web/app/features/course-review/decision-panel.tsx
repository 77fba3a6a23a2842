import { getFormProps, type SubmissionResult, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { rejectCourseBody } from "@kursove/contracts";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Form } from "react-router";
import { buttonVariants } from "../../ui/button";
import { FormError } from "../../ui/field";
import { TextAreaField } from "../../ui/form-field";

/**
 * Approve, or reject with a reason that is mailed to the provider. `kind` picks the wording:
 * a course in review, or the changes to an approved course.
 */
export function DecisionPanel({
  kind,
  canDecide,
  lastResult,
  busy,
  children,
}: {
  kind: "course" | "revision";
  canDecide: boolean;
  lastResult: SubmissionResult<string[]> | null;
  busy: boolean;
  children?: React.ReactNode;
}) {
  const { t } = useTranslation("review");
  const [rejecting, setRejecting] = useState(false);
  const [form, fields] = useForm({
    id: `reject-${kind}`,
    lastResult,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: rejectCourseBody }),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
  });
  useEffect(() => {
    if (rejecting) document.getElementById(fields.reason.id)?.focus();
  }, [rejecting, fields.reason.id]);
  useEffect(() => {
    if (lastResult?.status === "error") setRejecting(true);
  }, [lastResult]);
  return (
    <div className="rounded-2xl border border-stone-200 bg-white p-5 shadow-sm">
      <div className="flex flex-wrap items-center gap-3">
        {canDecide && (
          <>
            <Form method="post">
              <button
                type="submit"
                name="intent"
                value="approve"
                disabled={busy}
                className="h-11 rounded-lg bg-green-700 px-5 font-semibold text-white hover:bg-green-800 disabled:opacity-70"
              >
                {t(`${kind}.approve`)}
              </button>
            </Form>
            <button
              type="button"
              aria-expanded={rejecting}
              aria-controls={`reject-${kind}-box`}
              onClick={() => setRejecting((v) => !v)}
              className={buttonVariants({ variant: "dangerOutline", className: "text-base" })}
            >
              {t(`${kind}.reject`)}
            </button>
          </>
        )}
        {children}
      </div>
      {canDecide && (
        <div id={`reject-${kind}-box`} hidden={!rejecting}>
          <Form
            method="post"
            {...getFormProps(form)}
            className="mt-4 space-y-3 rounded-xl border border-red-200 bg-red-50/50 p-4"
          >
            <FormError errors={form.errors} />
            <TextAreaField field={fields.reason} label={t("reason")} hint={t("reasonHint")} required />
            <div className="flex flex-wrap gap-2">
              <button
                type="submit"
                name="intent"
                value="reject"
                disabled={busy}
                className={buttonVariants({ variant: "danger", className: "text-base" })}
              >
                {t(`${kind}.confirmReject`)}
              </button>
              <button
                type="button"
                onClick={() => setRejecting(false)}
                className={buttonVariants({ variant: "secondary", className: "text-base" })}
              >
                {t("cancel")}
              </button>
            </div>
          </Form>
        </div>
      )}
    </div>
  );
}
