import { updateCourseBody } from "@kursove/contracts";
import { useCallback } from "react";
import { BookingFields } from "../../../features/course-editor/booking-fields";
import { useEditor } from "../../../features/course-editor/context";
import { bookingFromForm, courseBody, issuesToErrors } from "../../../features/course-editor/course-form";
import { saveSection } from "../../../features/course-editor/editor.server";
import { SectionForm, useSection } from "../../../features/course-editor/section-form";
import type { Route } from "./+types/booking";

export const action = (args: Route.ActionArgs) => saveSection(args, "booking");

/** The booking section: price, places and deadlines. */
export default function BookingSection() {
  const { course } = useEditor();
  const validate = useCallback(
    (form: FormData) => {
      const booking = bookingFromForm(form, course.starts_at);
      const parsed = updateCourseBody.safeParse({ ...courseBody(course), ...booking.values });
      return { ...(parsed.success ? {} : issuesToErrors(parsed.error.issues)), ...booking.errors };
    },
    [course],
  );
  const { answer, autosave } = useSection(validate);
  return (
    <SectionForm section="booking" autosave={autosave}>
      <BookingFields
        course={course}
        values={answer && !answer.ok ? answer.values : undefined}
        errors={autosave.errors}
      />
    </SectionForm>
  );
}
