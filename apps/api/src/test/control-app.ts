import cookie from "@fastify/cookie";
import Fastify, { type FastifyInstance } from "fastify";
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from "fastify-type-provider-zod";
import type { App, AppDeps } from "../app";
import { authPlugin } from "../modules/auth/auth.plugin";
import { registerErrorHandling } from "../platform/error-handler";
import { localePlugin } from "../platform/locale";

/**
 * The concurrency tests' control: a bare app with the API's locale, errors, cookies and sessions, and
 * only the routes `register` adds under /api/v1, so a test can register one of them with its protection
 * removed (never done by the app) and show the race it guards against.
 */
export async function controlApp(deps: AppDeps, register: (api: FastifyInstance) => Promise<void>) {
  const app = Fastify({ logger: false }).withTypeProvider<ZodTypeProvider>() as unknown as App;
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate("deps", deps);
  await app.register(localePlugin);
  registerErrorHandling(app);
  await app.register(cookie);
  await app.register(
    async (api) => {
      await api.register(authPlugin);
      await register(api);
    },
    { prefix: "/api/v1" },
  );
  return app;
}
