import type { CourseDetail } from "@kursove/contracts";
import { mergeClasses } from "../../ui/merge-classes";
import { ResponsiveImage } from "../../ui/responsive-image";

type Instructor = CourseDetail["instructors"][number];

/** Instructors as cards with photo, name, role and about; `isAboutClamped` cuts the about to four lines. */
export function InstructorCards({
  instructors,
  isAboutClamped = false,
  className,
}: {
  instructors: Instructor[];
  isAboutClamped?: boolean;
  className?: string;
}) {
  return (
    <ul className={mergeClasses("grid gap-4 sm:grid-cols-2", className)}>
      {instructors.map((i) => (
        <li key={i.id} className="flex gap-4 rounded-xl border border-stone-200 bg-white p-4">
          {i.image && (
            <ResponsiveImage
              src={i.image.url}
              alt=""
              width={64}
              height={64}
              sizes="64px"
              shownSize
              loading="lazy"
              className="h-16 w-16 shrink-0 rounded-full"
            />
          )}
          <div>
            <p className="font-bold text-dark">{i.name}</p>
            <p className="text-sm text-primary">{i.role}</p>
            <p
              className={
                isAboutClamped ? "mt-1 line-clamp-4 text-sm text-stone-600" : "mt-1 text-sm text-stone-600"
              }
            >
              {i.about}
            </p>
          </div>
        </li>
      ))}
    </ul>
  );
}
