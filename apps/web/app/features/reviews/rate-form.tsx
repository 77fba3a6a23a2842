import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Form } from "react-router";
import { buttonVariants } from "../../ui/button";
import { StarInput } from "./star-input";

/** The form's values as posted (strings), so a refused post without JavaScript keeps what was typed. */
export type RateValues = {
  content: string;
  outcomes: string;
  overall: string;
  recommend: string;
  suggestions: string;
  other_courses_wanted: string;
  comment: string;
};
export type RateAnswer = { values: RateValues; errors: Record<string, string[]>; message: string };

const stepOneFields = ["content", "outcomes"] as const;
const asStars = (v: string) => (/^[1-5]$/.test(v) ? Number(v) : null);

const box =
  "w-full rounded-lg border border-stone-300 bg-white p-3 text-base focus-visible:outline-2 focus-visible:outline-primary";

/**
 * The rate course form in two steps: the content and outcomes stars first ("Continue" refuses
 * until both are chosen), then the overall stars, the recommendation and the texts. Without JavaScript
 * both steps show as one form and the server checks the same.
 */
export function RateForm({
  initial,
  answer,
  isEdit,
  pending,
}: {
  initial: RateValues;
  answer: RateAnswer | undefined;
  isEdit: boolean;
  pending: boolean;
}) {
  const { t } = useTranslation("rating");
  const start = answer?.values ?? initial;
  const [stars, setStars] = useState({
    content: asStars(start.content),
    outcomes: asStars(start.outcomes),
    overall: asStars(start.overall),
  });
  const [recommend, setRecommend] = useState(start.recommend);
  const [hydrated, setHydrated] = useState(false);
  const [step, setStep] = useState<1 | 2>(1);
  const [clientErrors, setClientErrors] = useState<Record<string, string>>({});
  const [stepError, setStepError] = useState("");
  const stepTwoHeading = useRef<HTMLHeadingElement>(null);
  const alertRef = useRef<HTMLDivElement>(null);
  useEffect(() => setHydrated(true), []);
  useEffect(() => {
    if (!answer) return;
    setClientErrors({});
    setStep(stepOneFields.some((f) => answer.errors[f]) ? 1 : 2);
    alertRef.current?.focus();
  }, [answer]);

  const errorOf = (field: string) => clientErrors[field] ?? answer?.errors[field]?.join(" ");
  const choose = (field: keyof typeof stars) => (value: number) => {
    setStars((s) => ({ ...s, [field]: value }));
    setClientErrors(({ [field]: _, ...rest }) => rest);
    if (field !== "overall") setStepError("");
  };
  const goOn = () => {
    const missing = stepOneFields.filter((f) => stars[f] === null);
    if (missing.length > 0) {
      setClientErrors(Object.fromEntries(missing.map((f) => [f, t("errors:field.stars_required")])));
      setStepError(t("form.starsFirst"));
      document.getElementById(`${missing[0]}-group`)?.focus();
      return;
    }
    setStepError("");
    setStep(2);
    requestAnimationFrame(() => stepTwoHeading.current?.focus());
  };
  const onSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    const errors: Record<string, string> = {};
    for (const f of [...stepOneFields, "overall"] as const)
      if (stars[f] === null) errors[f] = t("errors:field.stars_required");
    if (recommend !== "yes" && recommend !== "no") errors.recommend = t("errors:field.required");
    if (Object.keys(errors).length === 0) return;
    event.preventDefault();
    setClientErrors(errors);
    if (errors.content || errors.outcomes) {
      setStep(1);
      setStepError(t("form.starsFirst"));
    } else document.getElementById(errors.overall ? "overall-group" : "recommend-group")?.focus();
  };

  const showStep = (n: 1 | 2) => !hydrated || step === n;
  const formMessage = stepError || (answer ? answer.message : "");
  return (
    <Form method="post" noValidate onSubmit={onSubmit} className="space-y-6">
      <div ref={alertRef} tabIndex={-1} className="focus:outline-none">
        {formMessage && (
          <p role="alert" className="rounded-lg bg-red-50 px-4 py-3 text-sm font-medium text-red-800">
            {formMessage}
          </p>
        )}
      </div>
      <section hidden={!showStep(1)} aria-labelledby="rate-step-1" className="space-y-5">
        <h2 id="rate-step-1" className="text-base font-bold text-dark">
          {hydrated && (
            <span className="block text-xs font-semibold text-stone-500">{t("form.step", { step: 1 })}</span>
          )}
          {t("form.stepOne")}
        </h2>
        <StarInput
          name="content"
          legend={t("form.contentLegend")}
          value={stars.content}
          onChange={choose("content")}
          error={errorOf("content")}
        />
        <StarInput
          name="outcomes"
          legend={t("form.outcomesLegend")}
          value={stars.outcomes}
          onChange={choose("outcomes")}
          error={errorOf("outcomes")}
        />
        {hydrated && (
          <button
            type="button"
            onClick={goOn}
            className={buttonVariants({ variant: "primary", className: "w-full sm:w-auto" })}
          >
            {t("form.continue")}
          </button>
        )}
      </section>
      <section hidden={!showStep(2)} aria-labelledby="rate-step-2" className="space-y-5">
        <h2
          id="rate-step-2"
          ref={stepTwoHeading}
          tabIndex={-1}
          className="text-base font-bold text-dark focus:outline-none"
        >
          {hydrated && (
            <span className="block text-xs font-semibold text-stone-500">{t("form.step", { step: 2 })}</span>
          )}
          {t("form.stepTwo")}
        </h2>
        <StarInput
          name="overall"
          legend={t("form.overallLegend")}
          value={stars.overall}
          onChange={choose("overall")}
          error={errorOf("overall")}
        />
        <fieldset
          id="recommend-group"
          tabIndex={-1}
          aria-describedby={errorOf("recommend") ? "recommend-error" : undefined}
          className="focus:outline-none"
        >
          <legend className="mb-1 text-sm font-semibold text-stone-800">
            {t("form.recommendLegend")}
            <span className="text-red-700" aria-hidden="true">
              {" "}
              *
            </span>
            <span className="sr-only"> ({t("form.required")})</span>
          </legend>
          <div className="flex gap-2">
            {(["yes", "no"] as const).map((choice) => (
              <label
                key={choice}
                className="flex h-11 min-w-20 cursor-pointer items-center justify-center gap-2 rounded-lg px-4 text-sm font-semibold ring-1 ring-stone-300 has-checked:bg-primary has-checked:text-white has-checked:ring-primary has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-primary"
              >
                <input
                  type="radio"
                  name="recommend"
                  value={choice}
                  checked={recommend === choice}
                  onChange={() => {
                    setRecommend(choice);
                    setClientErrors(({ recommend: _, ...rest }) => rest);
                  }}
                  className="sr-only"
                />
                {t(`form.${choice}`)}
              </label>
            ))}
          </div>
          {errorOf("recommend") && (
            <p id="recommend-error" className="mt-1 text-sm text-red-700">
              {errorOf("recommend")}
            </p>
          )}
        </fieldset>
        <TextArea
          name="comment"
          label={t("form.comment")}
          hint={t("form.commentHint")}
          defaultValue={start.comment}
          maxLength={4000}
          error={errorOf("comment")}
        />
        <TextArea
          name="suggestions"
          label={t("form.suggestions")}
          hint={t("form.privateHint")}
          defaultValue={start.suggestions}
          maxLength={2000}
          error={errorOf("suggestions")}
        />
        <TextArea
          name="other_courses_wanted"
          label={t("form.otherCourses")}
          hint={t("form.privateHint")}
          defaultValue={start.other_courses_wanted}
          maxLength={1000}
          error={errorOf("other_courses_wanted")}
        />
        <div className="flex flex-col-reverse gap-2 sm:flex-row">
          {hydrated && (
            <button
              type="button"
              onClick={() => setStep(1)}
              className={buttonVariants({ variant: "secondary" })}
            >
              {t("form.back")}
            </button>
          )}
          <button
            type="submit"
            disabled={pending}
            aria-busy={pending}
            className={buttonVariants({ variant: "primary" })}
          >
            {pending ? t("form.sending") : t(isEdit ? "form.update" : "form.submit")}
          </button>
        </div>
      </section>
    </Form>
  );
}

function TextArea(props: {
  name: string;
  label: string;
  hint: string;
  defaultValue: string;
  maxLength: number;
  error?: string | undefined;
}) {
  const { name, label, hint, error } = props;
  return (
    <div>
      <label htmlFor={`rate-${name}`} className="mb-1 block text-sm font-semibold text-stone-800">
        {label}
      </label>
      <textarea
        id={`rate-${name}`}
        name={name}
        rows={name === "comment" ? 5 : 3}
        defaultValue={props.defaultValue}
        maxLength={props.maxLength}
        aria-invalid={error ? true : undefined}
        aria-describedby={`rate-${name}-${error ? "error" : "hint"}`}
        className={box}
      />
      {error ? (
        <p id={`rate-${name}-error`} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      ) : (
        <p id={`rate-${name}-hint`} className="mt-1 text-xs text-stone-500">
          {hint}
        </p>
      )}
    </div>
  );
}
