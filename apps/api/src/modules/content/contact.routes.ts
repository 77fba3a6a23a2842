import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";

export const contactRoutes: FastifyPluginAsyncZod = async () => {};
