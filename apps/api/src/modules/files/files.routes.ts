import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { AppError } from "../../platform/errors";
import { findPublicFile } from "./files.repository";

export const filesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/files/:id",
    {
      schema: {
        tags: ["public"],
        summary: "A public image (logo, cover, thumbnail, instructor photo)",
        params: z.object({ id: z.string().uuid() }),
      },
    },
    async (request, reply) => {
      const file = await findPublicFile(app.deps.database.db, request.params.id);
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
