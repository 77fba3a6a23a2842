import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";

/** Partner payouts: what providers are owed and paid (issue 9). */
export const payoutsRoutes: FastifyPluginAsyncZod = async (_app) => {};
