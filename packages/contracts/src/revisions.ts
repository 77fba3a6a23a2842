import { z } from "zod";

import { courseGeneralFields, courseModulesBody, ownCourse } from "./authoring";

export const revisionStatuses = ["draft", "pending", "approved", "rejected", "withdrawn"] as const;
export type RevisionStatus = (typeof revisionStatuses)[number];

/** The proposed content of an approved course: the general section and the programme, as the editor sends them. */
export const revisionContent = courseGeneralFields.extend({ modules: courseModulesBody.shape.modules });
export type RevisionContent = z.infer<typeof revisionContent>;

/** The revision shown in the editor of an approved course. */
export const ownCourseRevision = ownCourse.shape.revision.unwrap();
export type OwnCourseRevision = z.infer<typeof ownCourseRevision>;

/** GET /admin/course-revisions */
export const adminRevisionListQuery = z.object({
  status: z.enum(["pending", "approved", "rejected"]).default("pending"),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});
export const adminRevisionSummary = z.object({
  id: z.string(),
  course_id: z.string(),
  course_title: z.string(),
  course_slug: z.string(),
  provider_name: z.string(),
  status: z.enum(revisionStatuses),
  submitted_at: z.string().nullable(),
  decided_at: z.string().nullable(),
});
export const adminRevisionList = z.object({
  data: z.array(adminRevisionSummary),
  last_page: z.number().int(),
  total: z.number().int(),
});

/** GET /admin/course-revisions/{id}: what changes, field by field ("modules" is one entry). */
export const adminRevision = z.object({
  id: z.string(),
  status: z.enum(revisionStatuses),
  course_id: z.string(),
  course_title: z.string(),
  course_slug: z.string(),
  provider_name: z.string(),
  submitted_at: z.string().nullable(),
  decided_at: z.string().nullable(),
  decided_by: z.string().nullable(),
  rejection_reason: z.string().nullable(),
  changes: z.array(z.object({ field: z.string(), before: z.unknown(), after: z.unknown() })),
  proposed: revisionContent,
});
export type AdminRevision = z.infer<typeof adminRevision>;
