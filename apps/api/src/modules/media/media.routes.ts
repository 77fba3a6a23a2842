import type { Readable } from "node:stream";
import {
  type CourseImageKind,
  type CropBox,
  courseImage,
  courseVideoState,
  courseVideoUrlBody,
  cropBoxFields,
} from "@kursove/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { AppError } from "../../platform/errors";
import { parseRange } from "../../platform/storage";
import { requireAuth } from "../auth";
import { documentsRoutes } from "./documents.routes";
import * as media from "./media.service";
import type { Part } from "./upload-stream";

type PartsRequest = { parts: (options?: object) => AsyncIterableIterator<unknown> };

const tooLarge = () => new AppError(422, "validation_failed", { image: ["field.image_too_large"] });

/** Reads the multipart form of a course picture: the file `image` (under 2 MB) and the crop box fields. */
async function readImageForm(request: PartsRequest) {
  const fields: Record<string, string> = {};
  let image: Buffer | null = null;
  try {
    // images must be smaller than the limit: a file of exactly its size is refused
    const limits = { fileSize: media.mediaLimits.imageBytes - 1, files: 1, fields: 10 };
    for await (const raw of request.parts({ limits })) {
      const part = raw as Part;
      if (part.type === "file") {
        const bytes = await part.toBuffer();
        if (part.file.truncated) throw tooLarge();
        if (part.fieldname === "image" && bytes.length > 0) image = bytes;
      } else {
        fields[part.fieldname] = String(part.value ?? "");
      }
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    if ((error as { code?: string }).code === "FST_REQ_FILE_TOO_LARGE") throw tooLarge();
    throw new AppError(422, "validation_failed");
  }
  const present = Object.fromEntries(
    ["x", "y", "width", "height"].filter((k) => fields[k]?.trim()).map((k) => [k, fields[k]!.trim()]),
  );
  if (Object.keys(present).length === 0) return { image, crop: null };
  const parsed = cropBoxFields.safeParse(present);
  const errors: Record<string, string[]> = {};
  for (const key of ["x", "y", "width", "height"] as const) {
    if (present[key] === undefined) errors[key] = ["field.required"];
  }
  if (!parsed.success) {
    for (const issue of parsed.error.issues)
      errors[issue.path.join(".") || "_"] = [
        issue.message.startsWith("field.") ? issue.message : "field.invalid_number",
      ];
  }
  if (Object.keys(errors).length > 0) throw new AppError(422, "validation_failed", errors);
  return { image, crop: parsed.data as CropBox };
}

export const mediaRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = (): media.MediaDeps => ({ db: app.deps.database.db, storage: app.deps.storage });
  app.addHook("onSend", async (_request, reply) => {
    reply.header("cache-control", "private, no-store");
  });
  const params = z.object({ id: z.string().uuid() });
  await app.register(documentsRoutes);

  for (const kind of ["cover", "thumbnail"] as const satisfies CourseImageKind[]) {
    app.post(
      `/provider/courses/:id/${kind}`,
      {
        schema: {
          tags: ["provider"],
          summary: `The course's ${kind}: multipart image (JPEG, PNG, WebP or AVIF under 2 MB) and optional crop box x, y, width, height; re-encoded to ${kind === "cover" ? "1150x300" : "300x240"}`,
          consumes: ["multipart/form-data"],
          params,
          response: { 200: courseImage },
        },
      },
      async (request) => {
        const { user } = requireAuth(request);
        // ownership first: a stranger's upload is not even read
        await media.requireOwnCourse(app.deps.database.db, user, request.params.id);
        const form = await readImageForm(request);
        return media.saveCourseImage(deps(), user, request.params.id, kind, form.image, form.crop);
      },
    );
  }

  app.post(
    "/provider/courses/:id/video",
    {
      schema: {
        tags: ["provider"],
        summary:
          "Upload a video for the course: multipart video (MP4, WebM or MOV, up to 1 GB), streamed to storage and held until attached (ADR 012)",
        consumes: ["multipart/form-data"],
        params,
        response: { 200: courseVideoState },
      },
    },
    async (request) => {
      const { user } = requireAuth(request);
      await media.requireOwnCourse(app.deps.database.db, user, request.params.id);
      let upload: Readable | null = null;
      try {
        // one byte over the limit reaches the service, which refuses it (at the limit busboy only truncates)
        const limits = { fileSize: media.mediaLimits.videoBytes + 1, files: 1, fields: 10 };
        for await (const raw of request.parts({ limits })) {
          const part = raw as Part;
          if (part.type === "file" && part.fieldname === "video") {
            upload = part.file;
            // the rest of the form after the file is not read: the video is the last part
            break;
          }
          if (part.type === "file") part.file.resume();
        }
      } catch (error) {
        if ((error as { code?: string }).code === "FST_REQ_FILE_TOO_LARGE")
          throw new AppError(422, "validation_failed", { video: ["field.video_too_large"] });
        throw new AppError(422, "validation_failed");
      }
      try {
        return await media.saveCourseVideo(deps(), user, request.params.id, upload);
      } catch (error) {
        // the client went away mid-upload (nothing was kept): not a server failure to log as one
        if (!(error instanceof AppError) && request.raw.destroyed)
          throw new AppError(400, "validation_failed");
        throw error;
      }
    },
  );

  app.post(
    "/provider/courses/:id/video/attach",
    {
      schema: {
        tags: ["provider"],
        summary: "Make the held video upload the course's video, in place of an earlier video or address",
        params,
        response: { 200: courseVideoState },
      },
    },
    async (request) => media.attachHeldVideo(deps(), requireAuth(request).user, request.params.id),
  );

  app.delete(
    "/provider/courses/:id/video/held",
    {
      schema: {
        tags: ["provider"],
        summary: "Discard the held video upload; the course's video stays",
        params,
        response: { 200: courseVideoState },
      },
    },
    async (request) => media.discardHeldVideo(deps(), requireAuth(request).user, request.params.id),
  );

  app.put(
    "/provider/courses/:id/video",
    {
      schema: {
        tags: ["provider"],
        summary: "Set the course's video to a YouTube, Vimeo or other https address",
        params,
        body: courseVideoUrlBody,
        response: { 200: courseVideoState },
      },
    },
    async (request) =>
      media.setCourseVideoUrl(deps(), requireAuth(request).user, request.params.id, request.body.video_url),
  );

  app.delete(
    "/provider/courses/:id/video",
    {
      schema: {
        tags: ["provider"],
        summary: "Remove the course's video (address or uploaded file)",
        params,
        response: { 200: courseVideoState },
      },
    },
    async (request) => media.removeCourseVideo(deps(), requireAuth(request).user, request.params.id),
  );

  app.get(
    "/provider/courses/:id/video/state",
    {
      schema: {
        tags: ["provider"],
        summary: "The course's video state: address or uploaded file",
        params,
        response: { 200: courseVideoState },
      },
    },
    async (request) => {
      const course = await media.requireOwnCourse(
        app.deps.database.db,
        requireAuth(request).user,
        request.params.id,
      );
      return media.presentVideo(app.deps.database.db, course.id);
    },
  );

  app.get(
    "/provider/courses/:id/video",
    {
      schema: {
        tags: ["provider"],
        summary:
          "The uploaded video's bytes for its provider and admins, or with held=1 the held upload for its provider; honours Range (206)",
        params,
        querystring: z.object({ held: z.enum(["0", "1"]).optional() }),
      },
    },
    async (request, reply) => {
      const { file, size } = await media.findCourseVideoFile(
        deps(),
        requireAuth(request).user,
        request.params.id,
        request.query.held === "1",
      );
      const range = parseRange(request.headers.range, size);
      reply.header("accept-ranges", "bytes");
      reply.header("content-type", file.mime);
      reply.header("x-content-type-options", "nosniff");
      if (range === "unsatisfiable") {
        reply.header("content-range", `bytes */${size}`);
        return reply.status(416).send();
      }
      const stored = await app.deps.storage.read(file.storageKey, range ?? undefined);
      if (!stored) throw new AppError(404, "file_not_found");
      if (range) {
        reply.status(206);
        reply.header("content-range", `bytes ${range.start}-${range.end}/${size}`);
        reply.header("content-length", range.end - range.start + 1);
      } else {
        reply.header("content-length", size);
      }
      return reply.send(stored.stream);
    },
  );
};
