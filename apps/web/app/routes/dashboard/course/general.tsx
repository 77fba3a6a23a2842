import { type IndexResponse, updateCourseBody } from "@kursove/contracts";
import { useCallback, useEffect } from "react";
import { useTranslation } from "react-i18next";
import { Form, useActionData, useNavigation, useRouteLoaderData } from "react-router";
import { toast } from "react-toastify";
import { useEditor } from "../../../features/course-editor/context";
import { courseBody, generalFromForm, issuesToErrors } from "../../../features/course-editor/course-form";
import { saveSection } from "../../../features/course-editor/editor.server";
import { sectionClass } from "../../../features/course-editor/fields";
import { GeneralFields } from "../../../features/course-editor/general-fields";
import { SaveBar } from "../../../features/course-editor/save-bar";
import { SectionErrors } from "../../../features/course-editor/section-errors";
import { useAutosave } from "../../../features/course-editor/use-autosave";
import type { Route } from "./+types/general";

export const action = (args: Route.ActionArgs) => saveSection(args, "general");

/** The general section of the course editor (spec 3). */
export default function GeneralSection() {
  const { t } = useTranslation("editor");
  const { course, isEditable, programmeLabel } = useEditor();
  const answer = useActionData<typeof action>();
  const navigation = useNavigation();
  const root = useRouteLoaderData("root") as Pick<IndexResponse, "categories" | "countries"> | undefined;
  const validate = useCallback(
    (form: FormData) => {
      const parsed = updateCourseBody.safeParse({ ...courseBody(course), ...generalFromForm(form) });
      return parsed.success ? {} : issuesToErrors(parsed.error.issues);
    },
    [course],
  );
  const autosave = useAutosave({ enabled: isEditable, validate, answer });
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
      {autosave.message && (
        <p role="alert" className="rounded-lg bg-red-50 px-4 py-3 text-sm text-red-800">
          {autosave.message}
        </p>
      )}
      <SectionErrors
        courseId={course.id}
        errors={autosave.errors}
        current="general"
        programmeLabel={programmeLabel}
      />
      <fieldset disabled={!isEditable} className={sectionClass}>
        <legend className="sr-only">{t("tabs.general")}</legend>
        <GeneralFields
          course={course}
          values={answer && !answer.ok ? answer.values : undefined}
          errors={autosave.errors}
          categories={root?.categories ?? []}
          countries={root?.countries ?? []}
          onChange={autosave.schedule}
        />
      </fieldset>
      <SaveBar isEditable={isEditable} busy={navigation.state === "submitting"} status={autosave.status} />
    </Form>
  );
}
