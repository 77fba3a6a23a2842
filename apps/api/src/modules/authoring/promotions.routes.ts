import {
  coursePromotions,
  createPromotionBody,
  promotion,
  promotionPage,
  promotionPageQuery,
  promotionPayment,
} from "@kursove/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { parsedInService } from "../../platform/forms";
import { requireAuth } from "../auth";
import * as promotions from "./promotions.service";

/** Promote course: a provider buys days at the top of the home page and the hot sort. */
export const promotionsRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.deps.database.db;
  const tags = ["provider promotions"];
  const params = z.object({ id: z.uuid() });
  app.addHook("onSend", async (_request, reply) => {
    reply.header("cache-control", "no-store");
  });

  app.post(
    "/provider/courses/:id/promotions",
    {
      ...parsedInService,
      schema: {
        tags,
        summary:
          "Promote an approved course on Sofia days from..to, both included, at 2.99 BGN a day (1.53 EUR when selling in euro)",
        params,
        body: createPromotionBody,
        response: { 201: promotion },
      },
    },
    async (request, reply) => {
      const created = await promotions.createPromotion(
        db(),
        requireAuth(request).user,
        request.params.id,
        request.body,
        app.deps.config.currency,
      );
      return reply.status(201).send(created);
    },
  );

  app.get(
    "/provider/courses/:id/promotions",
    {
      schema: {
        tags,
        summary: "Every promotion of a course, latest first",
        params,
        response: { 200: coursePromotions },
      },
    },
    async (request) => promotions.listCoursePromotions(db(), requireAuth(request).user, request.params.id),
  );

  app.get(
    "/provider/promotions",
    {
      schema: {
        tags,
        summary: "The provider's promotions, 20 a page, latest first",
        querystring: promotionPageQuery,
        response: { 200: promotionPage },
      },
    },
    async (request) => promotions.listOwnPromotions(db(), requireAuth(request).user, request.query.page),
  );

  app.delete(
    "/provider/promotions/:id",
    {
      schema: {
        tags,
        summary: "Cancel a promotion awaiting payment (a paid one cannot be canceled)",
        params,
        response: { 200: promotion },
      },
    },
    async (request) => promotions.cancelPromotion(db(), requireAuth(request).user, request.params.id),
  );

  app.post(
    "/provider/promotions/:id/pay",
    {
      schema: {
        tags,
        summary:
          "Opens the card payment of a promotion awaiting payment (same gateway as orders); confirm it like an order's payment. 409 when paid or canceled",
        params,
        response: { 200: promotionPayment },
      },
    },
    async (request) =>
      promotions.payPromotion(
        {
          db: db(),
          gateway: app.deps.payments,
          publishableKey: app.deps.config.stripePublishableKey,
        },
        requireAuth(request).user,
        request.params.id,
      ),
  );
};
