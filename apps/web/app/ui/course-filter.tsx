import { Form } from "react-router";
import { Button } from "./button";
import { controlClass } from "./field";

/**
 * A GET form above a provider's list that narrows it to one of its courses, the empty choice to all:
 * the chosen course is in the list's address, so it works without JavaScript.
 */
export function CourseFilter({
  id,
  courses,
  courseId,
  label,
  anyLabel,
  submitLabel,
}: {
  id: string;
  courses: readonly { id: string; title: string }[];
  courseId: string;
  label: string;
  anyLabel: string;
  submitLabel: string;
}) {
  return (
    <Form method="get" className="flex flex-col gap-2 sm:flex-row sm:items-end">
      <div className="min-w-0 sm:w-96">
        <label htmlFor={id} className="text-sm font-semibold text-stone-700">
          {label}
        </label>
        <select id={id} name="course_id" defaultValue={courseId} className={controlClass(false, "mt-1")}>
          <option value="">{anyLabel}</option>
          {courses.map((course) => (
            <option key={course.id} value={course.id}>
              {course.title}
            </option>
          ))}
        </select>
      </div>
      <Button type="submit" variant="secondary">
        {submitLabel}
      </Button>
    </Form>
  );
}
