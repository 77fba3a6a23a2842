import {
  attendeesCsvQuery,
  providerAttendeesCsvQuery,
  providerAttendeesPage,
  providerAttendeesQuery,
  utilizationCourseParams,
  utilizationDetail,
  utilizationPage,
  utilizationQuery,
} from "@kursove/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { sendCsv } from "../../platform/csv";
import { requireAdmin, requireAuth } from "../auth";
import * as utilization from "./utilization.service";

/** Utilization: places sold against capacity, attendees, clocked time. */
export const utilizationRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.deps.database.db;
  app.addHook("onSend", async (_request, reply) => {
    reply.header("cache-control", "no-store");
  });

  app.get(
    "/admin/utilization",
    {
      schema: {
        tags: ["admin"],
        summary: "Approved courses with places sold, held and free against capacity, soonest first",
        querystring: utilizationQuery,
        response: { 200: utilizationPage },
      },
    },
    async (request) => {
      requireAdmin(request);
      return utilization.listUtilization(db(), request.query);
    },
  );

  app.get(
    "/admin/utilization/:courseId",
    {
      schema: {
        tags: ["admin"],
        summary: "A course's places, its sessions with the lectors' clocked time, its slots and attendees",
        params: utilizationCourseParams,
        response: { 200: utilizationDetail },
      },
    },
    async (request) => {
      requireAdmin(request);
      return utilization.getCourseUtilization(db(), request.params.courseId);
    },
  );

  app.get(
    "/admin/utilization/:courseId/attendees.csv",
    {
      schema: {
        tags: ["admin"],
        summary: "A course's attendees as CSV (lang names the header's language)",
        params: utilizationCourseParams,
        querystring: attendeesCsvQuery,
      },
    },
    async (request, reply) => {
      requireAdmin(request);
      const csv = await utilization.courseAttendeesCsv(
        db(),
        request.params.courseId,
        request.query.lang ?? request.locale,
      );
      return sendCsv(reply, csv.filename, csv.header, csv.rows);
    },
  );

  app.get(
    "/provider/attendees",
    {
      schema: {
        tags: ["provider"],
        summary:
          "The provider's courses with their places; with course_id, its sessions, slots and attendees",
        querystring: providerAttendeesQuery,
        response: { 200: providerAttendeesPage },
      },
    },
    async (request) => utilization.listProviderAttendees(db(), requireAuth(request).user, request.query),
  );

  app.get(
    "/provider/attendees.csv",
    {
      schema: {
        tags: ["provider"],
        summary: "The attendees of one of the provider's courses as CSV",
        querystring: providerAttendeesCsvQuery,
      },
    },
    async (request, reply) => {
      const csv = await utilization.providerAttendeesCsv(
        db(),
        requireAuth(request).user,
        request.query.course_id,
        request.query.lang ?? request.locale,
      );
      return sendCsv(reply, csv.filename, csv.header, csv.rows);
    },
  );
};
