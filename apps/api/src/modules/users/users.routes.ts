import {
  changePasswordBody,
  deleteAccountBody,
  profileBody,
  userHeader,
  userResponse,
} from "@kursove/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { AppError } from "../../platform/errors";
import { presentUser, requireAuth } from "../auth";
import * as users from "./users.service";

export const usersRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = (): users.UsersDeps => ({
    db: app.deps.database.db,
    storage: app.deps.storage,
    publicUrl: app.deps.config.publicUrl,
    kickMail: app.deps.kickMail,
  });
  app.addHook("onSend", async (_request, reply) => {
    reply.header("cache-control", "no-store");
  });

  // Not GET /user (spec, fixed): the header's own answer, so a page asks one call instead of three (ADR 047)
  app.get(
    "/user/header",
    {
      schema: {
        tags: ["accounts"],
        summary: "The signed-in user's header: name and roles, the cart's valid holds, unread notifications",
        response: { 200: userHeader },
      },
    },
    async (request) => users.userHeader(app.deps.database.db, requireAuth(request).user),
  );

  app.put(
    "/user",
    {
      schema: {
        tags: ["accounts"],
        summary: "Save the profile, settings and business profile",
        body: profileBody,
        response: { 200: userResponse },
      },
    },
    async (request) => {
      const { user } = requireAuth(request);
      return presentUser(app.deps.database.db, await users.updateProfile(deps(), user, request.body));
    },
  );

  app.put(
    "/user/password",
    {
      schema: {
        tags: ["accounts"],
        summary: "Change the password; ends the other sessions",
        body: changePasswordBody,
      },
    },
    async (request, reply) => {
      const auth = requireAuth(request);
      await users.changePassword(
        deps(),
        auth.user,
        auth.sessionId,
        request.body.current_password,
        request.body.password,
      );
      return reply.status(204).send();
    },
  );

  app.post(
    "/user/avatar",
    {
      schema: {
        tags: ["accounts"],
        summary: "Upload an avatar (image under 2 MB, multipart field avatar)",
        consumes: ["multipart/form-data"],
        response: { 200: userResponse },
      },
    },
    async (request) => {
      const { user } = requireAuth(request);
      const part = await request
        .file({ limits: { fileSize: users.avatarMaxBytes, files: 1 } })
        .catch(() => undefined);
      if (!part) throw new AppError(422, "validation_failed", { avatar: ["field.required"] });
      const bytes = await part.toBuffer().catch(() => null);
      if (!bytes || part.file.truncated)
        throw new AppError(422, "validation_failed", { avatar: ["field.image_too_large"] });
      return presentUser(app.deps.database.db, await users.saveAvatar(deps(), user, bytes));
    },
  );

  app.get(
    "/user/export",
    { schema: { tags: ["accounts"], summary: "All of the user's personal data as JSON" } },
    async (request, reply) => {
      const { user } = requireAuth(request);
      reply.header("content-disposition", `attachment; filename="kursove-${user.username}.json"`);
      return users.exportPersonalData(app.deps.database.db, user);
    },
  );

  app.delete(
    "/user",
    {
      schema: {
        tags: ["accounts"],
        summary: "Delete the account: anonymises the person, keeps orders, ends sessions",
        body: deleteAccountBody,
      },
    },
    async (request, reply) => {
      const { user } = requireAuth(request);
      await users.deleteAccount(deps(), user, request.body.password);
      return reply.status(204).send();
    },
  );
};
