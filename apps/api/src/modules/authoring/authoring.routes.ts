import {
  courseModulesBody,
  courseSlotsBody,
  createCourseBody,
  ownCourse,
  ownCourseList,
  ownCourseListQuery,
  updateCourseBody,
} from "@kursove/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { parsedInService } from "../../platform/forms";
import { requireAuth } from "../auth";
import * as authoring from "./authoring.service";
import * as review from "./course-lifecycle.service";
import * as programme from "./programme.service";
import { promotionsRoutes } from "./promotions.routes";
import * as revisions from "./revisions.service";

/** The provider's courses: create, edit, schedule, submit for review, duplicate, delete. */
export const authoringRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(promotionsRoutes);
  const db = () => app.deps.database.db;
  const tags = ["provider courses"];
  const params = z.object({ id: z.uuid() });
  const course = { 200: ownCourse };
  app.addHook("onSend", async (_request, reply) => {
    reply.header("cache-control", "no-store");
  });

  app.get(
    "/provider/courses",
    {
      schema: {
        tags,
        summary: "The provider's courses, 20 a page, latest edited first (deleted ones only by status)",
        querystring: ownCourseListQuery,
        response: { 200: ownCourseList },
      },
    },
    async (request) =>
      authoring.listOwnCourses(db(), requireAuth(request).user, request.query.status, request.query.page),
  );

  app.post(
    "/provider/courses",
    {
      ...parsedInService,
      schema: {
        tags,
        summary: "Create a draft course from the general section",
        body: createCourseBody,
        response: { 201: ownCourse },
      },
    },
    async (request, reply) => {
      const created = await authoring.createCourse(db(), requireAuth(request).user, request.body);
      return reply.status(201).send(created);
    },
  );

  app.get(
    "/provider/courses/:id",
    { schema: { tags, summary: "A course with its programme, for the editor", params, response: course } },
    async (request) => authoring.getOwnCourse(db(), requireAuth(request).user, request.params.id),
  );

  app.put(
    "/provider/courses/:id",
    {
      ...parsedInService,
      schema: {
        tags,
        summary: "Save the general and booking sections; on an approved course content goes to its revision",
        params,
        body: updateCourseBody,
        response: course,
      },
    },
    async (request) =>
      authoring.updateCourse(db(), requireAuth(request).user, request.params.id, request.body),
  );

  app.put(
    "/provider/courses/:id/modules",
    {
      ...parsedInService,
      schema: {
        tags,
        summary: "Replace the programme (modules and sessions); sessions left out are deleted",
        params,
        body: courseModulesBody,
        response: course,
      },
    },
    async (request) =>
      programme.saveModules(db(), requireAuth(request).user, request.params.id, request.body),
  );

  app.put(
    "/provider/courses/:id/slots",
    {
      ...parsedInService,
      schema: {
        tags,
        summary: "Replace the date-and-hour slots of a bookable (on demand) course",
        params,
        body: courseSlotsBody,
        response: course,
      },
    },
    async (request) => {
      const saved = await programme.saveSlots(
        db(),
        requireAuth(request).user,
        request.params.id,
        request.body,
        {
          publicUrl: app.deps.config.publicUrl,
          officeEmail: app.deps.config.officeEmail,
        },
      );
      app.deps.kickMail();
      return saved;
    },
  );

  app.post(
    "/provider/courses/:id/submit",
    {
      schema: {
        tags,
        summary:
          "Send a complete draft, a corrected rejected course or an approved course's revision to review",
        params,
        response: course,
      },
    },
    async (request) => review.submitCourse(db(), requireAuth(request).user, request.params.id),
  );

  app.delete(
    "/provider/courses/:id/revision",
    {
      schema: {
        tags,
        summary: "Withdraw the open revision of an approved course; the editor shows the live course again",
        params,
        response: course,
      },
    },
    async (request) => revisions.withdrawRevision(db(), requireAuth(request).user, request.params.id),
  );

  app.post(
    "/provider/courses/:id/duplicate",
    {
      schema: {
        tags,
        summary: "A draft copy of the course without dates, to run it again",
        params,
        response: { 201: ownCourse },
      },
    },
    async (request, reply) => {
      const copy = await authoring.duplicateCourse(db(), requireAuth(request).user, request.params.id);
      return reply.status(201).send(copy);
    },
  );

  app.delete(
    "/provider/courses/:id",
    {
      schema: {
        tags,
        summary: "Delete a course: it is hidden everywhere, its rows (and orders) are kept",
        params,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await review.deleteCourse(db(), requireAuth(request).user, request.params.id, {
        publicUrl: app.deps.config.publicUrl,
        officeEmail: app.deps.config.officeEmail,
      });
      app.deps.kickMail();
      return reply.status(204).send(null);
    },
  );
};
