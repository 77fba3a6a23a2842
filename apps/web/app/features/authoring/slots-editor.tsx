import { useTranslation } from "react-i18next";
import { buttonVariants } from "../../ui/button";
import { controlClass, Field } from "../../ui/field";
import type { FieldErrors } from "./course-form";
import { emptySlot, type SlotDraft } from "./programme-form";

/** The date-and-hour slots of a bookable (on demand) course, each with its places. */
export function SlotsEditor({
  slots,
  setSlots,
  errors,
  readOnly,
  onChange,
}: {
  slots: SlotDraft[];
  setSlots: (next: SlotDraft[]) => void;
  errors: FieldErrors;
  readOnly: boolean;
  onChange: () => void;
}) {
  const { t } = useTranslation("editor");
  const change = (next: SlotDraft[]) => {
    setSlots(next);
    onChange();
  };
  return (
    <div className="space-y-4">
      {slots.length === 0 && <p className="text-stone-600">{t("slots.empty")}</p>}
      <ol className="space-y-3">
        {slots.map((slot, i) => {
          const at = `slots.${i}`;
          // a booked hour keeps its date and hours (BOOKED-HOUR-FIXED); its places may still change
          const fixed = readOnly || Boolean(slot.locked);
          const field = (name: keyof SlotDraft, label: string, type: string, extra = {}, locked = fixed) => (
            <Field id={`${slot.key}-${name}`} label={label} required errors={errors[`${at}.${name}`]}>
              {(aria) => (
                <input
                  {...aria}
                  {...extra}
                  type={type}
                  name={`${at}.${name}`}
                  value={String(slot[name] ?? "")}
                  readOnly={locked}
                  onChange={(e) =>
                    change(slots.map((s, j) => (j === i ? { ...s, [name]: e.currentTarget.value } : s)))
                  }
                  className={`h-11 ${controlClass(Boolean(aria["aria-invalid"]))}`}
                />
              )}
            </Field>
          );
          return (
            <li key={slot.key} className="rounded-xl border border-stone-200 p-4">
              <fieldset>
                <legend className="text-sm font-bold text-dark">
                  {t("slots.slot", { number: i + 1 })}
                  {slot.locked && (
                    <span className="ml-2 font-normal text-amber-800">{t("programme.locked")}</span>
                  )}
                </legend>
                {slot.id && <input type="hidden" name={`${at}.id`} value={slot.id} />}
                <div className="mt-2 grid gap-3 sm:grid-cols-[1fr_1fr_1fr_1fr_auto] sm:items-end">
                  {field("date", t("fields.date"), "date")}
                  {field("start_hour", t("fields.startHour"), "time")}
                  {field("end_hour", t("fields.endHour"), "time")}
                  {field("capacity", t("fields.slotCapacity"), "number", { min: 1, step: 1 }, readOnly)}
                  {!fixed && (
                    <button
                      type="button"
                      className={buttonVariants({ variant: "dangerOutline" })}
                      onClick={() => change(slots.filter((_, j) => j !== i))}
                      aria-label={t("slots.remove", { number: i + 1 })}
                    >
                      ✕
                    </button>
                  )}
                </div>
              </fieldset>
            </li>
          );
        })}
      </ol>
      {!readOnly && (
        <button
          type="button"
          className={buttonVariants({ variant: "secondary" })}
          onClick={() => change([...slots, emptySlot()])}
        >
          {t("slots.add")}
        </button>
      )}
    </div>
  );
}
