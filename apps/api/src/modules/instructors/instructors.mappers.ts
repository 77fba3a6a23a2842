import type { Instructor } from "@kursove/contracts";
import type { instructors } from "../../db/schema/index";
import { fileUrl } from "../../platform/file-url";

/** An instructor with the size of its photo, as the catalogue and the provider's pages read it. */
export type InstructorRow = {
  instructor: Pick<
    typeof instructors.$inferSelect,
    "id" | "name" | "role" | "order" | "about" | "imageFileId"
  >;
  imageWidth: number | null;
  imageHeight: number | null;
};

/** An instructor as the API shows it (INSTRUCTOR-FIELDS). */
export function toInstructor(row: InstructorRow): Instructor {
  const i = row.instructor;
  return {
    id: i.id,
    name: i.name,
    role: i.role,
    order: i.order,
    about: i.about,
    image: i.imageFileId
      ? { url: fileUrl(i.imageFileId)!, width: row.imageWidth, height: row.imageHeight }
      : null,
  };
}
