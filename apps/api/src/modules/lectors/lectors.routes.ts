import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";

/** Lector links of providers: invitations, requests, the lector's providers and sessions. */
export const lectorsRoutes: FastifyPluginAsyncZod = async (_app) => {};
