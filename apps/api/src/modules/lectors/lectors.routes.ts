import {
  clockedTimeBody,
  clockedTimesQuery,
  inviteLectorBody,
  lectorArea,
  lectorLinkActionBody,
  lectorRequestBody,
  lectorSession,
  lectorSessionsPage,
  lectorSessionsQuery,
  providerClockedTimesPage,
  providerLectorList,
  updateLectorLinkBody,
} from "@kursove/contracts";
import type { Locale } from "@kursove/i18n";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { requireAuth } from "../auth";
import { guideUrl } from "../content";
import * as lectors from "./lectors.service";

const idParams = z.object({ id: z.string().uuid() });

/** Lector links of providers: invitations, requests, the lector's providers and sessions. */
export const lectorsRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.deps.database.db;
  const deps = (): lectors.LectorsDeps => ({
    db: app.deps.database.db,
    publicUrl: app.deps.config.publicUrl,
    kickMail: app.deps.kickMail,
  });
  const manualUrl = (locale: Locale) => guideUrl(app.deps.config, "lector", locale).url;
  app.addHook("onSend", async (_request, reply) => {
    reply.header("cache-control", "no-store");
  });

  app.get(
    "/provider/lectors",
    {
      schema: {
        tags: ["provider"],
        summary: "The provider's lector links with pivot.status",
        response: { 200: providerLectorList },
      },
    },
    async (request) => lectors.listProviderLectors(db(), requireAuth(request).user),
  );

  app.post(
    "/provider/lectors",
    {
      schema: {
        tags: ["provider"],
        summary: "Invite a lector by email (an account or an address without one); answers the list",
        body: inviteLectorBody,
        response: { 200: providerLectorList },
      },
    },
    async (request) =>
      lectors.inviteLector(deps(), requireAuth(request).user, request.body.email, request.locale),
  );

  app.patch(
    "/provider/lectors/:id",
    {
      schema: {
        tags: ["provider"],
        summary: "Change a link's status: answer a request, revoke, re-invite; answers the list",
        params: idParams,
        body: updateLectorLinkBody,
        response: { 200: providerLectorList },
      },
    },
    async (request) =>
      lectors.updateLectorLink(
        deps(),
        requireAuth(request).user,
        request.params.id,
        request.body.status,
        request.locale,
      ),
  );

  app.delete(
    "/provider/lectors/:id",
    {
      schema: {
        tags: ["provider"],
        summary: "Withdraw an invitation that was never accepted; answers the list",
        params: idParams,
        response: { 200: providerLectorList },
      },
    },
    async (request) => lectors.withdrawInvitation(db(), requireAuth(request).user, request.params.id),
  );

  app.get(
    "/provider/clocked-times",
    {
      schema: {
        tags: ["provider"],
        summary: "Time taught by the provider's lectors per session (admins pass provider_id)",
        querystring: clockedTimesQuery,
        response: { 200: providerClockedTimesPage },
      },
    },
    async (request) => lectors.listClockedTimes(db(), requireAuth(request).user, request.query),
  );

  app.get(
    "/lector",
    {
      schema: {
        tags: ["lector"],
        summary: "The signed-in lector with providers[].pivot.status and the lector manual",
        response: { 200: lectorArea },
      },
    },
    async (request) => lectors.presentLector(db(), requireAuth(request).user, manualUrl(request.locale)),
  );

  app.post(
    "/lector/providers/:id",
    {
      schema: {
        tags: ["lector"],
        summary: "Accept or decline a provider's invitation, or leave a provider; answers the lector",
        params: idParams,
        body: lectorLinkActionBody,
        response: { 200: lectorArea },
      },
    },
    async (request) =>
      lectors.answerProvider(
        deps(),
        requireAuth(request).user,
        request.params.id,
        request.body.action,
        manualUrl(request.locale),
      ),
  );

  app.post(
    "/lector/requests",
    {
      schema: {
        tags: ["lector"],
        summary: "Ask a provider to become its lector; answers the lector",
        body: lectorRequestBody,
        response: { 200: lectorArea },
      },
    },
    async (request) =>
      lectors.requestToTeach(deps(), requireAuth(request).user, request.body, manualUrl(request.locale)),
  );

  app.get(
    "/lector/sessions",
    {
      schema: {
        tags: ["lector"],
        summary:
          "The lector's upcoming or past sessions across providers, with clocked time; 403 for a user who is no lector",
        querystring: lectorSessionsQuery,
        response: { 200: lectorSessionsPage },
      },
    },
    async (request) => lectors.listLectorSessions(db(), requireAuth(request).user, request.query),
  );

  app.put(
    "/lector/sessions/:id/clocked-time",
    {
      schema: {
        tags: ["lector"],
        summary: "Confirm the time actually taught in a session that has started",
        params: idParams,
        body: clockedTimeBody,
        response: { 200: lectorSession },
      },
    },
    async (request) =>
      lectors.confirmClockedTime(db(), requireAuth(request).user, request.params.id, request.body),
  );
};
