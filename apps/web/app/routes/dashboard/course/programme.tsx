import { courseModulesBody, courseSlotsBody } from "@kursove/contracts";
import { useCallback, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Form, useActionData, useNavigation } from "react-router";
import { toast } from "react-toastify";
import { useEditor } from "../../../features/course-editor/context";
import { issuesToErrors } from "../../../features/course-editor/course-form";
import { saveSection } from "../../../features/course-editor/editor.server";
import { ProgrammeEditor } from "../../../features/course-editor/programme-editor";
import {
  modulesFromForm,
  modulesOf,
  slotsFromForm,
  slotsOf,
  slotsWithSavedIds,
  withSavedIds,
} from "../../../features/course-editor/programme-form";
import { SaveBar } from "../../../features/course-editor/save-bar";
import { SectionErrors } from "../../../features/course-editor/section-errors";
import { SlotsEditor } from "../../../features/course-editor/slots-editor";
import { useAutosave } from "../../../features/course-editor/use-autosave";
import type { Route } from "./+types/programme";

/** Saves the modules and sessions, or the slots of a bookable (on demand) course. */
export async function action(args: Route.ActionArgs) {
  const bookable = (await args.request.clone().formData()).get("kind") === "slots";
  return saveSection(args, bookable ? "slots" : "programme");
}

/** The programme section: modules and sessions, or the slots of an on demand course (spec 3, 5). */
export default function ProgrammeSection() {
  const { t } = useTranslation("editor");
  const { course, instructors, isEditable, isBookable, programmeLabel } = useEditor();
  const answer = useActionData<typeof action>();
  const navigation = useNavigation();
  const [modules, setModules] = useState(() => modulesOf(course));
  const [slots, setSlots] = useState(() => slotsOf(course));
  const validate = useCallback(
    (form: FormData) => {
      const parsed = isBookable
        ? courseSlotsBody.safeParse(slotsFromForm(form))
        : courseModulesBody.safeParse(modulesFromForm(form));
      return parsed.success ? {} : issuesToErrors(parsed.error.issues);
    },
    [isBookable],
  );
  const autosave = useAutosave({ enabled: isEditable, validate, answer });
  const saved = autosave.latest?.course ?? answer?.course;
  useEffect(() => {
    if (!saved) return;
    setModules((current) => withSavedIds(current, saved));
    setSlots((current) => slotsWithSavedIds(current, saved));
  }, [saved]);
  useEffect(() => {
    if (answer?.ok && !answer.autosave) toast.success(t("saved"));
  }, [answer, t]);
  return (
    <Form
      method="post"
      ref={autosave.formRef}
      onChange={autosave.schedule}
      onSubmit={autosave.cancel}
      className="space-y-6"
      noValidate
    >
      <input type="hidden" name="kind" value={isBookable ? "slots" : "modules"} />
      <h3 className="sr-only">{programmeLabel}</h3>
      {autosave.message && (
        <p role="alert" className="rounded-lg bg-red-50 px-4 py-3 text-sm text-red-800">
          {autosave.message}
        </p>
      )}
      <SectionErrors
        courseId={course.id}
        errors={autosave.errors}
        current="programme"
        programmeLabel={programmeLabel}
      />
      {isBookable ? (
        <SlotsEditor
          slots={slots}
          setSlots={setSlots}
          errors={autosave.errors}
          readOnly={!isEditable}
          onChange={autosave.schedule}
        />
      ) : (
        <ProgrammeEditor
          modules={modules}
          setModules={setModules}
          instructors={instructors}
          errors={autosave.errors}
          readOnly={!isEditable}
          onChange={autosave.schedule}
        />
      )}
      <SaveBar isEditable={isEditable} busy={navigation.state === "submitting"} status={autosave.status} />
    </Form>
  );
}
