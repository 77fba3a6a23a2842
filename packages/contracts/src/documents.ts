import { z } from "zod";
import { courseImage, courseUploadLimits, courseVideoFile } from "./media";

/** Limits of a course's documents: held and attached ones count together. */
export const courseDocumentLimits = {
  documents: 5,
  documentsBytes: 50 * 1024 * 1024,
} as const;

/** A document of a course; `held` while it waits in the editor for the provider to save the documents. */
export const courseDocument = z.object({
  id: z.string(),
  label: z.string(),
  description: z.string(),
  file_name: z.string(),
  mime: z.string(),
  size: z.number(),
  held: z.boolean(),
  url: z.string(),
});
export type CourseDocument = z.infer<typeof courseDocument>;

export const courseDocumentLabel = z
  .string({ message: "field.required" })
  .trim()
  .min(1, { message: "field.required" })
  .max(120, { message: "field.too_big" });
export const courseDocumentDescription = z
  .string({ message: "field.required" })
  .trim()
  .min(1, { message: "field.required" })
  .max(500, { message: "field.too_big" });

/** The optional text fields of POST /provider/courses/{id}/documents, sent before the file `file`. */
export const courseDocumentUploadFields = z.object({
  label: z.string().trim().max(120, { message: "field.too_big" }).default(""),
  description: z.string().trim().max(500, { message: "field.too_big" }).default(""),
});

/** PUT /provider/courses/{id}/documents: the documents to keep, in order; the held ones are attached. */
export const courseDocumentsBody = z.object({
  documents: z
    .array(
      z.object({
        id: z.string({ message: "field.required" }).uuid({ message: "field.invalid_value" }),
        label: courseDocumentLabel,
        description: courseDocumentDescription,
      }),
      { message: "field.required" },
    )
    .max(courseDocumentLimits.documents, { message: "field.documents_too_many" }),
});
export type CourseDocumentsBody = z.infer<typeof courseDocumentsBody>;

export const courseDocumentList = z.object({ documents: z.array(courseDocument) });

/** The answer of PUT /provider/courses/{id}/documents, with the localized success message. */
export const courseDocumentsSaved = courseDocumentList.extend({ message: z.string() });

/** Everything the course editor shows of a course's media (GET /provider/courses/{id}/media). */
export const courseMedia = z.object({
  cover: courseImage.nullable(),
  thumbnail: courseImage.nullable(),
  video_url: z.string().nullable(),
  video: courseVideoFile.nullable(),
  held_video: courseVideoFile.nullable(),
  documents: z.array(courseDocument),
  limits: z.object({
    documents: z.number(),
    documents_bytes: z.number(),
    image_bytes: z.number(),
    video_bytes: z.number(),
  }),
});
export type CourseMedia = z.infer<typeof courseMedia>;

export const courseMediaLimits = {
  documents: courseDocumentLimits.documents,
  documents_bytes: courseDocumentLimits.documentsBytes,
  image_bytes: courseUploadLimits.imageBytes,
  video_bytes: courseUploadLimits.videoBytes,
};
