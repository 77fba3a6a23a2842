import {
  adminOrderDetail,
  adminOrdersPage,
  adminOrdersQuery,
  adminRefundBody,
  annulBody,
  approveRefundBody,
  orderParams,
  refundRequestCase,
  refundRequestsPage,
  refundRequestsQuery,
  refuseRefundBody,
} from "@kursove/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { App } from "../../app";
import { clockOffset, setClockOffset, simulatedClockEnabled } from "../../platform/clock";
import { requireAdmin, requireAuth } from "../auth";
import { annulByAdmin, getAdminOrder, listAdminOrders, refundByAdmin } from "./admin-orders.service";
import { ordersDeps } from "./orders-deps";
import {
  approveRefundRequest,
  deciderOf,
  listRefundRequests,
  refuseRefundRequest,
} from "./refund-decisions.service";

const requestParams = z.object({ id: z.uuid() });

/** Orders in the admin area, refunds and annulments, and refund requests decided by admins or providers. */
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

  app.post(
    "/admin/orders/:id/refund",
    {
      schema: {
        tags,
        summary:
          "Refunds items in full or in part on the admin's own decision (refunding -> refunded | partially_refunded). The provider's share is reversed in the ledger and, where already paid out, taken back from its transfer. The same request_key never refunds twice; a refund already running answers 409 refund_in_progress",
        params: orderParams,
        body: adminRefundBody,
        response: { 200: adminOrderDetail },
      },
    },
    async (request) => {
      const admin = requireAdmin(request).user;
      return refundByAdmin(deps, admin, request.params.id, request.body, request.locale);
    },
  );

  app.post(
    "/admin/orders/:id/annul",
    {
      schema: {
        tags,
        summary:
          "Annuls the order (e.g. its course was canceled by the provider) and pays back all that is left of it; pending refund requests of it are closed as approved",
        params: orderParams,
        body: annulBody,
        response: { 200: adminOrderDetail },
      },
    },
    async (request) => {
      const admin = requireAdmin(request).user;
      return annulByAdmin(deps, admin, request.params.id, request.body, request.locale);
    },
  );

  for (const as of ["admin", "provider"] as const) {
    const scope = as === "admin" ? "every" : "the signed-in provider's";
    const who = async (request: Parameters<typeof requireAuth>[0]) => {
      const user = as === "admin" ? requireAdmin(request).user : requireAuth(request).user;
      return deciderOf(deps.db, user, as);
    };
    app.get(
      `/${as}/refund-requests`,
      {
        schema: {
          tags,
          summary: `Refund requests and claims of ${scope} course: pending (default), decided or all, newest first`,
          querystring: refundRequestsQuery,
          response: { 200: refundRequestsPage },
        },
      },
      async (request) => {
        const by = await who(request);
        return listRefundRequests(
          deps.db,
          { ...(by.providerId ? { providerId: by.providerId } : {}) },
          request.query,
        );
      },
    );
    app.post(
      `/${as}/refund-requests/:id/approve`,
      {
        schema: {
          tags,
          summary: `Approves a pending request of ${scope} course and pays back the amount (default: all that is left of the item); a decided one is 409`,
          params: requestParams,
          body: approveRefundBody,
          response: { 200: refundRequestCase },
        },
      },
      async (request) => approveRefundRequest(deps, await who(request), request.params.id, request.body),
    );
    app.post(
      `/${as}/refund-requests/:id/refuse`,
      {
        schema: {
          tags,
          summary: `Refuses a pending request of ${scope} course with a note the learner reads`,
          params: requestParams,
          body: refuseRefundBody,
          response: { 200: refundRequestCase },
        },
      },
      async (request) => refuseRefundRequest(deps, await who(request), request.params.id, request.body.note),
    );
  }

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
