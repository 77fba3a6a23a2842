import { updateCourseBody } from "@kursove/contracts";
import { useCallback } from "react";
import { useEditor } from "../../../features/authoring/context";
import { courseBody, generalFromForm, issuesToErrors } from "../../../features/authoring/course-form";
import { saveSection } from "../../../features/authoring/editor.server";
import { GeneralFields } from "../../../features/authoring/general-fields";
import { SectionForm, useSection } from "../../../features/authoring/section-form";
import { useCategories } from "../../../lib/categories";
import { loadCategoriesAndCountries } from "../../../lib/categories.server";
import { useCountries } from "../../../lib/countries";
import { localeOfPath } from "../../../lib/locale";
import type { Route } from "./+types/general";

export const action = (args: Route.ActionArgs) => saveSection(args, "general");

/** The categories (PAGE-CATEGORIES) and places (PAGE-COUNTRIES) the course can have; the layout's loader has the course. */
export async function loader(args: Route.LoaderArgs) {
  return loadCategoriesAndCountries(args, localeOfPath(new URL(args.request.url).pathname));
}

/** The general section of the course editor. */
export default function GeneralSection() {
  const { course } = useEditor();
  const categories = useCategories();
  const countries = useCountries();
  const validate = useCallback(
    (form: FormData) => {
      const parsed = updateCourseBody.safeParse({ ...courseBody(course), ...generalFromForm(form) });
      return parsed.success ? {} : issuesToErrors(parsed.error.issues);
    },
    [course],
  );
  const { answer, autosave } = useSection(validate);
  return (
    <SectionForm section="general" autosave={autosave}>
      <GeneralFields
        course={course}
        values={answer && !answer.ok ? answer.values : undefined}
        errors={autosave.errors}
        categories={categories}
        countries={countries}
        onChange={autosave.schedule}
      />
    </SectionForm>
  );
}
