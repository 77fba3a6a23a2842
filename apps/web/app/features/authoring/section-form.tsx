import { type ReactNode, useEffect } from "react";
import { useTranslation } from "react-i18next";
import { Form, useActionData, useNavigation } from "react-router";
import { toast } from "../../lib/toast";
import { useEditor } from "./context";
import type { FieldErrors } from "./course-form";
import type { SaveAnswer } from "./editor.server";
import { sectionClass } from "./fields";
import { SaveBar } from "./save-bar";
import { SectionErrors, type SectionName } from "./section-errors";
import { useAutosave } from "./use-autosave";

export type SectionAutosave = ReturnType<typeof useAutosave>;

/**
 * What every section page of the editor shares: the action's answer, the draft autosave with the
 * page's own validation, and the "saved" toast after an explicit save.
 */
export function useSection(validate: (form: FormData) => FieldErrors) {
  const { t } = useTranslation("editor");
  const { isEditable } = useEditor();
  const answer = useActionData<SaveAnswer>();
  const autosave = useAutosave({ enabled: isEditable, validate, answer });
  useEffect(() => {
    if (answer?.ok && !answer.autosave) toast.success(t("saved"));
  }, [answer, t]);
  return { answer, autosave };
}

/**
 * The form of a section page: autosave wiring, the save error, the errors of other sections and the
 * save bar around the section's own fields (in a fieldset with a hidden legend unless `fieldset` is off).
 */
export function SectionForm({
  section,
  autosave,
  head,
  fieldset = true,
  children,
}: {
  section: SectionName;
  autosave: SectionAutosave;
  head?: ReactNode;
  fieldset?: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation("editor");
  const { course, isEditable, programmeLabel } = useEditor();
  const navigation = useNavigation();
  return (
    <Form
      method="post"
      ref={autosave.formRef}
      onChange={autosave.schedule}
      onSubmit={autosave.cancel}
      className="space-y-6"
      noValidate
    >
      {head}
      {autosave.message && (
        <p role="alert" className="rounded-lg bg-red-50 px-4 py-3 text-sm text-red-800">
          {autosave.message}
        </p>
      )}
      <SectionErrors
        courseId={course.id}
        errors={autosave.errors}
        current={section}
        programmeLabel={programmeLabel}
      />
      {fieldset ? (
        <fieldset disabled={!isEditable} className={sectionClass}>
          <legend className="sr-only">{t(`tabs.${section}`)}</legend>
          {children}
        </fieldset>
      ) : (
        children
      )}
      <SaveBar
        isEditable={isEditable}
        busy={navigation.state === "submitting" || autosave.inFlight}
        status={autosave.status}
      />
    </Form>
  );
}
