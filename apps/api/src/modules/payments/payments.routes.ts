import {
  apiError,
  paymentAccount,
  paymentAccountQuery,
  paymentConnectAnswer,
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
import { WebhookSignatureError } from "../../platform/payments/index";
import { requireAuth } from "../auth/auth.plugin";
import * as payments from "./payments.service";

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
};
