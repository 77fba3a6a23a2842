import { order, orderParams } from "@kursove/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { requireAuth } from "../auth";
import { getOrder } from "./orders.service";

/** The signed-in user's order as the payment page shows it. */
export const ordersRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ["orders"];
  app.addHook("onSend", async (_request, reply) => {
    reply.header("cache-control", "no-store");
  });

  app.get(
    "/orders/:id",
    {
      schema: {
        tags,
        summary: "One order of the signed-in user, with its items, payment method, status and billing",
        params: orderParams,
        response: { 200: order },
      },
    },
    async (request) =>
      getOrder(app.deps.database.db, requireAuth(request).user.id, request.params.id, request.locale),
  );
};
