import { guideList, guideRoles } from "@kursove/contracts";
import type { Locale } from "@kursove/i18n";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { AppError } from "../../platform/errors";
import { guidePdf, guideTitle, guideUrl } from "./guides";

const files = guideRoles.map((role) => `${role}.pdf` as const);

/** The user manuals for users, providers and lectors. */
export const guidesRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ["content"];

  app.get(
    "/guides",
    {
      schema: {
        tags,
        summary: "The manuals of each role: the GUIDE_*_URL setting, else the platform's own PDF",
        response: { 200: guideList },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "public, max-age=300");
      reply.header("vary", "content-language");
      return {
        guides: guideRoles.map((role) => ({
          role,
          title: guideTitle(role, request.locale),
          ...guideUrl(app.deps.config, role, request.locale),
        })),
      };
    },
  );

  app.get(
    "/guides/:file",
    {
      schema: {
        tags,
        summary: "Downloads a manual as PDF, in ?lang= (else the request's language)",
        params: z.object({ file: z.string() }),
        querystring: z.object({ lang: z.enum(["bg", "en"]).optional() }),
        produces: ["application/pdf"],
      },
    },
    async (request, reply) => {
      const index = files.indexOf(request.params.file as (typeof files)[number]);
      const role = guideRoles[index];
      if (!role) throw new AppError(404, "not_found");
      const locale: Locale = request.query.lang ?? request.locale;
      const pdf = await guidePdf(role, locale, app.deps.config.publicUrl);
      return reply
        .type("application/pdf")
        .header("cache-control", "public, max-age=3600")
        .header("content-disposition", `attachment; filename="kursove-${role}-guide-${locale}.pdf"`)
        .send(pdf);
    },
  );
};
