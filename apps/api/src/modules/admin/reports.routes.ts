import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";

/** Sales reports, the admin dashboard's figures and the provider's orders and sales (issue 9). */
export const reportsRoutes: FastifyPluginAsyncZod = async (_app) => {};
