import {
  apiError,
  discountCode,
  discountCodeBody,
  discountCodePage,
  discountCodePageQuery,
} from "@kursove/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { parsedInService } from "../../platform/forms";
import { requireAdmin, requireAuth } from "../auth";
import * as discounts from "./discounts.service";

const params = z.object({ id: z.uuid() });
const errors = { 401: apiError, 403: apiError, 404: apiError, 409: apiError, 422: apiError };

/**
 * Discount codes (DISCOUNT-CODES): a provider's codes for its own courses under /provider, and the
 * platform's codes, whose discount the platform bears, under /admin. The same actions serve both.
 */
export const discountsRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.deps.database.db;
  const currency = () => app.deps.config.currency;
  app.addHook("onSend", async (_request, reply) => {
    reply.header("cache-control", "no-store");
  });

  for (const area of ["provider", "admin"] as const) {
    const tags = [area === "provider" ? "provider discount codes" : "admin"];
    const whose = area === "provider" ? "the signed-in provider's" : "the platform's";
    const owner = async (request: Parameters<typeof requireAuth>[0]): Promise<discounts.CodeOwner> =>
      area === "provider"
        ? discounts.providerOwner(db(), requireAuth(request).user)
        : { providerId: null, user: requireAdmin(request).user };
    const path = `/${area}/discount-codes`;

    app.get(
      path,
      {
        schema: {
          tags,
          summary: `${whose} discount codes, 20 a page, newest first, with their uses`,
          querystring: discountCodePageQuery,
          response: { 200: discountCodePage, ...errors },
        },
      },
      async (request) => discounts.listCodes(db(), await owner(request), request.query.page, currency()),
    );

    app.post(
      path,
      {
        ...parsedInService,
        schema: {
          tags,
          summary: `Create one of ${whose} discount codes; the code is unique whatever its case`,
          body: discountCodeBody,
          response: { 201: discountCode, ...errors },
        },
      },
      async (request, reply) =>
        reply
          .status(201)
          .send(await discounts.createCode(db(), await owner(request), request.body, currency())),
    );

    app.put(
      `${path}/:id`,
      {
        ...parsedInService,
        schema: {
          tags,
          summary: `Change one of ${whose} codes for the orders to come (404 for anyone else's)`,
          params,
          body: discountCodeBody,
          response: { 200: discountCode, ...errors },
        },
      },
      async (request) =>
        discounts.changeCode(db(), await owner(request), request.params.id, request.body, currency()),
    );

    app.delete(
      `${path}/:id`,
      {
        schema: {
          tags,
          summary: `Disable one of ${whose} codes; orders keep the discount they got`,
          params,
          response: { 204: z.null(), ...errors },
        },
      },
      async (request, reply) => {
        await discounts.disableCode(db(), await owner(request), request.params.id);
        return reply.status(204).send(null);
      },
    );
  }
};
