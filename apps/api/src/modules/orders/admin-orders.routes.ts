import { adminOrderDetail, adminOrdersPage, adminOrdersQuery, orderParams } from "@kursove/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { App } from "../../app";
import { clockOffset, setClockOffset, simulatedClockEnabled } from "../../platform/clock";
import { requireAdmin } from "../auth";
import { getAdminOrder, listAdminOrders } from "./admin-orders.service";
import { ordersDeps } from "./orders-deps";

/** Orders in the admin area (list and detail), and the simulated business clock for tests of dates. */
export const adminOrdersRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = ordersDeps(app as unknown as App);
  const tags = ["admin orders"];
  app.addHook("onSend", async (_request, reply) => {
    reply.header("cache-control", "no-store");
  });

  app.get(
    "/admin/orders",
    {
      schema: {
        tags,
        summary:
          "Every order past checkout, newest first, 20 per page; q matches the number, learner name or email",
        querystring: adminOrdersQuery,
        response: { 200: adminOrdersPage },
      },
    },
    async (request) => {
      requireAdmin(request);
      return listAdminOrders(deps.db, request.query);
    },
  );

  app.get(
    "/admin/orders/:id",
    {
      schema: {
        tags,
        summary:
          "One order with its items (commission, what is left to refund, what was paid out), history with reasons, refunds, refund requests, ledger rows and the payments it could not keep (refunded automatically)",
        params: orderParams,
        response: { 200: adminOrderDetail },
      },
    },
    async (request) => {
      requireAdmin(request);
      return getAdminOrder(deps.db, request.params.id, request.locale);
    },
  );

  if (simulatedClockEnabled()) {
    const clock = z.object({ offset_days: z.number().min(0).max(3650), now: z.string() });
    app.get(
      "/admin/clock",
      {
        schema: {
          tags: ["testing"],
          summary: "The simulated business clock (SIMULATED_CLOCK only)",
          response: { 200: clock },
        },
      },
      async (request) => {
        requireAdmin(request);
        return {
          offset_days: clockOffset() / 86_400_000,
          now: new Date(Date.now() + clockOffset()).toISOString(),
        };
      },
    );
    app.put(
      "/admin/clock",
      {
        schema: {
          tags: ["testing"],
          summary:
            "Moves the business clock forward by offset_days (SIMULATED_CLOCK only): refund windows and payouts follow it",
          body: z.object({ offset_days: z.number().min(0).max(3650) }),
          response: { 200: clock },
        },
      },
      async (request) => {
        requireAdmin(request);
        setClockOffset(request.body.offset_days * 86_400_000);
        return {
          offset_days: request.body.offset_days,
          now: new Date(Date.now() + clockOffset()).toISOString(),
        };
      },
    );
  }
};
