import { updateCourseBody } from "@kursove/contracts";
import { useCallback } from "react";
import { BookingFields } from "../../../features/authoring/booking-fields";
import { useEditor } from "../../../features/authoring/context";
import { bookingFromForm, courseBody, issuesToErrors } from "../../../features/authoring/course-form";
import { saveSection } from "../../../features/authoring/editor.server";
import { SectionForm, useSection } from "../../../features/authoring/section-form";
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
