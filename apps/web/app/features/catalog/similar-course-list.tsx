import type { CourseCard as Card } from "@kursove/contracts";
import { CourseCard } from "./course-card";

/**
 * The similar courses' cards: loaded with their answer when the section comes near the screen (P5, ADR 048),
 * so the course page's first download carries no course card.
 */
export function SimilarCourseList({ courses }: { courses: Card[] }) {
  return (
    <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
      {courses.map((c) => (
        <li key={c.id}>
          <CourseCard course={c} />
        </li>
      ))}
    </ul>
  );
}
