import { ownProvider, providerRequest } from "@kursove/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { requireAuth } from "../auth";
import * as onboarding from "./onboarding.service";
import * as portfolio from "./portfolio.service";
import { readImageUpload } from "./provider-support";
import { requireOwnProvider } from "./providers.service";

/** Becoming a provider (four steps saved between visits, then submitted) and the provider's own portfolio. */
export const onboardingRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = (): onboarding.OnboardingDeps => ({
    db: app.deps.database.db,
    storage: app.deps.storage,
    publicUrl: app.deps.config.publicUrl,
    officeEmail: app.deps.config.officeEmail,
    kickMail: app.deps.kickMail,
  });
  const tags = ["provider"];

  app.get(
    "/provider/request",
    {
      schema: {
        tags,
        summary: "The become-provider request saved so far; 409 for providers and lectors",
        response: { 200: providerRequest },
      },
    },
    async (request) => onboarding.getProviderRequest(app.deps.database.db, requireAuth(request).user),
  );

  app.put(
    "/provider/request/steps/:step",
    {
      schema: {
        tags,
        summary:
          "Validate and save one step: 1 company, 2 contact, 3 payout, 4 public profile; 422 saves nothing",
        params: z.object({ step: z.coerce.number().int().min(1).max(4) }),
        body: z.record(z.string(), z.unknown()).optional(),
        response: { 200: providerRequest },
      },
    },
    async (request) =>
      onboarding.saveRequestStep(
        app.deps.database.db,
        requireAuth(request).user,
        request.params.step,
        request.body,
      ),
  );

  app.post(
    "/provider/request/logo",
    {
      schema: {
        tags,
        summary: "Upload the request's logo: multipart `image`, under 2 MB, checked by its content",
        consumes: ["multipart/form-data"],
        response: { 200: providerRequest },
      },
    },
    async (request) => {
      const { user } = requireAuth(request);
      return onboarding.saveRequestLogo(deps(), user, await readImageUpload(request));
    },
  );

  app.post(
    "/provider/request",
    {
      schema: {
        tags,
        summary: "Submit the four steps: the provider awaits an administrator's approval",
        response: { 201: ownProvider },
      },
    },
    async (request, reply) => {
      const provider = await onboarding.submitProviderRequest(deps(), requireAuth(request).user);
      return reply.status(201).send(provider);
    },
  );

  app.put(
    "/provider",
    {
      schema: {
        tags,
        summary: "Save the signed-in provider's portfolio (everything on its public page)",
        body: z.record(z.string(), z.unknown()).optional(),
        response: { 200: ownProvider },
      },
    },
    async (request) => {
      const { user } = requireAuth(request);
      return portfolio.updatePortfolio(app.deps.database.db, user, request.body);
    },
  );

  app.post(
    "/provider/logo",
    {
      schema: {
        tags,
        summary: "Replace the provider's logo: multipart `image`, under 2 MB, checked by its content",
        consumes: ["multipart/form-data"],
        response: { 200: ownProvider },
      },
    },
    async (request) => {
      const { user } = requireAuth(request);
      // a provider's own action: others are refused before their upload is read
      await requireOwnProvider(app.deps.database.db, user);
      return portfolio.saveProviderLogo(deps(), user, await readImageUpload(request));
    },
  );
};
