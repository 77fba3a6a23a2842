import {
  captchaChallenge,
  forgotPasswordBody,
  loginBody,
  registerBody,
  resetPasswordBody,
  tokenAnswer,
  tokenBody,
  userResponse,
} from "@kursove/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Db } from "../../db/client";
import { createCaptchaChallenge, verifyCaptcha } from "../../platform/captcha";
import { AppError } from "../../platform/errors";
import { requireAuth } from "./auth.plugin";
import { revokeSession, type UserRow } from "./auth.repository";
import * as auth from "./auth.service";

const noStore = { "cache-control": "no-store" };

export type AuthRoutesOptions = {
  /** called once a user's address is confirmed; the app claims invitations sent to it before sign-up */
  onEmailVerified?: (db: Db, user: UserRow) => Promise<void>;
};

export const authRoutes: FastifyPluginAsyncZod<AuthRoutesOptions> = async (app, options) => {
  const deps = (): auth.AuthDeps => ({
    db: app.deps.database.db,
    publicUrl: app.deps.config.publicUrl,
    kickMail: app.deps.kickMail,
  });
  const client = (request: { ip: string; headers: Record<string, string | string[] | undefined> }) => ({
    ip: request.ip,
    userAgent: typeof request.headers["user-agent"] === "string" ? request.headers["user-agent"] : undefined,
  });
  const captcha = () => ({
    secret: app.deps.appSecret,
    maxCounter: app.deps.config.env === "test" ? 2_000 : 60_000,
  });

  app.get(
    "/captcha",
    {
      schema: {
        tags: ["accounts"],
        summary: "A robot-check (ALTCHA proof-of-work) challenge",
        response: { 200: captchaChallenge },
      },
    },
    async (_request, reply) => {
      reply.headers(noStore);
      const challenge = await createCaptchaChallenge(captcha());
      return {
        parameters: { ...challenge.parameters },
        ...(challenge.signature ? { signature: challenge.signature } : {}),
      };
    },
  );

  app.post(
    "/register",
    {
      schema: {
        tags: ["accounts"],
        summary: "Create an account; answers a signed-in token and mails the verification link",
        body: registerBody,
        response: { 201: tokenAnswer },
      },
    },
    async (request, reply) => {
      if (!(await verifyCaptcha(app.deps.database.db, captcha(), request.body.captcha))) {
        throw new AppError(422, "validation_failed", { captcha: ["field.captcha"] });
      }
      const t = await auth.register(deps(), request.body, client(request), request.locale);
      return reply.status(201).headers(noStore).send({ t });
    },
  );

  app.post(
    "/login",
    {
      schema: {
        tags: ["accounts"],
        summary: "Sign in: the token is in t",
        body: loginBody,
        response: { 200: tokenAnswer },
      },
    },
    async (request, reply) => {
      const t = await auth.login(deps(), request.body.email, request.body.password, client(request));
      reply.headers(noStore);
      return { t };
    },
  );

  app.get(
    "/logout",
    { schema: { tags: ["accounts"], summary: "Sign out: revokes the token on the server" } },
    async (request, reply) => {
      if (request.auth) await revokeSession(app.deps.database.db, request.auth.tokenHash, new Date());
      return reply.status(204).headers(noStore).send();
    },
  );

  app.get(
    "/user",
    {
      schema: { tags: ["accounts"], summary: "The signed-in user", response: { 200: userResponse } },
    },
    async (request, reply) => {
      const { user } = requireAuth(request);
      reply.headers(noStore);
      return auth.presentUser(app.deps.database.db, user);
    },
  );

  app.post(
    "/email/verify",
    {
      schema: {
        tags: ["accounts"],
        summary: "Confirm the email address with the mailed token",
        body: tokenBody,
      },
    },
    async (request, reply) => {
      const user = await auth.verifyEmail(deps(), request.body.token);
      // invitations to teach sent to this address before it had an account become the user's
      await options.onEmailVerified?.(app.deps.database.db, user);
      return reply.status(204).send();
    },
  );

  app.post(
    "/email/resend",
    { schema: { tags: ["accounts"], summary: "Mail a new verification link (at most once a minute)" } },
    async (request, reply) => {
      const { user } = requireAuth(request);
      await auth.resendVerification(deps(), user);
      return reply.status(202).send();
    },
  );

  app.post(
    "/password/forgot",
    {
      schema: {
        tags: ["accounts"],
        summary: "Mail a password reset link; the answer is the same whether or not the address exists",
        body: forgotPasswordBody,
        response: { 202: z.object({ status: z.literal("accepted") }) },
      },
    },
    async (request, reply) => {
      await auth.forgotPassword(deps(), request.body.email, client(request));
      return reply.status(202).send({ status: "accepted" as const });
    },
  );

  app.post(
    "/password/reset",
    {
      schema: {
        tags: ["accounts"],
        summary: "Set a new password with the mailed single-use token",
        body: resetPasswordBody,
      },
    },
    async (request, reply) => {
      await auth.resetPassword(deps(), request.body.token, request.body.password);
      return reply.status(204).send();
    },
  );
};
