import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";

/** Users in the admin area: search, roles, blocking (issue 9). */
export const adminUsersRoutes: FastifyPluginAsyncZod = async (_app) => {};
