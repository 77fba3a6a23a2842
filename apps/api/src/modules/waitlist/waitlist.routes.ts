import {
  apiError,
  joinWaitlistBody,
  joinWaitlistResponse,
  leaveWaitlistQuery,
  providerWaitlistQuery,
  providerWaitlistResponse,
  userWaitlistResponse,
  waitlistCourseParams,
} from "@kursove/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { requireAuth } from "../auth";
import * as waitlist from "./waitlist.service";

/** Waiting lists of full courses: the learner joins and leaves, the provider sees each course's list. */
export const waitlistRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.deps.database.db;
  app.addHook("onSend", async (_request, reply) => {
    reply.header("cache-control", "no-store");
  });

  app.post(
    "/courses/:id/waitlist",
    {
      schema: {
        tags: ["learner"],
        summary:
          "Join the waiting list of a full course (or of one full hour, slot_id); joining again answers the same place",
        params: waitlistCourseParams,
        body: joinWaitlistBody,
        response: { 201: joinWaitlistResponse, 401: apiError, 404: apiError, 409: apiError, 422: apiError },
      },
    },
    async (request, reply) => {
      const user = requireAuth(request).user;
      const body = request.body ?? {};
      const answer = await waitlist.joinWaitlist(db(), user.id, request.params.id, body.slot_id);
      return reply.status(201).send(answer);
    },
  );

  app.delete(
    "/courses/:id/waitlist",
    {
      schema: {
        tags: ["learner"],
        summary:
          "Leave the waiting list of a course (or of one hour, ?slot_id=); leaving twice changes nothing",
        params: waitlistCourseParams,
        querystring: leaveWaitlistQuery,
        response: { 204: z.null(), 401: apiError },
      },
    },
    async (request, reply) => {
      const user = requireAuth(request).user;
      await waitlist.leaveWaitlist(db(), user.id, request.params.id, request.query.slot_id);
      return reply.status(204).send(null);
    },
  );

  app.get(
    "/user/waitlist",
    {
      schema: {
        tags: ["learner"],
        summary: "The signed-in learner's waiting lists: course, place in the queue, an offer's held_until",
        response: { 200: userWaitlistResponse, 401: apiError },
      },
    },
    async (request) => waitlist.listUserWaitlist(db(), requireAuth(request).user.id),
  );

  app.get(
    "/provider/courses/:id/waitlist",
    {
      schema: {
        tags: ["provider courses"],
        summary: "The waiting list of one of the provider's courses, 20 a page; another provider's is 404",
        params: waitlistCourseParams,
        querystring: providerWaitlistQuery,
        response: { 200: providerWaitlistResponse, 401: apiError, 403: apiError, 404: apiError },
      },
    },
    async (request) =>
      waitlist.listCourseWaitlist(db(), requireAuth(request).user, request.params.id, request.query.page),
  );
};
