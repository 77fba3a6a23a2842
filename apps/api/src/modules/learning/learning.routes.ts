import {
  calendarFeedCreated,
  calendarQuery,
  calendarResponse,
  courseContent,
  myCoursesQuery,
  myCoursesResponse,
} from "@kursove/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { AppError } from "../../platform/errors";
import { parseRange } from "../../platform/storage";
import { requireAuth } from "../auth";
import { createFeed, getCalendar, renderFeed, revokeFeed } from "./calendar.service";
import { downloadDocument, findVideo, getCourseContent, type LearningDeps } from "./content.service";
import { listMyCourses } from "./my-courses.service";

/** RFC 5987 form of a file name for Content-Disposition. */
const encodeFileName = (name: string) =>
  encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/** My Courses, course content with its documents and video, the calendar and its `.ics` feed. */
export const learningRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.deps.database.db;
  const deps = (): LearningDeps => ({ db: db(), storage: app.deps.storage });
  const params = z.object({ id: z.uuid() });

  app.get(
    "/user/courses",
    {
      schema: {
        tags: ["learner"],
        summary: "My Courses: the bought courses by timing, searched, 12 a page",
        querystring: myCoursesQuery,
        response: { 200: myCoursesResponse },
      },
    },
    async (request) => listMyCourses(db(), requireAuth(request).user, request.query),
  );

  app.get(
    "/user/courses/:id/content",
    {
      schema: {
        tags: ["learner"],
        summary:
          "A course's content for its buyers, provider, the provider's lectors and admins: programme, meeting links near sessions, documents, video",
        params,
        response: { 200: courseContent },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "private, no-store");
      return getCourseContent(db(), requireAuth(request).user, request.params.id, request.locale);
    },
  );

  app.get(
    "/user/courses/:id/documents/:documentId/file",
    {
      schema: {
        tags: ["learner"],
        summary: "An attached document's bytes as an attachment; access is checked on every request",
        params: params.extend({ documentId: z.uuid() }),
      },
    },
    async (request, reply) => {
      const file = await downloadDocument(
        deps(),
        requireAuth(request).user,
        request.params.id,
        request.params.documentId,
      );
      reply.header("content-type", file.mime);
      reply.header("content-length", file.size);
      reply.header("content-disposition", `attachment; filename*=UTF-8''${encodeFileName(file.fileName)}`);
      reply.header("x-content-type-options", "nosniff");
      reply.header("cache-control", "private, no-store");
      return reply.send(file.stream);
    },
  );

  app.get(
    "/user/courses/:id/video",
    {
      schema: {
        tags: ["learner"],
        summary: "The course's uploaded video, streamed with Range requests (206); access checked every time",
        params,
      },
    },
    async (request, reply) => {
      const { file, size } = await findVideo(deps(), requireAuth(request).user, request.params.id);
      const range = parseRange(request.headers.range, size);
      reply.header("accept-ranges", "bytes");
      reply.header("content-type", file.mime);
      reply.header("x-content-type-options", "nosniff");
      reply.header("cache-control", "private, no-store");
      if (range === "unsatisfiable") {
        reply.header("content-range", `bytes */${size}`);
        return reply.status(416).send();
      }
      const stored = await app.deps.storage.read(file.storageKey, range ?? undefined);
      if (!stored) throw new AppError(404, "file_not_found");
      if (range) {
        reply.status(206);
        reply.header("content-range", `bytes ${range.start}-${range.end}/${size}`);
        reply.header("content-length", range.end - range.start + 1);
      } else {
        reply.header("content-length", size);
      }
      return reply.send(stored.stream);
    },
  );

  app.get(
    "/user/calendar",
    {
      schema: {
        tags: ["learner"],
        summary: "The learner's sessions and booked slots between two Sofia dates (at most 62 days)",
        querystring: calendarQuery,
        response: { 200: calendarResponse },
      },
    },
    async (request) => getCalendar(db(), requireAuth(request).user.id, request.query, request.locale),
  );

  app.post(
    "/user/calendar/feed",
    {
      schema: {
        tags: ["learner"],
        summary: "A new private .ics feed address, shown once; the previous address stops working",
        response: { 200: calendarFeedCreated },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "private, no-store");
      return createFeed(db(), requireAuth(request).user.id, app.deps.config.publicUrl);
    },
  );

  app.delete(
    "/user/calendar/feed",
    {
      schema: {
        tags: ["learner"],
        summary: "Revoke the private .ics feed address",
      },
    },
    async (request, reply) => {
      await revokeFeed(db(), requireAuth(request).user.id);
      return reply.status(204).send();
    },
  );

  app.get(
    "/calendar/:file",
    {
      schema: {
        tags: ["learner"],
        summary: "A learner's private calendar feed (`{token}.ics`): sessions from 30 days back on",
        params: z.object({ file: z.string().max(200) }),
      },
    },
    async (request, reply) => {
      const token = request.params.file.endsWith(".ics") ? request.params.file.slice(0, -4) : "";
      const text = token ? await renderFeed(db(), token, app.deps.config.publicUrl) : null;
      if (!text) throw new AppError(404, "not_found");
      reply.header("content-type", "text/calendar; charset=utf-8");
      reply.header("cache-control", "private, no-store");
      reply.header("x-robots-tag", "noindex");
      return reply.send(text);
    },
  );
};
