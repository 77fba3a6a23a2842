import type { CourseStatus } from "@kursove/contracts";
import { useTranslation } from "react-i18next";

const tones: Record<CourseStatus, string> = {
  draft: "bg-stone-200 text-stone-800",
  in_review: "bg-amber-100 text-amber-900",
  approved: "bg-green-100 text-green-900",
  rejected: "bg-red-100 text-red-900",
  deleted: "bg-stone-200 text-stone-700",
};

/** A course's status in words. */
export function CourseStatusBadge({ status }: { status: CourseStatus }) {
  const { t } = useTranslation();
  return (
    <span className={`inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold ${tones[status]}`}>
      {t(`status.course.${status}`)}
    </span>
  );
}
