import { type IndexResponse, updateCourseBody } from "@kursove/contracts";
import { useCallback } from "react";
import { useRouteLoaderData } from "react-router";
import { useEditor } from "../../../features/authoring/context";
import { courseBody, generalFromForm, issuesToErrors } from "../../../features/authoring/course-form";
import { saveSection } from "../../../features/authoring/editor.server";
import { GeneralFields } from "../../../features/authoring/general-fields";
import { SectionForm, useSection } from "../../../features/authoring/section-form";
import { useCountries } from "../../../lib/countries";
import { loadCountries } from "../../../lib/countries.server";
import { localeOfPath } from "../../../lib/locale";
import type { Route } from "./+types/general";

export const action = (args: Route.ActionArgs) => saveSection(args, "general");

/** The places the course can be held in (PAGE-COUNTRIES); the layout's loader has the course. */
export async function loader(args: Route.LoaderArgs) {
  return { placeCountries: await loadCountries(args, localeOfPath(new URL(args.request.url).pathname)) };
}

/** The general section of the course editor. */
export default function GeneralSection() {
  const { course } = useEditor();
  const root = useRouteLoaderData("root") as Pick<IndexResponse, "categories"> | undefined;
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
        categories={root?.categories ?? []}
        countries={countries}
        onChange={autosave.schedule}
      />
    </SectionForm>
  );
}
