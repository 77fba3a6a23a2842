import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { AppError } from "../../platform/errors";

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/health",
    {
      schema: {
        tags: ["public"],
        summary:
          "Liveness and database reachability: 503 without the database. With REDIS_URL, `redis` says whether Redis answers; without it the site still works (rate limits in the database), so the answer stays 200",
        response: {
          200: z.object({ status: z.literal("ok"), redis: z.enum(["ok", "unavailable"]).optional() }),
        },
      },
    },
    async (_request, reply) => {
      if (!(await app.deps.database.ping())) throw new AppError(503, "unavailable");
      reply.header("cache-control", "no-store");
      const { redisReady } = app.deps;
      if (!redisReady) return { status: "ok" as const };
      return { status: "ok" as const, redis: redisReady() ? ("ok" as const) : ("unavailable" as const) };
    },
  );

  app.get(
    "/health/live",
    {
      schema: {
        tags: ["public"],
        summary: "Liveness only: the process answers, without asking the database",
        response: { 200: z.object({ status: z.literal("ok") }) },
      },
    },
    async (_request, reply) => {
      reply.header("cache-control", "no-store");
      return { status: "ok" as const };
    },
  );
};
