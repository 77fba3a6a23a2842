import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";

/** The payment gateway's calls: connected payout accounts, the webhook and the sandbox's own pages. */
export const paymentsRoutes: FastifyPluginAsyncZod = async (_app) => {};
