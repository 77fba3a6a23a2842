import { imageFormats, imageWidths } from "@kursove/contracts/constants";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { AppError } from "../../platform/errors";
import { findPublicFile } from "./files.repository";
import { imageVariant } from "./image-variants";

export const filesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/files/:id",
    {
      schema: {
        tags: ["public"],
        summary: "A public image (logo, cover, thumbnail, instructor photo)",
        description:
          "With `w` (one of the listed widths) the image is answered at that width (never above the original's) in `format` (AVIF or WebP, default WebP), for `srcset`.",
        params: z.object({ id: z.string().uuid() }),
        querystring: z.object({
          w: z.coerce
            .number()
            .int()
            .refine((w) => (imageWidths as readonly number[]).includes(w), {
              message: `one of ${imageWidths.join(", ")}`,
            })
            .optional(),
          format: z.enum(imageFormats).optional(),
        }),
      },
    },
    async (request, reply) => {
      const file = await findPublicFile(app.deps.database.db, request.params.id);
      if (file && request.query.w) {
        const variant = await imageVariant(
          app.deps.storage,
          file,
          request.query.w,
          request.query.format ?? "webp",
        );
        if (variant) {
          reply.header("content-type", variant.mime);
          reply.header("cache-control", "public, max-age=31536000, immutable");
          reply.header("x-content-type-options", "nosniff");
          return reply.send(variant.bytes);
        }
      }
      const stored = file ? await app.deps.storage.read(file.storageKey) : null;
      if (!file || !stored) throw new AppError(404, "file_not_found");
      reply.header("content-type", file.mime);
      reply.header("content-length", stored.size);
      reply.header("cache-control", "public, max-age=31536000, immutable");
      reply.header("x-content-type-options", "nosniff");
      return reply.send(stored.stream);
    },
  );
};
