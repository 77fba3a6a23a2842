import { moneyInputValue } from "@kursove/contracts/domain/money-input";
import { sofiaDateAndHour } from "@kursove/contracts/domain/sofia-time";
import { useTranslation } from "react-i18next";
import { moneySign } from "../../lib/format";
import { useLocale } from "../../lib/use-locale";
import { controlClass, Field } from "../../ui/field";
import type { EditorCourse, FieldErrors } from "./course-form";

type Values = Record<string, string | string[]>;

const deadlines = [
  ["payment_deadline", "paymentDeadline"],
  ["cancellation_deadline", "cancellationDeadline"],
  ["last_sell_date", "lastSellDate"],
] as const;

/** The booking section: prices typed in leva, deadlines as Sofia dates and hours. */
export function BookingFields({
  course,
  values,
  errors,
}: {
  course: EditorCourse;
  values: Values | undefined;
  errors: FieldErrors;
}) {
  const { t } = useTranslation("editor");
  const { locale } = useLocale();
  const one = (name: string, fallback: string) => {
    if (!values) return fallback;
    const v = values[name];
    return Array.isArray(v) ? (v[0] ?? "") : (v ?? "");
  };
  const box = (name: string) => `h-11 ${controlClass(Boolean(errors[name]))}`;
  const sold = course.sold_count ?? 0;
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field
          id="b-price"
          label={t("fields.price", { currency: moneySign(locale) })}
          required
          hint={t("hints.leva")}
          errors={errors.price}
        >
          {(aria) => (
            <input
              {...aria}
              name="price"
              inputMode="decimal"
              defaultValue={one(
                "price",
                course.capacity > 0 || course.price > 0 ? moneyInputValue(course.price) : "",
              )}
              className={box("price")}
            />
          )}
        </Field>
        <Field
          id="b-early-price"
          label={t("fields.earlyBirdPrice", { currency: moneySign(locale) })}
          hint={t("hints.earlyBird")}
          errors={errors.early_bird_price}
        >
          {(aria) => (
            <input
              {...aria}
              name="early_bird_price"
              inputMode="decimal"
              defaultValue={one(
                "early_bird_price",
                course.early_bird_price === null ? "" : moneyInputValue(course.early_bird_price),
              )}
              className={box("early_bird_price")}
            />
          )}
        </Field>
        <Field id="b-early-until" label={t("fields.earlyBirdUntil")} errors={errors.early_bird_until}>
          {(aria) => (
            <input
              {...aria}
              type="date"
              name="early_bird_until"
              defaultValue={one("early_bird_until", course.early_bird_until ?? "")}
              className={box("early_bird_until")}
            />
          )}
        </Field>
        <Field
          id="b-capacity"
          label={t("fields.capacity")}
          required
          hint={sold > 0 ? t("hints.sold", { count: sold }) : t("hints.capacity")}
          errors={errors.capacity}
        >
          {(aria) => (
            <input
              {...aria}
              name="capacity"
              type="number"
              min={1}
              step={1}
              defaultValue={one("capacity", course.capacity > 0 ? String(course.capacity) : "")}
              className={box("capacity")}
            />
          )}
        </Field>
        <Field id="b-group" label={t("fields.groupSize")} errors={errors.group_size}>
          {(aria) => (
            <input
              {...aria}
              name="group_size"
              type="number"
              min={1}
              step={1}
              defaultValue={one("group_size", course.group_size ? String(course.group_size) : "")}
              className={box("group_size")}
            />
          )}
        </Field>
      </div>
      {deadlines.map(([name, label]) => {
        const when = course[name];
        const at = when ? sofiaDateAndHour(when) : { date: "", hour: "" };
        return (
          <fieldset key={name} aria-describedby={errors[name] ? `b-${name}-date-error` : undefined}>
            <legend className="mb-1 text-sm font-semibold text-stone-700">{t(`fields.${label}`)}</legend>
            <div className="grid gap-4 sm:grid-cols-2">
              <Field id={`b-${name}-date`} label={t("fields.date")} errors={errors[name]}>
                {(aria) => (
                  <input
                    {...aria}
                    type="date"
                    name={`${name}_date`}
                    defaultValue={one(`${name}_date`, at.date)}
                    className={box(name)}
                  />
                )}
              </Field>
              <Field id={`b-${name}-hour`} label={t("fields.hour")}>
                {(aria) => (
                  <input
                    {...aria}
                    type="time"
                    name={`${name}_hour`}
                    defaultValue={one(`${name}_hour`, at.hour)}
                    className={box(name)}
                  />
                )}
              </Field>
            </div>
          </fieldset>
        );
      })}
      <label className="flex items-start gap-2.5 text-sm text-stone-800">
        <input
          type="checkbox"
          name="requires_booking_approval"
          defaultChecked={
            values ? values.requires_booking_approval === "on" : course.requires_booking_approval
          }
          className="mt-0.5 h-4 w-4 accent-primary"
        />
        <span>{t("fields.requiresApproval")}</span>
      </label>
    </>
  );
}
