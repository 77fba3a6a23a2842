import { providerOverview } from "@kursove/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { requireAuth } from "../auth";
import { getProviderOverview } from "./overview.service";

/** The provider's dashboard figures: sales, what it is owed, what waits for it. */
export const overviewRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook("onSend", async (_request, reply) => {
    reply.header("cache-control", "no-store");
  });

  app.get(
    "/provider/overview",
    {
      schema: {
        tags: ["provider"],
        summary:
          "The signed-in provider's week at a glance on the business clock: this week's sales and net, eight weeks of sales, what it is owed (next payout), its next sessions, bookings and refund requests waiting for it, places left on courses not ended; 403 for anyone without a provider",
        response: { 200: providerOverview },
      },
    },
    async (request) =>
      getProviderOverview(app.deps.database.db, requireAuth(request).user, app.deps.config.currency),
  );
};
