import {
  addCartItemBody,
  apiError,
  cart,
  cartDiscountBody,
  cartItemParams,
  type ErrorCode,
  replaceCartBody,
} from "@kursove/contracts";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { authCookieName } from "../../platform/auth-cookie";
import { AppError } from "../../platform/errors";
import * as carts from "./cart.service";

export type CartRoutesOptions = carts.HoldTestOptions & {
  /** called after a user's cart changed; the app cancels the order that waited for its payment */
  onCartChanged?: (userId: string) => Promise<void>;
};

/** The signed-in user, or 401 with the route's own message ("sign in before adding courses to cart"). */
function signedIn(request: FastifyRequest, code: ErrorCode) {
  if (!request.auth) throw new AppError(401, code);
  return request.auth.user;
}

/** Which 401 a route answers a visitor: adding asks them to sign in before adding courses to cart. */
const visitorCode = (request: FastifyRequest): ErrorCode =>
  request.method === "POST" || request.method === "PUT" ? "sign_in_for_cart" : "not_signed_in";

const errors = { 401: apiError, 404: apiError, 409: apiError, 422: apiError };

/**
 * The cart (CART-HOLD): a signed-in user's items, each holding its places for 20 minutes. The app
 * passes `onCartChanged` (app-wiring.ts); only the concurrency test's control registers it with `lock: false`.
 */
export const cartRoutes: FastifyPluginAsyncZod<CartRoutesOptions> = async (app, options) => {
  const holdOptions: carts.HoldTestOptions = options.lock === false ? { lock: false } : {};
  const deps = (request: FastifyRequest): carts.CartDeps => ({
    db: app.deps.database.db,
    locale: request.locale,
    limits: app.deps.config.holdLimits,
    currency: app.deps.config.currency,
    discountStacking: app.deps.config.discountStacking,
  });
  // a visitor without any token is refused before the body is validated: the sign-in message comes first
  app.addHook("preValidation", async (request) => {
    if (!request.headers.authorization && !request.cookies?.[authCookieName])
      throw new AppError(401, visitorCode(request));
  });
  app.addHook("onSend", async (_request, reply) => {
    reply.header("cache-control", "private, no-store");
  });
  // a changed cart replaces the order that was waiting for its payment: its gateway payment is canceled
  app.addHook("preSerialization", async (request, reply, payload) => {
    if (request.method !== "GET" && reply.statusCode < 300 && request.auth && options.onCartChanged)
      await options
        .onCartChanged(request.auth.user.id)
        .catch((err: unknown) =>
          request.log.error({ err }, "could not cancel the order waiting for payment"),
        );
    return payload;
  });

  app.get(
    "/cart",
    {
      schema: {
        tags: ["cart"],
        summary: "The signed-in user's cart: items with their holds, the total of the valid ones",
        response: { 200: cart, 401: apiError },
      },
    },
    async (request) => carts.getCart(deps(request), signedIn(request, "not_signed_in").id),
  );

  app.put(
    "/cart",
    {
      schema: {
        tags: ["cart"],
        summary:
          "Replace all items (update cart), all or nothing; a new item is held for 20 minutes, a kept one keeps its hold's end",
        body: replaceCartBody,
        response: { 200: cart, ...errors },
      },
    },
    async (request) =>
      carts.replaceCart(deps(request), signedIn(request, "sign_in_for_cart").id, request.body),
  );

  app.post(
    "/cart/items",
    {
      schema: {
        tags: ["cart"],
        summary:
          "Add a course (and the slot of a bookable course): holds its places for 20 minutes from when they were placed; adding it again sets the quantity and keeps the hold's end; 409 no_places_left or a buyer's cap",
        body: addCartItemBody,
        response: { 200: cart, ...errors },
      },
    },
    async (request) =>
      carts.addItem(deps(request), signedIn(request, "sign_in_for_cart").id, request.body, holdOptions),
  );

  app.delete(
    "/cart/items/:id",
    {
      schema: {
        tags: ["cart"],
        summary: "Remove an item by id, freeing its places; someone else's item is not found",
        params: cartItemParams,
        response: { 200: cart, 401: apiError, 404: apiError },
      },
    },
    async (request) =>
      carts.removeItem(deps(request), signedIn(request, "not_signed_in").id, request.params.id),
  );

  app.post(
    "/cart/discount",
    {
      schema: {
        tags: ["cart"],
        summary:
          "Enter a discount code (any case): the cart with `discount` and the lower `total`; 422 with the reason for an unknown, not yet valid, expired, used-up or inapplicable code, or a second code unless DISCOUNT_STACKING",
        body: cartDiscountBody,
        response: { 200: cart, ...errors },
      },
    },
    async (request) =>
      carts.applyDiscountCode(deps(request), signedIn(request, "not_signed_in").id, request.body.code),
  );

  app.delete(
    "/cart/discount",
    {
      schema: {
        tags: ["cart"],
        summary: "Take the discount codes out of the cart",
        response: { 200: cart, 401: apiError },
      },
    },
    async (request) => carts.removeDiscountCodes(deps(request), signedIn(request, "not_signed_in").id),
  );

  app.delete(
    "/cart",
    {
      schema: {
        tags: ["cart"],
        summary: "Clear the cart, freeing every held place",
        response: { 200: cart, 401: apiError },
      },
    },
    async (request) => carts.clearCart(deps(request), signedIn(request, "not_signed_in").id),
  );
};
