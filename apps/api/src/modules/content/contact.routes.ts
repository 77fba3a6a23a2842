import {
  contactBody,
  contactCreated,
  contactMessageDetail,
  contactMessagePage,
  contactMessagesQuery,
  contactMessageUpdateBody,
} from "@kursove/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { verifyCaptcha } from "../../platform/captcha";
import { AppError } from "../../platform/errors";
import { requireAdmin } from "../auth";
import * as contact from "./contact.service";

/** The contact form (/contact-us) and the admins' inbox of its messages. */
export const contactRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.deps.database.db;
  const deps = (): contact.ContactDeps => ({
    db: db(),
    publicUrl: app.deps.config.publicUrl,
    officeEmail: app.deps.config.officeEmail,
    kickMail: app.deps.kickMail,
  });
  const captcha = () => ({
    secret: app.deps.appSecret,
    maxCounter: app.deps.config.env === "test" ? 2_000 : 60_000,
  });
  const adminTags = ["admin"];

  app.post(
    "/contact",
    {
      schema: {
        tags: ["public"],
        summary: "Send a message to the admins (functionality, question, proposal, other, report an issue)",
        body: contactBody,
        response: { 201: contactCreated },
      },
    },
    async (request, reply) => {
      // The order keeps refusals free and floods stopped: the body was validated before this handler (an
      // invalid one is a 422 that counts nothing); a client or address out of messages is then refused
      // (429) before its robot check is spent; a wrong or reused check is a 422 that counts nothing; only
      // an accepted message is counted, in the transaction that stores it.
      const { body } = request;
      await contact.ensureContactAllowed(db(), request.ip, body.email);
      if (!(await verifyCaptcha(db(), captcha(), body.captcha))) {
        throw new AppError(422, "validation_failed", { captcha: ["field.captcha"] });
      }
      const created = await contact.sendContactMessage(deps(), {
        body,
        ip: request.ip,
        locale: request.locale,
        user: request.auth?.user ?? null,
      });
      return reply.status(201).header("cache-control", "no-store").send(created);
    },
  );

  app.get(
    "/admin/contact-messages",
    {
      schema: {
        tags: adminTags,
        summary: "The contact messages, newest first, by state, type and search, 20 a page",
        querystring: contactMessagesQuery,
        response: { 200: contactMessagePage },
      },
    },
    async (request, reply) => {
      requireAdmin(request);
      reply.header("cache-control", "no-store");
      return contact.listContactMessages(db(), request.query);
    },
  );

  app.get(
    "/admin/contact-messages/:id",
    {
      schema: {
        tags: adminTags,
        summary: "One contact message; a new one becomes read",
        params: z.object({ id: z.uuid() }),
        response: { 200: contactMessageDetail },
      },
    },
    async (request, reply) => {
      const { user } = requireAdmin(request);
      reply.header("cache-control", "no-store");
      return contact.openContactMessage(db(), user, request.params.id);
    },
  );

  app.put(
    "/admin/contact-messages/:id",
    {
      schema: {
        tags: adminTags,
        summary: "Resolve a contact message or reopen it, with an optional internal note",
        params: z.object({ id: z.uuid() }),
        body: contactMessageUpdateBody,
        response: { 200: contactMessageDetail },
      },
    },
    async (request, reply) => {
      const { user } = requireAdmin(request);
      reply.header("cache-control", "no-store");
      return contact.updateContactMessage(db(), user, request.params.id, request.body);
    },
  );
};
