import { type Locale, localeFromHeader } from "@kursove/i18n";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";

declare module "fastify" {
  interface FastifyRequest {
    /** the language of this answer's messages, from Content-Language (default bg) */
    locale: Locale;
  }
}

export const localePlugin = fp(async (app: FastifyInstance) => {
  app.decorateRequest("locale", "bg");
  app.addHook("onRequest", async (request) => {
    request.locale = localeFromHeader(request.headers["content-language"]);
  });
});
