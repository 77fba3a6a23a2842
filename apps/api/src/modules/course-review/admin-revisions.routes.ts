import {
  adminRevision,
  adminRevisionList,
  adminRevisionListQuery,
  rejectCourseBody,
} from "@kursove/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { parsedInService, parseOrRefuse } from "../../platform/forms";
import { requireAdmin } from "../auth";
import * as review from "./revision-review.service";
import { adminRead, reviewDepsOf, reviewParams } from "./route-support";

/** The admins' queue of content changes to approved courses. */
export const adminRevisionsRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = reviewDepsOf(app);
  const tags = ["admin"];
  const params = reviewParams;

  app.get(
    "/admin/course-revisions",
    {
      schema: {
        tags,
        summary: "Revisions of approved courses in a status (pending by default, oldest submission first)",
        querystring: adminRevisionListQuery,
        response: { 200: adminRevisionList },
      },
    },
    async (request, reply) => {
      adminRead(request, reply);
      return review.listRevisionsForAdmin(app.deps.database.db, request.query.status, request.query.page);
    },
  );

  app.get(
    "/admin/course-revisions/:id",
    {
      schema: {
        tags,
        summary: "A revision: the proposed content and its changes, field by field",
        params,
        response: { 200: adminRevision },
      },
    },
    async (request, reply) => {
      adminRead(request, reply);
      return review.getRevisionForAdmin(app.deps.database.db, request.params.id);
    },
  );

  app.post(
    "/admin/course-revisions/:id/approve",
    {
      schema: {
        tags,
        summary: "Approve a pending revision: its content and programme replace the live ones",
        params,
        response: { 200: adminRevision },
      },
    },
    async (request) => review.approveRevision(deps(), requireAdmin(request).user, request.params.id),
  );

  app.post(
    "/admin/course-revisions/:id/reject",
    {
      ...parsedInService,
      schema: {
        tags,
        summary: "Reject a pending revision with a reason (10-1000 characters), mailed to the provider",
        params,
        body: rejectCourseBody,
        response: { 200: adminRevision },
      },
    },
    async (request) => {
      const { user } = requireAdmin(request);
      const { reason } = parseOrRefuse(rejectCourseBody, request.body);
      return review.rejectRevision(deps(), user, request.params.id, reason);
    },
  );
};
