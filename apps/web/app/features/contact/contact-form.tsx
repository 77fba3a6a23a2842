import { getFormProps, getTextareaProps, type SubmissionResult, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { contactBody, contactLimits, contactTypes } from "@kursove/contracts";
import { type ReactNode, useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Form, Link } from "react-router";
import { FormError, useFieldMessage } from "../../ui/field";
import { SubmitButton, TextField } from "../../ui/form-field";

export type ContactDefaults = { type: string; name: string; email: string; page_url: string };
type ContactFields = Omit<ContactDefaults, "page_url"> & {
  page_url?: string;
  message: string;
  captcha: string;
};

const fieldOrder = ["type", "name", "email", "message", "page_url", "captcha"] as const;

/**
 * The /contact-us form: topic, name, email, message (with a character counter), the page it was opened
 * from and the robot check (`captcha`, rendered by the page). Validated with the API's own schema.
 */
export function ContactForm({
  defaults,
  lastResult,
  pending,
  captcha,
}: {
  defaults: ContactDefaults;
  lastResult: SubmissionResult<string[]> | undefined;
  pending: boolean;
  captcha: (errors: string[] | undefined) => ReactNode;
}) {
  const { t } = useTranslation("contact");
  const message = useFieldMessage();
  const [form, fields] = useForm<ContactFields>({
    lastResult,
    defaultValue: defaults,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: contactBody }),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });
  const typeErrorId = `${fields.type.id}-error`;
  const counterId = `${fields.message.id}-counter`;
  const hintId = `${fields.message.id}-hint`;
  const [length, setLength] = useState((fields.message.initialValue ?? "").length);
  const { key: messageKey, ...messageProps } = getTextareaProps(fields.message, {
    ariaAttributes: true,
    ariaDescribedBy: `${hintId} ${counterId}`,
  });
  const labels: Record<(typeof fieldOrder)[number], string> = {
    type: t("form.type"),
    name: t("form.name"),
    email: t("form.email"),
    message: t("form.message"),
    page_url: t("form.page"),
    captcha: t("form.robotCheck"),
  };
  const anchors: Record<(typeof fieldOrder)[number], string> = {
    type: `${fields.type.id}-${contactTypes[0]}`,
    name: fields.name.id,
    email: fields.email.id,
    message: fields.message.id,
    page_url: fields.name.id,
    captcha: "contact-captcha",
  };
  const invalid = fieldOrder.filter((name) => (form.allErrors[name]?.length ?? 0) > 0);
  const pageUrl = fields.page_url.initialValue ?? "";
  return (
    <Form method="post" {...getFormProps(form)} className="space-y-5">
      <FormError errors={form.errors} />
      {form.status === "error" && invalid.length > 0 && (
        <div
          role="alert"
          className="rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-900"
        >
          <p className="font-semibold">{t("form.errorSummary")}</p>
          <ul className="mt-2 list-disc space-y-1 pl-5">
            {invalid.map((name) => (
              <li key={name}>
                <a href={`#${anchors[name]}`} className="underline underline-offset-2 hover:no-underline">
                  {labels[name]}: {(form.allErrors[name] ?? []).map(message).join(" ")}
                </a>
              </li>
            ))}
          </ul>
        </div>
      )}
      <fieldset key={fields.type.key} aria-describedby={fields.type.errors ? typeErrorId : undefined}>
        <legend className="mb-2 text-sm font-semibold text-stone-700">
          {labels.type}
          <span className="text-red-700" aria-hidden="true">
            {" "}
            *
          </span>
        </legend>
        <div className="grid gap-2 sm:grid-cols-2">
          {contactTypes.map((type) => (
            <label
              key={type}
              className="flex cursor-pointer items-center gap-3 rounded-lg border border-stone-300 bg-white px-3 py-2.5 text-sm text-stone-800 has-[:checked]:border-primary has-[:checked]:bg-secondary has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-primary"
            >
              <input
                type="radio"
                id={`${fields.type.id}-${type}`}
                name={fields.type.name}
                value={type}
                defaultChecked={fields.type.initialValue === type}
                aria-invalid={fields.type.errors ? true : undefined}
                className="h-4 w-4 shrink-0 accent-primary"
              />
              <span className={type === "report" ? "font-semibold" : undefined}>{t(`types.${type}`)}</span>
            </label>
          ))}
        </div>
        {fields.type.errors && (
          <p id={typeErrorId} className="mt-1 text-sm text-red-700">
            {fields.type.errors.map(message).join(" ")}
          </p>
        )}
      </fieldset>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField field={fields.name} label={labels.name} autoComplete="name" required />
        <TextField field={fields.email} label={labels.email} type="email" autoComplete="email" required />
      </div>
      <div>
        <label htmlFor={fields.message.id} className="mb-1 block text-sm font-semibold text-stone-700">
          {labels.message}
          <span className="text-red-700" aria-hidden="true">
            {" "}
            *
          </span>
        </label>
        <textarea
          key={messageKey}
          {...messageProps}
          rows={7}
          maxLength={contactLimits.messageMax}
          onInput={(event) => setLength(event.currentTarget.value.length)}
          className={`w-full rounded-lg border bg-white p-3 text-base focus-visible:outline-2 focus-visible:outline-primary ${fields.message.errors ? "border-red-600" : "border-stone-300"}`}
        />
        <div className="mt-1 flex flex-wrap justify-between gap-x-4 gap-y-1">
          <div>
            {fields.message.errors && (
              <p id={`${fields.message.id}-error`} className="text-sm text-red-700">
                {fields.message.errors.map(message).join(" ")}
              </p>
            )}
            <p id={hintId} className="text-xs text-stone-600">
              {t("form.messageHint")}
            </p>
          </div>
          <p id={counterId} className="shrink-0 text-xs tabular-nums text-stone-600">
            {t("form.counter", { count: length, max: contactLimits.messageMax })}
          </p>
        </div>
      </div>
      {pageUrl && (
        <div className="rounded-lg bg-stone-50 px-4 py-3 text-sm text-stone-700">
          <p>
            <span className="font-semibold">{labels.page_url}:</span>{" "}
            <span className="break-all">{pageUrl}</span>
          </p>
          <p className="mt-1 text-xs text-stone-600">{t("form.pageHint")}</p>
          {fields.page_url.errors && (
            <p className="mt-1 text-sm text-red-700">{fields.page_url.errors.map(message).join(" ")}</p>
          )}
        </div>
      )}
      <input type="hidden" name={fields.page_url.name} value={pageUrl} />
      <div id="contact-captcha" tabIndex={-1}>
        {captcha(fields.captcha.errors)}
      </div>
      <SubmitButton pending={pending}>{pending ? t("form.sending") : t("form.submit")}</SubmitButton>
    </Form>
  );
}

/** Shown in place of the form once the message is sent; takes the focus so the change is announced. */
export function ContactSent({ email, again }: { email: string; again: string }) {
  const { t } = useTranslation("contact");
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <div role="status" className="rounded-xl border border-green-200 bg-green-50 p-6 text-green-950">
      <h3 ref={heading} tabIndex={-1} className="text-lg font-bold focus:outline-2 focus:outline-primary">
        {t("form.sentTitle")}
      </h3>
      <p className="mt-2">{t("form.sentText", { email })}</p>
      <Link
        to={again}
        className="mt-4 inline-flex font-semibold text-primary-dark underline underline-offset-2 hover:no-underline"
      >
        {t("form.sendAnother")}
      </Link>
    </div>
  );
}
