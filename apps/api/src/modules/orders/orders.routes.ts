import {
  checkoutBody,
  order,
  orderParams,
  payment,
  providerBookingPage,
  providerBookingQuery,
} from "@kursove/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { App } from "../../app";
import { requireAuth } from "../auth";
import { approveBooking, listBookings, refuseBooking } from "./bookings.service";
import { checkout } from "./checkout.service";
import { getOrder } from "./orders.service";
import { ordersDeps } from "./orders-deps";

/**
 * Checkout and orders: POST /checkout opens the card payment of the cart's holds. The app registers it
 * without options; only the concurrency test's control registers it with `lock: false` (CHECKOUT-ONCE).
 */
export const ordersRoutes: FastifyPluginAsyncZod<{ lock?: boolean }> = async (app, options) => {
  const tags = ["orders"];
  const deps = ordersDeps(app as unknown as App);
  const checkoutLock = options.lock === false ? { checkoutLock: false } : {};
  app.addHook("onSend", async (_request, reply) => {
    reply.header("cache-control", "no-store");
  });

  app.post(
    "/checkout",
    {
      schema: {
        tags,
        summary:
          "Creates the order (awaiting payment) from the cart's valid holds and opens its card payment: the spec's Payment {secret, order_id}. Needs a verified email; 409 cart_empty when nothing is held",
        body: checkoutBody,
        response: { 200: payment },
      },
    },
    async (request) => {
      const answer = await checkout(
        { ...ordersDeps(app as unknown as App), ...checkoutLock },
        requireAuth(request).user,
        request.body.billing,
      );
      app.deps.kickMail();
      return answer;
    },
  );

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

  app.get(
    "/orders/:id",
    {
      schema: {
        tags,
        summary: "One order of the signed-in user, with its items, payment method, status and billing",
        params: orderParams,
        response: { 200: order },
      },
    },
    async (request) =>
      getOrder(app.deps.database.db, requireAuth(request).user.id, request.params.id, request.locale),
  );
};
