import {
  adminPayoutsPage,
  payoutCreateBody,
  payoutDetail,
  payoutPageQuery,
  payoutParams,
  payoutRunBody,
  payoutRunResponse,
  providerPayoutsPage,
} from "@kursove/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { requireAdmin, requireAuth } from "../auth";
import {
  getPayoutDetail,
  getProviderPayout,
  listAdminPayouts,
  listProviderPayouts,
} from "./payout-views.service";
import { type PayoutsDeps, payProvider, runPayouts } from "./payouts.service";

/** Partner payouts: what providers are owed and paid. */
export const payoutsRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps: PayoutsDeps = {
    db: app.deps.database.db,
    gateway: app.deps.payments,
    currency: app.deps.config.currency,
  };
  const adminTags = ["admin payouts"];
  const providerTags = ["provider payouts"];
  app.addHook("onSend", async (_request, reply) => {
    reply.header("cache-control", "no-store");
  });

  app.get(
    "/admin/payouts",
    {
      schema: {
        tags: adminTags,
        summary:
          "What each provider is owed now (sales after commission and refunds whose 30-day claims window passed) and later, and the payouts made, newest first, 20 a page",
        querystring: payoutPageQuery,
        response: { 200: adminPayoutsPage },
      },
    },
    async (request) => {
      requireAdmin(request);
      return listAdminPayouts(deps.db, request.query.page, deps.currency);
    },
  );

  app.post(
    "/admin/payouts",
    {
      schema: {
        tags: adminTags,
        summary:
          "Pay a provider what it is owed through the gateway to its connected account, once per provider and period (default: today's Sofia date): 201 made, 200 the period's payout already there (a pending or failed one is retried); 409 payout_nothing_owed, payout_account_not_ready; 502 payout_failed",
        body: payoutCreateBody,
        response: { 200: payoutDetail, 201: payoutDetail },
      },
    },
    async (request, reply) => {
      const { user } = requireAdmin(request);
      const done = await payProvider(deps, user, {
        providerId: request.body.provider_id,
        period: request.body.period,
      });
      return reply.status(done.created ? 201 : 200).send(done.payout);
    },
  );

  app.post(
    "/admin/payouts/run",
    {
      schema: {
        tags: adminTags,
        summary:
          "Pay every provider owed something whose account is ready; answers per provider: paid, in_progress (another attempt's transfer is under way), failed or skipped with the reason",
        body: payoutRunBody,
        response: { 200: payoutRunResponse },
      },
    },
    async (request) => runPayouts(deps, requireAdmin(request).user, request.body),
  );

  app.get(
    "/admin/payouts/:id",
    {
      schema: {
        tags: adminTags,
        summary: "One payout with its lines (order, course, total, commission, refunds, amount paid)",
        params: payoutParams,
        response: { 200: payoutDetail },
      },
    },
    async (request) => {
      requireAdmin(request);
      return getPayoutDetail(deps.db, request.params.id);
    },
  );

  app.get(
    "/provider/payouts",
    {
      schema: {
        tags: providerTags,
        summary:
          "The signed-in provider's money: owed now, upcoming (in their claims window, with the date each becomes payable) and payouts received, 20 a page",
        querystring: payoutPageQuery,
        response: { 200: providerPayoutsPage },
      },
    },
    async (request) =>
      listProviderPayouts(deps.db, requireAuth(request).user, request.query.page, deps.currency),
  );

  app.get(
    "/provider/payouts/:id",
    {
      schema: {
        tags: providerTags,
        summary: "One of the signed-in provider's payouts with its lines; 404 for another provider's",
        params: payoutParams,
        response: { 200: payoutDetail },
      },
    },
    async (request) => getProviderPayout(deps.db, requireAuth(request).user, request.params.id),
  );
};
