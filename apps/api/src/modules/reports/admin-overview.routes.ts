import { pageQuery } from "@kursove/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { listDevMailbox } from "../../platform/mail/outbox";
import { requireAdmin } from "../auth";
import { readOverview } from "./admin-overview.repository";

/** The admins' dashboard counts and the development mailbox. */
export const adminOverviewRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/admin/overview",
    {
      schema: {
        tags: ["admin"],
        summary: "The admin dashboard at a glance",
        response: {
          200: z.object({
            users: z.number().int(),
            unverified_users: z.number().int(),
            approved_providers: z.number().int(),
            pending_providers: z.number().int(),
            published_courses: z.number().int(),
            pending_course_revisions: z.number().int(),
            new_contact_messages: z.number().int(),
          }),
        },
      },
    },
    async (request, reply) => {
      requireAdmin(request);
      reply.header("cache-control", "no-store");
      return readOverview(app.deps.database.db);
    },
  );

  app.get(
    "/admin/mailbox",
    {
      schema: {
        tags: ["admin"],
        summary: "The development mailbox: mail delivered without SMTP",
        querystring: z.object({ page: pageQuery, to: z.string().max(254).optional() }),
      },
    },
    async (request, reply) => {
      requireAdmin(request);
      reply.header("cache-control", "no-store");
      return listDevMailbox(app.deps.database.db, {
        page: request.query.page,
        ...(request.query.to ? { to: request.query.to } : {}),
      });
    },
  );
};
