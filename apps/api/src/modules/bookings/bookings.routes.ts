import { providerBookingPage, providerBookingQuery } from "@kursove/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { App } from "../../app";
import { requireAuth } from "../auth";
import { ordersDeps } from "../orders";
import { approveBooking, listBookings, refuseBooking } from "./bookings.service";

/** The provider's bookings of courses it approves: listed by state, approved, or refused and refunded. */
export const bookingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = ordersDeps(app as unknown as App);
  app.addHook("onSend", async (_request, reply) => {
    reply.header("cache-control", "no-store");
  });

  const bookingTags = ["provider bookings"];
  const bookingParams = z.object({ id: z.uuid() });
  app.get(
    "/provider/bookings",
    {
      schema: {
        tags: bookingTags,
        summary:
          "Bookings of the provider's courses by state (awaiting_approval by default): for courses whose bookings the provider approves",
        querystring: providerBookingQuery,
        response: { 200: providerBookingPage },
      },
    },
    async (request) => listBookings(deps.db, requireAuth(request).user, request.query),
  );
  app.post(
    "/provider/bookings/:id/approve",
    {
      schema: {
        tags: bookingTags,
        summary: "Approve a booking awaiting approval (paid at checkout); 409 when already decided",
        params: bookingParams,
      },
    },
    async (request, reply) => {
      await approveBooking(deps, requireAuth(request).user, request.params.id);
      return reply.status(204).send();
    },
  );
  app.post(
    "/provider/bookings/:id/refuse",
    {
      schema: {
        tags: bookingTags,
        summary:
          "Refuse a booking awaiting approval: refunded in full to the card, its places back on sale; 409 when already decided",
        params: bookingParams,
      },
    },
    async (request, reply) => {
      await refuseBooking(deps, requireAuth(request).user, request.params.id);
      return reply.status(204).send();
    },
  );
};
