import {
  attendanceBody,
  attendanceSessionsPage,
  attendanceSessionsQuery,
  sessionAttendance,
} from "@kursove/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { requireAuth } from "../auth";
import {
  type AttendanceRole,
  getSessionAttendance,
  listAttendanceSessions,
  markAttendance,
} from "./attendance.service";

const idParams = z.object({ id: z.uuid() });

/** Attendance of sessions: the provider's started sessions, and marking each paid place of one. */
export const attendanceRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.deps.database.db;
  app.addHook("onSend", async (_request, reply) => {
    reply.header("cache-control", "no-store");
  });

  app.get(
    "/provider/attendance",
    {
      schema: {
        tags: ["provider attendance"],
        summary: "Started sessions of the provider's courses, latest first, with places marked and present",
        querystring: attendanceSessionsQuery,
        response: { 200: attendanceSessionsPage },
      },
    },
    async (request) => listAttendanceSessions(db(), requireAuth(request).user, request.query),
  );

  const routesOf = (role: AttendanceRole, prefix: string, tags: string[], who: string) => {
    app.get(
      `${prefix}/sessions/:id/attendance`,
      {
        schema: {
          tags,
          summary: `Every paid place of a started session's course with its mark; ${who}; 404 for anyone else`,
          params: idParams,
          response: { 200: sessionAttendance },
        },
      },
      async (request) => getSessionAttendance(db(), requireAuth(request).user, role, request.params.id),
    );
    app.put(
      `${prefix}/sessions/:id/attendance`,
      {
        schema: {
          tags,
          summary: `Mark places present or absent in a started session (all or nothing; the same mark again changes nothing); ${who}`,
          params: idParams,
          body: attendanceBody,
          response: { 200: sessionAttendance },
        },
      },
      async (request) =>
        markAttendance(db(), requireAuth(request).user, role, request.params.id, request.body),
    );
  };
  routesOf("provider", "/provider", ["provider attendance"], "the provider of the course");
  routesOf("lector", "/lector", ["lector"], "the lector who teaches the session");
};
