import type { OwnInstructor, ProviderLectorLink } from "@kursove/contracts";
import { useTranslation } from "react-i18next";
import { Form } from "react-router";
import { Button } from "../../ui/button";
import { controlClass, Field, useFieldMessage } from "../../ui/field";
import type { InstructorAnswer } from "./instructors.server";
import { PhotoCropper } from "./photo-cropper";

type FormProps = {
  /** the instructor being edited; null adds a new one */
  instructor: OwnInstructor | null;
  lectors: ProviderLectorLink[];
  answer: InstructorAnswer | undefined;
  busy: boolean;
  onCancel: () => void;
};

/** Adds or edits an instructor of the provider's portfolio: name, role, order, about, lector and photo. */
export function InstructorForm({ instructor, lectors, answer, busy, onCancel }: FormProps) {
  const { t } = useTranslation();
  const message = useFieldMessage();
  const errors = answer && !answer.success && answer.intent !== "delete" ? answer.errors : undefined;
  const control = (name: string, className = "h-11") => controlClass(Boolean(errors?.[name]), className);
  return (
    <Form
      method="post"
      encType="multipart/form-data"
      className="space-y-4 rounded-2xl border border-stone-200 bg-white p-5 shadow-sm"
    >
      <h2 className="text-lg font-bold text-dark">
        {instructor ? t("dashboard.editInstructor") : t("dashboard.addInstructor")}
      </h2>
      {answer && !answer.success && answer.error && !errors && (
        <p role="alert" className="rounded-lg bg-red-50 px-4 py-3 text-sm text-red-800">
          {answer.error}
        </p>
      )}
      {instructor && <input type="hidden" name="id" value={instructor.id} />}
      <div className="grid gap-4 sm:grid-cols-2">
        <Field id="i-name" label={t("dashboard.name")} required errors={errors?.name}>
          {(c) => (
            <input
              {...c}
              name="name"
              required
              maxLength={80}
              defaultValue={instructor?.name}
              className={control("name")}
            />
          )}
        </Field>
        <Field id="i-role" label={t("dashboard.role")}>
          {(c) => (
            <input
              {...c}
              name="role"
              maxLength={80}
              defaultValue={instructor?.role}
              className={control("role")}
            />
          )}
        </Field>
        <Field id="i-order" label={t("dashboard.order")} errors={errors?.order}>
          {(c) => (
            <input
              {...c}
              name="order"
              type="number"
              step={1}
              defaultValue={instructor?.order ?? 0}
              className={control("order")}
            />
          )}
        </Field>
      </div>
      <Field id="i-about" label={t("dashboard.about")}>
        {(c) => (
          <textarea
            {...c}
            name="about"
            rows={4}
            maxLength={2000}
            defaultValue={instructor?.about}
            className={control("about", "p-3")}
          />
        )}
      </Field>
      <Field
        id="i-lector"
        label={t("lector:instructor.lector")}
        hint={t("lector:instructor.hint")}
        errors={errors?.lector_id}
      >
        {(c) => (
          <select
            {...c}
            name="lector_id"
            defaultValue={instructor?.lector_id ?? ""}
            className={control("lector_id")}
          >
            <option value="">{t("lector:instructor.noLector")}</option>
            {lectors.map((l) => (
              <option key={l.id} value={l.user_id ?? ""}>
                {l.name} ({l.email})
              </option>
            ))}
          </select>
        )}
      </Field>
      <PhotoCropper required={!instructor} label={t("dashboard.photo")} hint={t("dashboard.photoHint")} />
      {errors?.image && (
        <p className="mt-1 text-sm text-red-700" id="image-error">
          {errors.image.map(message).join(" ")}
        </p>
      )}
      <div className="flex gap-2">
        <Button
          type="submit"
          name="intent"
          value={instructor ? "update" : "create"}
          disabled={busy}
          className="text-base"
        >
          {instructor ? t("profile.save") : t("dashboard.addInstructor")}
        </Button>
        {instructor && (
          <Button variant="secondary" size="lg" onClick={onCancel} className="h-11 px-5">
            {t("dashboard.cancel")}
          </Button>
        )}
      </div>
    </Form>
  );
}
