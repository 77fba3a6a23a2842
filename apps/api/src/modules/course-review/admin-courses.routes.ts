import {
  adminCourse,
  adminCourseList,
  adminCourseListQuery,
  ownCourse,
  rejectCourseBody,
} from "@kursove/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { parsedInService, parseOrRefuse } from "../../platform/forms";
import { requireAdmin } from "../auth";
import * as review from "./course-review.service";
import { adminRead, reviewDepsOf, reviewParams } from "./route-support";

/** The admins' queue of courses: list by status, approve, reject with a reason. */
export const adminCoursesRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = reviewDepsOf(app);
  const tags = ["admin"];
  const params = reviewParams;

  app.get(
    "/admin/courses",
    {
      schema: {
        tags,
        summary: "Courses in a status (in review by default, oldest submission first) with their provider",
        querystring: adminCourseListQuery,
        response: { 200: adminCourseList },
      },
    },
    async (request, reply) => {
      adminRead(request, reply);
      return review.listCoursesForAdmin(app.deps.database.db, request.query.status, request.query.page);
    },
  );

  app.get(
    "/admin/courses/:id",
    {
      schema: {
        tags,
        summary:
          "A course with its whole programme, its provider and the last decision, for the admin's preview",
        params,
        response: { 200: adminCourse },
      },
    },
    async (request, reply) => {
      adminRead(request, reply);
      return review.getCourseForAdmin(app.deps.database.db, request.params.id);
    },
  );

  app.post(
    "/admin/courses/:id/approve",
    {
      schema: {
        tags,
        summary: "Approve a course in review; it goes on sale once its provider is approved",
        params,
        response: { 200: ownCourse },
      },
    },
    async (request) => review.approveCourse(deps(), requireAdmin(request).user, request.params.id),
  );

  app.post(
    "/admin/courses/:id/reject",
    {
      ...parsedInService,
      schema: {
        tags,
        summary: "Reject a course in review with a reason (10-1000 characters), mailed to the provider",
        params,
        body: rejectCourseBody,
        response: { 200: ownCourse },
      },
    },
    async (request) => {
      const { user } = requireAdmin(request);
      const { reason } = parseOrRefuse(rejectCourseBody, request.body);
      return review.rejectCourse(deps(), user, request.params.id, reason);
    },
  );
};
