import { z } from "zod";

/** Sizes of the course pictures: every upload is re-encoded to exactly these. */
export const courseImageSizes = {
  cover: { width: 1150, height: 300 },
  thumbnail: { width: 300, height: 240 },
} as const;
export type CourseImageKind = keyof typeof courseImageSizes;

/** Limits of the course uploads. */
export const courseUploadLimits = {
  imageBytes: 2 * 1024 * 1024,
  videoBytes: 1024 * 1024 * 1024,
} as const;

/**
 * The most bytes a picture (cover, thumbnail, photo, logo, avatar) may have: images must be smaller than
 * 2 MB, so a file of exactly 2 MB is refused, by the API as by the web's file pickers.
 */
export const imageMaxBytes = courseUploadLimits.imageBytes - 1;

/** The optional crop box of POST /provider/courses/{id}/cover|thumbnail, in pixels of the uploaded image. */
export const cropBoxFields = z
  .object({
    x: z.coerce.number({ message: "field.invalid_number" }).int({ message: "field.invalid_number" }).min(0),
    y: z.coerce.number({ message: "field.invalid_number" }).int({ message: "field.invalid_number" }).min(0),
    width: z.coerce
      .number({ message: "field.invalid_number" })
      .int({ message: "field.invalid_number" })
      .min(1),
    height: z.coerce
      .number({ message: "field.invalid_number" })
      .int({ message: "field.invalid_number" })
      .min(1),
  })
  .partial();
export type CropBox = { x: number; y: number; width: number; height: number };

/** A stored course picture. */
export const courseImage = z.object({ url: z.string(), width: z.number(), height: z.number() });
export type CourseImage = z.infer<typeof courseImage>;

/** PUT /provider/courses/{id}/video: a YouTube, Vimeo or other https address. */
export const courseVideoUrlBody = z.object({
  video_url: z
    .string({ message: "field.required" })
    .trim()
    .min(1, { message: "field.required" })
    .max(500, { message: "field.too_big" })
    .url({ message: "field.invalid_video_url" })
    .refine((v) => v.startsWith("https://"), { message: "field.invalid_video_url" }),
});

/** An uploaded (private) video file of a course. */
export const courseVideoFile = z.object({ url: z.string(), mime: z.string(), size: z.number() });

/**
 * The video of a course: an outside address, an uploaded (private) file, or neither; and the upload
 * held in the editor until the provider attaches it (ADR 012).
 */
export const courseVideoState = z.object({
  video_url: z.string().nullable(),
  video: courseVideoFile.nullable(),
  held_video: courseVideoFile.nullable(),
});
export type CourseVideoState = z.infer<typeof courseVideoState>;
