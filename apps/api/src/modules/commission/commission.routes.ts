import { commissionChange, commissionChangeBody, commissionOverview } from "@kursove/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { requireAdmin } from "../auth";
import * as commission from "./commission.service";

/** Commission rates: the platform's default and each provider's own. */
export const commissionRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ["admin"];
  const db = () => app.deps.database.db;

  app.get(
    "/admin/commission",
    {
      schema: {
        tags,
        summary: "The default commission, its scheduled changes, every provider's rate and the history",
        response: { 200: commissionOverview },
      },
    },
    async (request, reply) => {
      requireAdmin(request);
      reply.header("cache-control", "no-store");
      return commission.getCommissionOverview(db());
    },
  );

  app.post(
    "/admin/commission",
    {
      schema: {
        tags,
        summary: "Set the default (provider_id null) or a provider's rate, in percent, from a Sofia date",
        body: commissionChangeBody,
        response: { 201: commissionChange },
      },
    },
    async (request, reply) => {
      const { user } = requireAdmin(request);
      reply.header("cache-control", "no-store");
      return reply.status(201).send(await commission.setCommissionRate(db(), user, request.body));
    },
  );

  app.delete(
    "/admin/commission/:id",
    {
      schema: {
        tags,
        summary: "Cancel a commission change that is not in force yet",
        params: z.object({ id: z.uuid() }),
      },
    },
    async (request, reply) => {
      const { user } = requireAdmin(request);
      await commission.cancelCommissionRate(db(), user, request.params.id);
      return reply.status(204).send();
    },
  );
};
