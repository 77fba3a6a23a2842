import {
  adminFaq,
  adminFaqGroup,
  adminFaqItem,
  faqGroupBody,
  faqItemBody,
  faqMoveBody,
  faqPage,
} from "@kursove/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { requireAdmin } from "../auth";
import * as faq from "./faq.service";

const idParams = z.object({ id: z.uuid() });

/** The FAQ: public questions by group, and the admins' editing of groups and questions. */
export const faqRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ["admin"];
  const db = () => app.deps.database.db;

  app.get(
    "/faq",
    {
      schema: {
        tags: ["public"],
        summary: "The published questions and answers in the request's language, by group, in order",
        response: { 200: faqPage },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "public, max-age=60");
      reply.header("vary", "Content-Language");
      return faq.getFaq(db(), request.locale);
    },
  );

  app.get(
    "/admin/faq",
    {
      schema: {
        tags,
        summary: "Every FAQ group with every question (both languages, published or not), in order",
        response: { 200: adminFaq },
      },
    },
    async (request, reply) => {
      requireAdmin(request);
      reply.header("cache-control", "no-store");
      return faq.getFaqForAdmin(db());
    },
  );

  app.post(
    "/admin/faq/groups",
    {
      schema: {
        tags,
        summary: "Add a group after the last one",
        body: faqGroupBody,
        response: { 201: adminFaqGroup },
      },
    },
    async (request, reply) => {
      const { user } = requireAdmin(request);
      reply.header("cache-control", "no-store");
      return reply.status(201).send(await faq.createFaqGroup(db(), user, request.body));
    },
  );

  app.put(
    "/admin/faq/groups/:id",
    {
      schema: {
        tags,
        summary: "Rename a group in both languages",
        params: idParams,
        body: faqGroupBody,
        response: { 200: adminFaqGroup },
      },
    },
    async (request, reply) => {
      const { user } = requireAdmin(request);
      reply.header("cache-control", "no-store");
      return faq.updateFaqGroup(db(), user, request.params.id, request.body);
    },
  );

  app.delete(
    "/admin/faq/groups/:id",
    {
      schema: { tags, summary: "Delete an empty group (409 while it has questions)", params: idParams },
    },
    async (request, reply) => {
      const { user } = requireAdmin(request);
      await faq.deleteFaqGroup(db(), user, request.params.id);
      return reply.status(204).send();
    },
  );

  app.post(
    "/admin/faq/groups/:id/move",
    {
      schema: {
        tags,
        summary: "Swap a group with the one above or below (nothing at the edge); answers the whole FAQ",
        params: idParams,
        body: faqMoveBody,
        response: { 200: adminFaq },
      },
    },
    async (request, reply) => {
      const { user } = requireAdmin(request);
      reply.header("cache-control", "no-store");
      return faq.moveFaqGroup(db(), user, request.params.id, request.body);
    },
  );

  app.post(
    "/admin/faq/items",
    {
      schema: {
        tags,
        summary: "Add a question after the last one of its group",
        body: faqItemBody,
        response: { 201: adminFaqItem },
      },
    },
    async (request, reply) => {
      const { user } = requireAdmin(request);
      reply.header("cache-control", "no-store");
      return reply.status(201).send(await faq.createFaqItem(db(), user, request.body));
    },
  );

  app.put(
    "/admin/faq/items/:id",
    {
      schema: {
        tags,
        summary: "Change a question; moved to another group, it goes last there",
        params: idParams,
        body: faqItemBody,
        response: { 200: adminFaqItem },
      },
    },
    async (request, reply) => {
      const { user } = requireAdmin(request);
      reply.header("cache-control", "no-store");
      return faq.updateFaqItem(db(), user, request.params.id, request.body);
    },
  );

  app.delete(
    "/admin/faq/items/:id",
    { schema: { tags, summary: "Delete a question", params: idParams } },
    async (request, reply) => {
      const { user } = requireAdmin(request);
      await faq.deleteFaqItem(db(), user, request.params.id);
      return reply.status(204).send();
    },
  );

  app.post(
    "/admin/faq/items/:id/move",
    {
      schema: {
        tags,
        summary:
          "Swap a question with its neighbour in its group (nothing at the edge); answers the whole FAQ",
        params: idParams,
        body: faqMoveBody,
        response: { 200: adminFaq },
      },
    },
    async (request, reply) => {
      const { user } = requireAdmin(request);
      reply.header("cache-control", "no-store");
      return faq.moveFaqItem(db(), user, request.params.id, request.body);
    },
  );
};
