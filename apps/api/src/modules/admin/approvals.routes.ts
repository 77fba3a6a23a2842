import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";

/** Approval queues and their decision history (issue 9). */
export const approvalsRoutes: FastifyPluginAsyncZod = async (_app) => {};
