import {
  courseDetail,
  courseListQuery,
  courseListResponse,
  homeResponse,
  pageQuery,
  providerDetail,
  providerList,
  reviewsPage,
  similarCourses,
  sitemapCourses,
  sitemapCoursesQuery,
  sitemapOverview,
  suggestQuery,
  suggestResponse,
} from "@kursove/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import * as catalog from "./catalog.service";

const slugParams = z.object({ slug: z.string().min(1).max(200) });

export const catalogRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.deps.database.db;
  const currency = app.deps.config.currency;
  // set before the handler, which may make an answer private, so the public cache sees the final header
  app.addHook("onRequest", async (_request, reply) => {
    reply.header("cache-control", "public, max-age=30");
    reply.header("vary", "Content-Language");
  });

  app.get(
    "/home",
    {
      schema: {
        tags: ["public"],
        summary: "Home page: top courses and providers",
        response: { 200: homeResponse },
      },
    },
    async (request) => catalog.getHome(db(), request.locale, currency),
  );

  app.get(
    "/courses",
    {
      schema: {
        tags: ["public"],
        summary: "The public catalogue with filters, sorting and pages",
        querystring: courseListQuery,
        response: { 200: courseListResponse },
      },
    },
    async (request) => catalog.listCourses(db(), request.locale, currency, request.query),
  );

  app.get(
    "/courses/suggest",
    {
      schema: {
        tags: ["public"],
        summary: "Suggestions while typing a search",
        querystring: suggestQuery,
        response: { 200: suggestResponse },
      },
    },
    async (request) => catalog.suggest(db(), request.query.q),
  );

  app.get(
    "/courses/:slug",
    {
      schema: {
        tags: ["public"],
        summary: "A public course",
        params: slugParams,
        response: { 200: courseDetail },
      },
    },
    async (request, reply) => {
      const viewer = request.auth ? { id: request.auth.user.id, isAdmin: request.auth.user.isAdmin } : null;
      const course = await catalog.getCourse(db(), request.locale, currency, request.params.slug, viewer);
      // a preview of an unapproved course is personal, never cached by anyone
      if (course.awaiting_approval) reply.header("cache-control", "private, no-store");
      return course;
    },
  );

  app.get(
    "/courses/:slug/similar",
    {
      schema: {
        tags: ["public"],
        summary: "Up to four bookable courses like a public one",
        params: slugParams,
        response: { 200: similarCourses },
      },
    },
    async (request) => catalog.listSimilarCourses(db(), request.locale, currency, request.params.slug),
  );

  app.get(
    "/courses/:slug/reviews",
    {
      schema: {
        tags: ["public"],
        summary: "A page of a course's reviews",
        params: slugParams,
        querystring: z.object({ page: pageQuery }),
        response: { 200: reviewsPage },
      },
    },
    async (request) => catalog.listCourseReviews(db(), request.params.slug, request.query.page),
  );

  app.get(
    "/sitemap",
    {
      schema: {
        tags: ["public"],
        summary: "The provider pages and the number of course files, for sitemap.xml",
        response: { 200: sitemapOverview },
      },
    },
    async (_request, reply) => {
      reply.header("cache-control", "public, max-age=600");
      return catalog.getSitemapOverview(db());
    },
  );

  app.get(
    "/sitemap/courses",
    {
      schema: {
        tags: ["public"],
        summary: "One sitemap file's public course pages, by address (none past the last file)",
        querystring: sitemapCoursesQuery,
        response: { 200: sitemapCourses },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "public, max-age=600");
      return catalog.listSitemapCourses(db(), request.query.page);
    },
  );

  app.get(
    "/providers",
    { schema: { tags: ["public"], summary: "Approved providers", response: { 200: providerList } } },
    async (request) => catalog.listProviders(db(), request.locale),
  );

  app.get(
    "/providers/:slug",
    {
      schema: {
        tags: ["public"],
        summary: "A public provider page",
        params: slugParams,
        response: { 200: providerDetail },
      },
    },
    async (request, reply) => {
      const viewer = request.auth ? { id: request.auth.user.id, isAdmin: request.auth.user.isAdmin } : null;
      const provider = await catalog.getProvider(db(), request.locale, currency, request.params.slug, viewer);
      if (provider.status !== "approved") reply.header("cache-control", "private, no-store");
      return provider;
    },
  );
};
