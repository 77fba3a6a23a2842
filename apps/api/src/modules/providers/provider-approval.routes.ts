import {
  adminProviderDetail,
  adminProviderList,
  adminProviderListQuery,
  rejectProviderBody,
} from "@kursove/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { parseOrRefuse } from "../../platform/forms";
import { requireAdmin } from "../auth";
import * as approval from "./provider-approval.service";

/** The admins' queue of provider requests: list, read, approve, reject. */
export const providerApprovalRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = (): approval.ApprovalDeps => ({
    db: app.deps.database.db,
    publicUrl: app.deps.config.publicUrl,
    officeEmail: app.deps.config.officeEmail,
    kickMail: app.deps.kickMail,
  });
  const tags = ["admin"];
  const params = z.object({ id: z.string().uuid() });
  app.addHook("onSend", async (_request, reply) => {
    reply.header("cache-control", "no-store");
  });

  app.get(
    "/admin/providers",
    {
      schema: {
        tags,
        summary: "Providers in a status (pending by default), 20 a page",
        querystring: adminProviderListQuery,
        response: { 200: adminProviderList },
      },
    },
    async (request) => {
      requireAdmin(request);
      return approval.listProvidersForAdmin(app.deps.database.db, request.query.status, request.query.page);
    },
  );

  app.get(
    "/admin/providers/:id",
    {
      schema: {
        tags,
        summary: "Everything a provider request holds, its course counts and the last decision",
        params,
        response: { 200: adminProviderDetail },
      },
    },
    async (request) => {
      requireAdmin(request);
      return approval.getProviderForAdmin(app.deps.database.db, request.params.id, request.locale);
    },
  );

  app.post(
    "/admin/providers/:id/approve",
    {
      schema: {
        tags,
        summary: "Approve a pending or rejected provider; its approved courses go on sale",
        params,
        response: { 200: adminProviderDetail },
      },
    },
    async (request) => {
      const { user } = requireAdmin(request);
      return approval.approveProvider(deps(), user, request.params.id, request.locale);
    },
  );

  app.post(
    "/admin/providers/:id/reject",
    {
      schema: {
        tags,
        summary: "Reject a pending provider with a reason (10-1000 characters), mailed to the provider",
        params,
        body: z.record(z.string(), z.unknown()).optional(),
        response: { 200: adminProviderDetail },
      },
    },
    async (request) => {
      const { user } = requireAdmin(request);
      const { reason } = parseOrRefuse(rejectProviderBody, request.body);
      return approval.rejectProvider(deps(), user, request.params.id, reason, request.locale);
    },
  );
};
