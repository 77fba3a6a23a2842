import {
  orderParams,
  refundRequestBody,
  refundRequestResponse,
  userOrderDetail,
  userOrdersPage,
  userOrdersQuery,
} from "@kursove/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { App } from "../../app";
import { AppError } from "../../platform/errors";
import { requireAuth } from "../auth";
import { ordersDeps } from "./orders-deps";
import { receiptPdf } from "./receipt-pdf";
import { requestRefund } from "./refunds.service";
import { findUserOrder, getUserOrder, listUserOrders, presentUserOrder } from "./user-orders.service";

/** The learner's orders, order page, receipt and refunds. */
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
          "The signed-in user's orders, 10 per page, newest first (spec 7): id, number, date, status, total, items, payment method, billing",
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

  app.get(
    "/user/orders/:id/receipt.pdf",
    {
      schema: {
        tags,
        summary:
          "The receipt of a paid order as a PDF in the user's language; 404 for another user's order or one never paid",
        params: orderParams,
        // a link opened by the browser sends no Content-Language: the page adds its language
        querystring: z.object({ lang: z.enum(["bg", "en"]).optional() }),
        response: { 200: z.any() },
      },
    },
    async (request, reply) => {
      const order = await findUserOrder(deps.db, requireAuth(request).user.id, request.params.id);
      // only an order that was paid has a receipt
      if (!order.paidAt) throw new AppError(404, "order_not_found");
      const locale = request.query.lang ?? request.locale;
      const pdf = await receiptPdf(await presentUserOrder(deps.db, order, locale), locale, deps.mail.money);
      return reply
        .header("content-type", "application/pdf")
        .header("content-language", locale)
        .header("content-disposition", `inline; filename="payment-confirmation-${order.number}.pdf"`)
        .send(pdf);
    },
  );

  app.post(
    "/orders/:id/refund-request",
    {
      schema: {
        tags,
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
};
