import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";

/** Utilization: places sold against capacity, attendees, clocked time (issue 9). */
export const utilizationRoutes: FastifyPluginAsyncZod = async (_app) => {};
