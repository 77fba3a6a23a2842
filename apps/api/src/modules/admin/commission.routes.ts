import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";

/** Commission rates: the platform's default and each provider's own (issue 9). */
export const commissionRoutes: FastifyPluginAsyncZod = async (_app) => {};
