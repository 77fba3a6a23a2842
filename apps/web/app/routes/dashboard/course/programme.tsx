import { courseModulesBody, courseSlotsBody } from "@kursove/contracts";
import { useCallback, useEffect, useState } from "react";
import { useEditor } from "../../../features/authoring/context";
import { issuesToErrors } from "../../../features/authoring/course-form";
import { saveSection } from "../../../features/authoring/editor.server";
import { ProgrammeEditor } from "../../../features/authoring/programme-editor";
import {
  modulesFromForm,
  modulesOf,
  slotsFromForm,
  slotsOf,
  slotsWithSavedIds,
  withSavedIds,
} from "../../../features/authoring/programme-form";
import { SectionForm, useSection } from "../../../features/authoring/section-form";
import { SlotsEditor } from "../../../features/authoring/slots-editor";
import type { Route } from "./+types/programme";

/** Saves the modules and sessions, or the slots of a bookable (on demand) course. */
export async function action(args: Route.ActionArgs) {
  const bookable = (await args.request.clone().formData()).get("kind") === "slots";
  return saveSection(args, bookable ? "slots" : "programme");
}

/** The programme section: modules and sessions, or the slots of an on demand course. */
export default function ProgrammeSection() {
  const { course, instructors, isEditable, isBookable, programmeLabel } = useEditor();
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
  const { answer, autosave } = useSection(validate);
  const saved = autosave.latest?.course ?? answer?.course;
  useEffect(() => {
    if (!saved) return;
    setModules((current) => withSavedIds(current, saved));
    setSlots((current) => slotsWithSavedIds(current, saved));
  }, [saved]);
  return (
    <SectionForm
      section="programme"
      autosave={autosave}
      fieldset={false}
      head={
        <>
          <input type="hidden" name="kind" value={isBookable ? "slots" : "modules"} />
          <h3 className="sr-only">{programmeLabel}</h3>
        </>
      }
    >
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
    </SectionForm>
  );
}
