import { approvalsOverview, approvalsQuery } from "@kursove/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { requireAdmin } from "../auth";
import { getApprovals } from "./approvals.service";

/** Approval queues and their decision history. */
export const approvalsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/admin/approvals",
    {
      schema: {
        tags: ["admin"],
        summary: "Providers, courses and course changes awaiting review, and the decisions made (20 a page)",
        querystring: approvalsQuery,
        response: { 200: approvalsOverview },
      },
    },
    async (request, reply) => {
      requireAdmin(request);
      reply.header("cache-control", "no-store");
      return getApprovals(app.deps.database.db, request.query.page);
    },
  );
};
