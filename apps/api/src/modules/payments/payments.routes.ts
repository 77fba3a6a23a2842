import {
  apiError,
  paymentAccount,
  paymentAccountQuery,
  paymentConnectAnswer,
  sandboxAction,
  sandboxActionAnswer,
  sandboxActionBody,
  sandboxConfirmBody,
  sandboxConfirmResponse,
  sandboxLinkGone,
  sandboxOnboardingAnswer,
  sandboxOnboardingBody,
  sandboxOnboardingLink,
  sandboxTokenParams,
  webhookAnswer,
  webhookHeaders,
} from "@kursove/contracts";
import { translate } from "@kursove/i18n";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { AppError } from "../../platform/errors";
import { sandboxOf, WebhookEventError, WebhookSignatureError } from "../../platform/payments/index";
import { requireAuth } from "../auth";
import * as payments from "./payments.service";
import * as sandboxCards from "./sandbox-card.service";

/** 410 payment_link_expired with the link's refresh_url, so the hosted page can send the provider on. */
const linkGone = (request: FastifyRequest, reply: FastifyReply, refreshUrl: string | null) =>
  reply.status(410).send({
    message: translate(request.locale, "payment_link_expired"),
    code: "payment_link_expired",
    refresh_url: refreshUrl,
  });

/** The payment gateway's calls: connected payout accounts, the webhook and the sandbox's own pages. */
export const paymentsRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = (request: FastifyRequest): payments.PaymentsDeps => ({
    db: app.deps.database.db,
    gateway: app.deps.payments,
    publicUrl: app.deps.config.publicUrl,
    log: request.log,
  });
  app.addHook("onSend", async (_request, reply) => {
    reply.header("cache-control", "no-store");
  });

  // The sandbox's events of the gateway's calls (created, canceled, refunded, transferred) take the
  // webhook's path in process, as Stripe's would arrive at /payments/webhook.
  const sandbox = sandboxOf(app.deps.payments);
  if (sandbox) {
    sandbox.setEventListener(async (signed) => {
      try {
        await payments.applyGatewayEvent(app.deps.database.db, sandbox.name, signed.event, app.log);
      } catch (error) {
        app.log.error({ err: error, eventId: signed.event.id }, "sandbox event not applied");
      }
    });
    app.addHook("onClose", async () => sandbox.setEventListener(null));
  }

  app.post(
    "/provider/payments/connect",
    {
      schema: {
        tags: ["provider"],
        summary:
          "Connect the payout account: creates the provider's account at the gateway when it has none, answers a fresh single-use onboarding link",
        response: { 200: paymentConnectAnswer, 502: apiError },
      },
    },
    async (request) => payments.connectAccount(deps(request), requireAuth(request).user, request.locale),
  );

  app.get(
    "/provider/payments/account",
    {
      schema: {
        tags: ["provider"],
        summary: "The payout account's state (details submitted, charges and payouts enabled)",
        querystring: paymentAccountQuery,
        response: { 200: paymentAccount },
      },
    },
    async (request) =>
      payments.getAccount(
        deps(request),
        requireAuth(request).user,
        request.query.refresh === "1" || request.query.refresh === "true",
      ),
  );

  // The webhook reads its body raw: the signature is computed over the exact bytes sent.
  await app.register(async (hook) => {
    hook.removeAllContentTypeParsers();
    hook.addContentTypeParser("*", { parseAs: "buffer", bodyLimit: 512 * 1024 }, (_request, body, done) =>
      done(null, body),
    );
    hook.post(
      "/payments/webhook",
      {
        schema: {
          tags: ["payments"],
          summary:
            "The gateway's events (raw JSON body, Stripe-Signature checked, idempotent by event id); account.updated keeps the payout account's state",
          headers: webhookHeaders,
          response: { 200: webhookAnswer, 400: apiError },
        },
      },
      async (request) => {
        const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        try {
          const header = request.headers["stripe-signature"];
          const signature = typeof header === "string" ? header : undefined;
          const result = await payments.receiveWebhook(deps(request), raw, signature);
          return { received: true as const, duplicate: result.duplicate };
        } catch (error) {
          if (error instanceof WebhookSignatureError) {
            request.log.warn({ reason: error.message }, "webhook refused");
            throw new AppError(400, "invalid_signature");
          }
          if (error instanceof WebhookEventError) {
            request.log.warn({ reason: error.message }, "webhook refused");
            throw new AppError(400, "invalid_event");
          }
          throw error;
        }
      },
    );
  });

  app.get(
    "/payments/sandbox/onboarding/:token",
    {
      schema: {
        tags: ["payments"],
        summary:
          "Sandbox gateway only: the onboarding link of its hosted page (410 when expired, used or unknown)",
        params: sandboxTokenParams,
        response: { 200: sandboxOnboardingLink, 410: sandboxLinkGone },
      },
    },
    async (request, reply) => {
      const state = await payments.readSandboxLink(deps(request), request.params.token);
      if (!state.live) return linkGone(request, reply, state.refreshUrl);
      return state.link;
    },
  );

  app.post(
    "/payments/sandbox/onboarding/:token",
    {
      schema: {
        tags: ["payments"],
        summary:
          "Sandbox gateway only: submit its hosted onboarding form; enables charges and payouts, emits account.updated, answers return_url",
        params: sandboxTokenParams,
        body: sandboxOnboardingBody,
        response: { 200: sandboxOnboardingAnswer, 410: sandboxLinkGone },
      },
    },
    async (request, reply) => {
      const result = await payments.completeSandboxOnboarding(
        deps(request),
        request.params.token,
        request.body,
      );
      if ("gone" in result) return linkGone(request, reply, result.refreshUrl);
      return { return_url: result.returnUrl };
    },
  );

  app.post(
    "/payments/sandbox/confirm",
    {
      schema: {
        tags: ["payments"],
        summary:
          "Sandbox gateway only: confirm the checkout's payment (its secret) with a card, as Stripe.js would. Stripe's test cards: 4242424242424242 pays, 4000000000000002 is declined, 4000000000009995 insufficient funds, 4000000000000069 expired, 4000000000000127 wrong security code (402 card_declined), 4000000000000119 processing error and wrong card data (402 payment_failed, errors per card field), 4000002500003155 answers requires_action with the 3-D Secure page in next_action_url. 404 payment_not_found for an unknown secret, 409 payment_closed when already paid or canceled, 429 after many attempts. The card is never stored or logged",
        body: sandboxConfirmBody,
        response: { 200: sandboxConfirmResponse, 402: apiError, 404: apiError, 409: apiError, 429: apiError },
      },
    },
    async (request) =>
      sandboxCards.confirmSandboxPayment(deps(request), request.body, {
        ip: request.ip,
        locale: request.locale,
      }),
  );

  app.get(
    "/payments/sandbox/3ds/:token",
    {
      schema: {
        tags: ["payments"],
        summary:
          "Sandbox gateway only: the payment waiting for the 3-D Secure page of a token (410 payment_action_expired when used or unknown)",
        params: sandboxTokenParams,
        response: { 200: sandboxAction, 410: apiError },
      },
    },
    async (request) => {
      const action = await sandboxCards.readSandboxAction(deps(request), request.params.token);
      if (!action) throw new AppError(410, "payment_action_expired");
      return action;
    },
  );

  app.post(
    "/payments/sandbox/3ds/:token",
    {
      schema: {
        tags: ["payments"],
        summary:
          "Sandbox gateway only: the 3-D Secure page's answer, once per token. approve pays the payment (payment_intent.succeeded); fail leaves it for another card with payment_error payment_failed (payment_intent.payment_failed). 410 payment_action_expired when used or unknown",
        params: sandboxTokenParams,
        body: sandboxActionBody,
        response: { 200: sandboxActionAnswer, 410: apiError },
      },
    },
    async (request) => {
      const answer = await sandboxCards.completeSandboxAction(
        deps(request),
        request.params.token,
        request.body.approve,
        request.locale,
      );
      if (!answer) throw new AppError(410, "payment_action_expired");
      return answer;
    },
  );
};
