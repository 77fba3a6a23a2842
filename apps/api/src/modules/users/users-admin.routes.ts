import {
  adminRightsBody,
  adminUser,
  adminUserPage,
  adminUsersQuery,
  blockUserBody,
} from "@kursove/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { requireAdmin } from "../auth";
import * as usersAdmin from "./users-admin.service";

/** Users in the admin area: search, roles, blocking. */
export const adminUsersRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ["admin"];
  const db = () => app.deps.database.db;
  const params = z.object({ id: z.uuid() });
  app.addHook("onSend", async (_request, reply) => {
    reply.header("cache-control", "no-store");
  });

  app.get(
    "/admin/users",
    {
      schema: {
        tags,
        summary: "Accounts by name, email or username, role (admin, provider, lector, learner) and state",
        querystring: adminUsersQuery,
        response: { 200: adminUserPage },
      },
    },
    async (request) => {
      requireAdmin(request);
      return usersAdmin.listUsersForAdmin(db(), request.query);
    },
  );

  app.put(
    "/admin/users/:id/admin",
    {
      schema: {
        tags,
        summary: "Grant or remove admin rights (never one's own)",
        params,
        body: adminRightsBody,
        response: { 200: adminUser },
      },
    },
    async (request) => {
      const { user } = requireAdmin(request);
      return usersAdmin.setAdminRights(db(), user, request.params.id, request.body.is_admin);
    },
  );

  app.post(
    "/admin/users/:id/block",
    {
      schema: {
        tags,
        summary: "Block an account with a reason (3-500 characters): its sessions end, it cannot sign in",
        params,
        body: blockUserBody,
        response: { 200: adminUser },
      },
    },
    async (request) => {
      const { user } = requireAdmin(request);
      return usersAdmin.blockAccount(db(), user, request.params.id, request.body.reason);
    },
  );

  app.post(
    "/admin/users/:id/unblock",
    {
      schema: { tags, summary: "Unblock an account", params, response: { 200: adminUser } },
    },
    async (request) => {
      const { user } = requireAdmin(request);
      return usersAdmin.unblockAccount(db(), user, request.params.id);
    },
  );
};
