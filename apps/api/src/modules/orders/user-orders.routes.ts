import { orderParams, userOrderDetail, userOrdersPage, userOrdersQuery } from "@kursove/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { App } from "../../app";
import { requireAuth } from "../auth";
import { ordersDeps } from "./orders-deps";
import { getUserOrder, listUserOrders } from "./user-orders.service";

/** The learner's orders and order page (its receipt is in receipts, its refund request in refunds). */
export const userOrdersRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ["user orders"];
  const deps = ordersDeps(app as unknown as App);
  app.addHook("onSend", async (_request, reply) => {
    reply.header("cache-control", "no-store");
  });

  app.get(
    "/user/orders",
    {
      schema: {
        tags,
        summary:
          "The signed-in user's orders, 10 per page, newest first: id, number, date, status, total, items, payment method, billing",
        querystring: userOrdersQuery,
        response: { 200: userOrdersPage },
      },
    },
    async (request) =>
      listUserOrders(deps.db, requireAuth(request).user.id, request.query.page, request.locale),
  );

  app.get(
    "/user/orders/:id",
    {
      schema: {
        tags,
        summary:
          "One order of the signed-in user with its state history, refund requests, what may be done with each item (cancel, request, claim) and the receipt's address",
        params: orderParams,
        response: { 200: userOrderDetail },
      },
    },
    async (request) => getUserOrder(deps.db, requireAuth(request).user.id, request.params.id, request.locale),
  );
};
