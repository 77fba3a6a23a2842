import { wishlistPage, wishlistPageQuery, wishlistParams, wishlistResponse } from "@kursove/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { requireAuth } from "../auth";
import * as wishlist from "./wishlist.service";

/** The learner's wishlist: courses saved for later. */
export const wishlistRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.deps.database.db;
  const tags = ["learner"];
  app.addHook("onSend", async (_request, reply) => {
    reply.header("cache-control", "no-store");
  });

  app.get(
    "/user/wishlist",
    {
      schema: {
        tags,
        summary: "The saved courses still on sale as course cards, 12 a page, latest saved first",
        querystring: wishlistPageQuery,
        response: { 200: wishlistPage },
      },
    },
    async (request) =>
      wishlist.listWishlist(
        db(),
        request.locale,
        app.deps.config.currency,
        requireAuth(request).user.id,
        request.query.page,
      ),
  );

  app.get(
    "/user/wishlist/ids",
    {
      schema: {
        tags,
        summary: "The ids of every saved course (the state of the save buttons)",
        response: { 200: wishlistResponse },
      },
    },
    async (request) => wishlist.savedIds(db(), requireAuth(request).user.id),
  );

  app.put(
    "/user/wishlist/:courseId",
    {
      schema: {
        tags,
        summary: "Save a course for later (idempotent); only courses on sale, 404 otherwise",
        params: wishlistParams,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await wishlist.saveCourse(db(), requireAuth(request).user.id, request.params.courseId);
      return reply.status(204).send(null);
    },
  );

  app.delete(
    "/user/wishlist/:courseId",
    {
      schema: {
        tags,
        summary: "Remove a course from the wishlist (idempotent)",
        params: wishlistParams,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await wishlist.removeCourse(db(), requireAuth(request).user.id, request.params.courseId);
      return reply.status(204).send(null);
    },
  );
};
