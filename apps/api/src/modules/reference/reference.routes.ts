import { indexResponse } from "@kursove/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { getIndex } from "./reference.service";

export const referenceRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/index",
    {
      schema: {
        tags: ["public"],
        summary: "Global index data: categories, countries, languages, rankings, statuses",
        response: { 200: indexResponse },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "public, max-age=60");
      reply.header("vary", "Content-Language");
      return getIndex(app.deps.database.db, request.locale);
    },
  );
};
