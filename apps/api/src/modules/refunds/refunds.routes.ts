import {
  adminOrderDetail,
  adminRefundBody,
  annulBody,
  approveRefundBody,
  orderParams,
  refundRequestBody,
  refundRequestCase,
  refundRequestResponse,
  refundRequestsPage,
  refundRequestsQuery,
  refuseRefundBody,
} from "@kursove/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { App } from "../../app";
import { requireAdmin, requireAuth } from "../auth";
import { ordersDeps } from "../orders";
import { annulByAdmin, refundByAdmin } from "./admin-refunds.service";
import {
  approveRefundRequest,
  deciderOf,
  listRefundRequests,
  refuseRefundRequest,
} from "./refund-decisions.service";
import { requestRefund } from "./refunds.service";

const requestParams = z.object({ id: z.uuid() });

/**
 * Refunds: the learner's cancellation, request or claim, an admin's refund or annulment of an order, and
 * the refund requests admins and providers decide.
 */
export const refundsRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = ordersDeps(app as unknown as App);
  const adminTags = ["admin orders"];
  app.addHook("onSend", async (_request, reply) => {
    reply.header("cache-control", "no-store");
  });

  app.post(
    "/orders/:id/refund-request",
    {
      schema: {
        tags: ["user orders"],
        summary:
          "Cancel items before their deadline (refunded in full at once), or ask a refund after it, or file a claim within 30 days after the course ended; 409 refund_window_closed or refund_already_requested",
        params: orderParams,
        body: refundRequestBody,
        response: { 200: refundRequestResponse },
      },
    },
    async (request) =>
      requestRefund(deps, requireAuth(request).user, request.params.id, request.body, request.locale),
  );

  app.post(
    "/admin/orders/:id/refund",
    {
      schema: {
        tags: adminTags,
        summary:
          "Refunds items in full or in part on the admin's own decision (refunding -> refunded | partially_refunded). The provider's share is reversed in the ledger and, where already paid out, taken back from its transfer. The same request_key never refunds twice: a repeat waits for the first (up to 5 s, else 409 refund_in_progress) and answers with the order; another refund already running answers 409 refund_in_progress",
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
        tags: adminTags,
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
          tags: adminTags,
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
          tags: adminTags,
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
          tags: adminTags,
          summary: `Refuses a pending request of ${scope} course with a note the learner reads`,
          params: requestParams,
          body: refuseRefundBody,
          response: { 200: refundRequestCase },
        },
      },
      async (request) => refuseRefundRequest(deps, await who(request), request.params.id, request.body.note),
    );
  }
};
