import { useOutletContext } from "react-router";
import type { EditorCourse } from "./course-form";

export type EditorContext = {
  course: EditorCourse;
  instructors: { id: string; name: string }[];
  /** draft, rejected and approved courses can be edited (approved content goes for review as a revision) */
  isEditable: boolean;
  isBookable: boolean;
  programmeLabel: string;
};

/** What the course editor's layout hands to its sections. */
export const useEditor = () => useOutletContext<EditorContext>();

export const isEditableStatus = (status: string) =>
  status === "draft" || status === "rejected" || status === "approved";
