import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";

// filled by this session's issue 8 work
export const learningRoutes: FastifyPluginAsyncZod = async () => {};
