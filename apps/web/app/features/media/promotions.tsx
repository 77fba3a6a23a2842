import {
  type FieldMetadata,
  getFormProps,
  getInputProps,
  type SubmissionResult,
  useForm,
} from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { type CreatePromotionInput, createPromotionBody, type Promotion } from "@kursove/contracts";
import { promotionPricePerDay } from "@kursove/contracts/currency";
import { useTranslation } from "react-i18next";
import { Form } from "react-router";
import { formatDay, formatMoney, moneySettings } from "../../lib/format";
import { useLocale } from "../../lib/use-locale";
import { buttonVariants } from "../../ui/button";
import { FormError, useFieldMessage } from "../../ui/field";
import { SubmitButton } from "../../ui/form-field";

const day = /^\d{4}-\d{2}-\d{2}$/;

/** Calendar days from one date to another, both included; null until both are valid and in order. */
export function promotionDays(from: unknown, to: unknown) {
  if (typeof from !== "string" || typeof to !== "string" || !day.test(from) || !day.test(to)) return null;
  const days = (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000 + 1;
  return Number.isFinite(days) && days >= 1 ? days : null;
}

function DateInput({ field, label, min }: { field: FieldMetadata<string>; label: string; min: string }) {
  const message = useFieldMessage();
  const { key, ...props } = getInputProps(field, {
    type: "date",
    ariaAttributes: true,
    ariaDescribedBy: field.errors ? `${field.id}-error` : undefined,
  });
  return (
    <div>
      <label htmlFor={field.id} className="mb-1 block text-sm font-semibold text-stone-700">
        {label}
        <span className="text-red-700" aria-hidden="true">
          {" "}
          *
        </span>
      </label>
      <input
        key={key}
        {...props}
        min={min}
        className={`h-11 w-full rounded-lg border bg-white px-3 ${field.errors ? "border-red-600" : "border-stone-300"}`}
      />
      {field.errors && (
        <p id={`${field.id}-error`} className="mt-1 text-sm text-red-700">
          {field.errors.map(message).join(" ")}
        </p>
      )}
    </div>
  );
}

/** Dates of a new promotion with its price worked out as they are typed (PROMOTION-PRICE: 2.99 BGN a day). */
export function PromotionForm({
  today,
  lastResult,
  busy,
}: {
  today: string;
  lastResult: SubmissionResult<string[]> | null;
  busy: boolean;
}) {
  const { t } = useTranslation("media");
  const { locale } = useLocale();
  const [form, fields] = useForm<CreatePromotionInput>({
    id: "promotion",
    lastResult,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: createPromotionBody }),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });
  const days = promotionDays(fields.date_from.value, fields.date_to.value);
  const perDay = promotionPricePerDay(moneySettings().currency);
  return (
    <Form
      method="post"
      {...getFormProps(form)}
      className="space-y-4 rounded-2xl border border-stone-200 bg-white p-5 shadow-sm"
    >
      <h3 className="font-bold text-dark">{t("promote.new")}</h3>
      <FormError errors={form.errors} />
      <div className="grid gap-4 sm:grid-cols-2">
        <DateInput field={fields.date_from} label={t("promote.dateFrom")} min={today} />
        <DateInput field={fields.date_to} label={t("promote.dateTo")} min={today} />
      </div>
      {/* 2.99 лв. a day, 1.53 € when selling in euro (MONEY-EUR) */}
      <p aria-live="polite" className="rounded-lg bg-secondary px-4 py-3 font-semibold text-dark">
        {days
          ? t("promote.summary", {
              count: days,
              perDay: formatMoney(perDay, locale),
              total: formatMoney(perDay * days, locale),
            })
          : t("promote.summaryEmpty", { perDay: formatMoney(perDay, locale) })}
      </p>
      <p className="text-sm text-stone-600">{t("promote.paymentNote")}</p>
      <input type="hidden" name="intent" value="create" />
      <SubmitButton pending={busy}>{t("promote.create")}</SubmitButton>
    </Form>
  );
}

const tone: Record<Promotion["status"], string> = {
  awaiting_payment: "bg-amber-100 text-amber-950",
  paid: "bg-green-100 text-green-900",
  canceled: "bg-stone-200 text-stone-800",
};

/** The course's promotions, newest first, with Cancel on those still awaiting payment. */
export function PromotionList({ promotions, busy }: { promotions: Promotion[]; busy: boolean }) {
  const { t } = useTranslation("media");
  const { locale } = useLocale();
  return (
    <section
      aria-labelledby="promotions-heading"
      className="rounded-2xl border border-stone-200 bg-white p-5 shadow-sm"
    >
      <h3 id="promotions-heading" className="font-bold text-dark">
        {t("promote.list")}
      </h3>
      {promotions.length === 0 ? (
        <p className="mt-2 text-stone-600">{t("promote.empty")}</p>
      ) : (
        <ul className="mt-3 divide-y divide-stone-100">
          {promotions.map((p) => (
            <li
              key={p.id}
              className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center sm:justify-between"
            >
              <div>
                <p className="font-semibold text-dark">
                  {formatDay(p.date_from, locale, { dateStyle: "medium" })} –{" "}
                  {formatDay(p.date_to, locale, { dateStyle: "medium" })}
                </p>
                <p className="text-sm text-stone-600">
                  {t("promote.days", { count: p.total_days })} · {formatMoney(p.amount, locale, p.currency)}
                </p>
                {p.status === "awaiting_payment" && (
                  <p className="text-sm text-stone-600">{t("promote.startsWhenPaid")}</p>
                )}
              </div>
              <div className="flex items-center gap-3">
                <span className={`rounded-full px-3 py-1 text-sm font-semibold ${tone[p.status]}`}>
                  {t(`promote.status.${p.status}`)}
                </span>
                {p.status === "awaiting_payment" && (
                  <Form method="post">
                    <input type="hidden" name="id" value={p.id} />
                    <button
                      type="submit"
                      name="intent"
                      value="cancel"
                      disabled={busy}
                      aria-label={t("promote.cancelOne", {
                        from: formatDay(p.date_from, locale, { dateStyle: "medium" }),
                        to: formatDay(p.date_to, locale, { dateStyle: "medium" }),
                      })}
                      className={buttonVariants({ variant: "dangerOutline", size: "sm" })}
                    >
                      {t("promote.cancel")}
                    </button>
                  </Form>
                )}
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
