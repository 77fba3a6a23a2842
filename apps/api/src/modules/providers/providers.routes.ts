import { ownProvider } from "@kursove/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { requireAuth } from "../auth";
import { onboardingRoutes } from "./onboarding.routes";
import * as providers from "./providers.service";

export const providersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook("onSend", async (_request, reply) => {
    reply.header("cache-control", "no-store");
  });
  await app.register(onboardingRoutes);

  app.get(
    "/provider",
    {
      schema: {
        tags: ["provider"],
        summary: "The signed-in provider with lectors[].pivot.status",
        response: { 200: ownProvider },
      },
    },
    async (request) => providers.presentOwnProvider(app.deps.database.db, requireAuth(request).user),
  );
};
