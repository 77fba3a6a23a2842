import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";

/** Orders in the admin area and refund decisions (issue 9). */
export const adminOrdersRoutes: FastifyPluginAsyncZod = async (_app) => {};
