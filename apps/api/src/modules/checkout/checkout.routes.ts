import { checkoutBody, payment } from "@kursove/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { App } from "../../app";
import { requireAuth } from "../auth";
import { ordersDeps } from "../orders";
import { checkout } from "./checkout.service";

/**
 * Checkout: POST /checkout opens the card payment of the cart's holds. The app registers it without
 * options; only the concurrency test's control registers it with `lock: false` (CHECKOUT-ONCE).
 */
export const checkoutRoutes: FastifyPluginAsyncZod<{ lock?: boolean }> = async (app, options) => {
  const tags = ["orders"];
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
          "Creates the order (awaiting payment) from the cart's valid holds and opens its card payment: the spec's Payment {secret, order_id}. With `invoice`, the company is saved to the business profile and the invoices are issued when the payment settles (422 with field errors and no payment when it is incomplete). Needs a verified email; 409 cart_empty when nothing is held; 422 order_total_too_high when the cart is priced above one card payment (99 999 999 minor units) and nothing is saved",
        body: checkoutBody,
        response: { 200: payment },
      },
    },
    async (request) => {
      const answer = await checkout(
        { ...ordersDeps(app as unknown as App), ...checkoutLock },
        requireAuth(request).user,
        request.body,
      );
      app.deps.kickMail();
      return answer;
    },
  );
};
